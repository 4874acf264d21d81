import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer, RequestBody, AnswerRow } from '../../providers/apiTypes';

/** Rows of the teacher-pay reports; individual lessons and package hours share one shape. */
export type LessonPayRow = AnswerRow<'get_reports_selectPaymentClassByIdTeacher'>;
export type PracticePayRow = AnswerRow<'get_reports_selectPaymentPracticeByIdTeacher'>;
export type AfpRow = AnswerRow<'get_reports_selectReportAfpByIdTeacher'>;
export type PaySummary = Answer<'get_reports_selectTeacherPaySummary'>;
/** The teacher filter needs only who the teacher is. */
export type TeacherOption = Pick<AnswerRow<'get_users_selectSearchUserByIdRole'>, 'idUsuario' | 'nombres' | 'apellidos' | 'ci'>;
export interface PayWeekReport { individuals: LessonPayRow[]; practices: PracticePayRow[]; afps: AfpRow[]; summary: PaySummary }

/** The calls of spec 02 §7 "Reports" for teacher pay, merged as the screen shows them. */
export function useTeacherPayApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    teachers: (dept: number) => dp.call<Answer<'get_users_selectSearchUserByIdRole'>>('GET', `/users/selectSearchUserByIdRole/${dept}/3/5`),
    week: async (path: string): Promise<PayWeekReport> => {
      const [classes, packages, practices, afps, summary] = await Promise.all([
        dp.call<Answer<'get_reports_selectPaymentClassByIdTeacher'>>('GET', `/reports/selectPaymentClassByIdTeacher/${path}`),
        dp.call<Answer<'get_reports_selectPaymentIngressByIdTeacher'>>('GET', `/reports/selectPaymentIngressByIdTeacher/${path}`),
        dp.call<Answer<'get_reports_selectPaymentPracticeByIdTeacher'>>('GET', `/reports/selectPaymentPracticeByIdTeacher/${path}`),
        dp.call<Answer<'get_reports_selectReportAfpByIdTeacher'>>('GET', `/reports/selectReportAfpByIdTeacher/${path}`),
        dp.call<Answer<'get_reports_selectTeacherPaySummary'>>('GET', `/reports/selectTeacherPaySummary/${path}`),
      ]);
      return { individuals: [...classes, ...packages].sort((a, b) => a.fechaInicial.localeCompare(b.fechaInicial)), practices, afps, summary };
    },
    insertAfp: (body: RequestBody<'post_afps_insertAfp'>) => dp.call<Answer<'post_afps_insertAfp'>>('POST', '/afps/insertAfp', body),
  }), [dp]);
}
