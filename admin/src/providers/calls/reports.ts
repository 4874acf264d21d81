import { segment } from '../../common/format';
import type { Answer } from '../apiTypes';
import { API_KEY, type Call } from './call';

/** The four sections of the cashier and general reports, each one documented call. */
export type CashierSectionCall =
  'selectSearchIndividualReport' | 'selectSearchGroupReport' | 'selectSearchIngressReport' | 'selectSearchEgressReport';
interface ReportGroupsQuery {
  groupName: string;
  idTurn: number | string;
  idSemester: number | string;
  date: string;
}

/** Spec 02 §7 "Reports" (teacher pay apart), the home dashboard, the audit trail and the totals check. */
export const reportsCalls = (call: Call) => ({
  dashboard: (dept: number) => call<Answer<'get_reports_dashboard'>>('GET', `/reports/dashboard/${dept}`),
  /** `path`: department, semester, group and branch segments. */
  overdueStudents: (path: string) =>
    call<Answer<'get_reports_selectOverdueStudents'>>('GET', `/reports/selectOverdueStudents/${path}`),
  reportGroups: (dept: number, q: ReportGroupsQuery) =>
    call<Answer<'get_reports_selectReportGroups'>>(
      'GET',
      `/reports/selectReportGroups/${dept}/${segment(q.groupName.trim())}/${segment(q.idTurn)}/${segment(q.idSemester)}/${segment(q.date)}`,
    ),
  /** `path`: department, cashier, day, start and end segments. */
  cashierSection: <S extends CashierSectionCall>(section: S, path: string) =>
    call<Answer<`get_reports_${S}`>>('GET', `/reports/${section}/${path}`),
  auditUsers: (dept: number) =>
    call<Answer<'get_audit_selectAuditUsers'>>('GET', `/audit/selectAuditUsers?idDepartament=${dept}`),
  auditLog: (query: URLSearchParams) =>
    call<Answer<'get_audit_selectAuditLog'>>('GET', `/audit/selectAuditLog?${query}`),
  totalsCheck: () => call<Answer<'get_totals_check'>>('GET', '/totals/check'),
  repairTotals: () => call<Answer<'post_totals_repair'>>('POST', '/totals/repair'),
  studentStatement: (idUser: string) =>
    call<Answer<'get_students_statement'>>('GET', `/students/statement/${encodeURIComponent(idUser)}`),
});
export type ReportsCalls = ReturnType<typeof reportsCalls>;

const all = [API_KEY, 'reports'] as const;
export const reportsKeys = {
  all,
  dashboard: (dept: number) => [...all, 'dashboard', dept] as const,
  overdue: (path: string) => [...all, 'overdue', path] as const,
  auditUsers: (dept: number) => [...all, 'auditUsers', dept] as const,
  auditLog: (query: string) => [...all, 'auditLog', query] as const,
  totalsCheck: () => [...all, 'totalsCheck'] as const,
};
