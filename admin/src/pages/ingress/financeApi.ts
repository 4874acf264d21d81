import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MessageResponse } from '../../providers/types';
import { segment } from '../../common/format';
import type { Answer, RequestBody, AnswerRow } from '../../providers/apiTypes';
import type { components } from '../../types/api';

/** Shapes of the documented income and expense endpoints (spec 02 §3, §7). */
export type Income = components['schemas']['Ingreso'];
export type Expense = components['schemas']['Egreso'];
export type IncomeType = AnswerRow<'get_ingressTypes_selectIngressTypes'>;
export type Level = AnswerRow<'get_lessonLevels_selectLessonLevels'>;
/**
 * A person found by the student or the teacher search (the fields both answers share); the package and practice
 * dialogs also rebuild one from a saved income, which knows only who the person is.
 */
export type Person = Pick<PersonRecord, 'idUsuario' | 'nombres' | 'apellidos' | 'ci'> & Partial<Pick<PersonRecord, 'telefono' | 'nombreSucursal' | 'idSucursal'>>;
type PersonRecord = components['schemas']['Persona'];
export type ReservationStudent = Answer<'get_ingress_selectStudentByIdReservation'>;
export type PracticeTeacher = Answer<'get_ingress_selectPracticeTeacherByIdIngress'>;
/** The common shape of the document's write answers, for the dialogs' shared save (moneyForm.ts). */
export interface WriteAnswer<T = unknown> extends MessageResponse { type?: number; data?: T }

/** The advanced search: empty parts travel as the word null (spec 02 §5). */
export interface SearchValues { name: string; total: string; type: string; start: string; end: string }
export const emptySearch: SearchValues = { name: '', total: '', type: '', start: '', end: '' };
export const isSearching = (s: SearchValues) => Object.values(s).some((v) => v.trim() !== '');

/** Income kinds = income type `tipo` (spec 02 §9): 1 INGRESO, 2 PAQUETE, 3 PRACTICA. */
export const KIND = { INCOME: 1, PACKAGE: 2, PRACTICE: 3 } as const;

export function useFinanceApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    incomeTypes: (dept: number, option: number | null) =>
      dp.call<Answer<'get_ingressTypes_selectIngressTypes'>>('GET', `/ingressTypes/selectIngressTypes/1/${option ?? 'null'}/${dept}`),
    levels: (dept: number) => dp.call<Answer<'get_lessonLevels_selectLessonLevels'>>('GET', `/lessonLevels/selectLessonLevels/1/${dept}`),
    insertPackage: (body: RequestBody<'post_ingress_insertIngressPackage'>) => dp.call<Answer<'post_ingress_insertIngressPackage'>>('POST', '/ingress/insertIngressPackage', body),
    updatePackage: (body: RequestBody<'put_ingress_updateIngressPackage'>) => dp.call<Answer<'put_ingress_updateIngressPackage'>>('PUT', '/ingress/updateIngressPackage', body),
    reservationStudent: (idReservation: number) => dp.call<Answer<'get_ingress_selectStudentByIdReservation'>>('GET', `/ingress/selectStudentByIdReservation/${idReservation}`),
    insertPractice: (body: RequestBody<'post_ingress_insertPracticeTeacher'>) => dp.call<Answer<'post_ingress_insertPracticeTeacher'>>('POST', '/ingress/insertPracticeTeacher', body),
    updatePractice: (body: RequestBody<'put_ingress_updatePracticeTeacher'>) => dp.call<Answer<'put_ingress_updatePracticeTeacher'>>('PUT', '/ingress/updatePracticeTeacher', body),
    practiceTeacher: (idIngress: number) => dp.call<Answer<'get_ingress_selectPracticeTeacherByIdIngress'>>('GET', `/ingress/selectPracticeTeacherByIdIngress/${idIngress}`),

    // People searches and the new-student calls belong to the users and academics areas.
    searchStudents: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<Answer<'get_users_selectSearchStudent'>>('GET', `/users/selectSearchStudent/${dept}/null/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
    searchTeachers: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<Answer<'get_users_selectSearchTeacher'>>('GET', `/users/selectSearchTeacher/${dept}/null/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
    insertStudent: (body: RequestBody<'post_users_insertStudent'>) => dp.call<Answer<'post_users_insertStudent'>>('POST', '/users/insertStudent', body),
    transfer: (idUser: number, idBranchoffice: number) => dp.call<Answer<'put_users_updateTransferUser'>>('PUT', '/users/updateTransferUser', { idUser, idBranchoffice }),
    branches: (dept: number) => dp.call<Answer<'get_branchoffices_selectBranchoffices'>>('GET', `/branchoffices/selectBranchoffices/${dept}/1`),

    // One income as it is now (the REST face), to reload a package or practice dialog after a stale save.
    income: async (id: number) => (await dp.getOne<Income & { id: number }>('incomes', { id })).data as Income,
  }), [dp]);
}
export type FinanceApi = ReturnType<typeof useFinanceApi>;

export const incomeNumber = (codigo: number) => `O-${codigo}`;
export const fullName = (p: { nombres: string; apellidos: string }) => `${p.nombres} ${p.apellidos}`.trim();
export { errorText, FIRST_DATE, segment, showBs, todayLaPaz } from '../../common/format';

/** Client-side check of an amount: the spec's messages, at most two decimals. */
export function payError(value: string, t: (k: 'app.finance.common.payRequired' | 'app.finance.common.payInvalid' | 'app.finance.common.payPositive') => string) {
  const text = value.trim().replace(',', '.');
  if (!text) return t('app.finance.common.payRequired');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return t('app.finance.common.payInvalid');
  if (Number(text) <= 0) return t('app.finance.common.payPositive');
  return undefined;
}
