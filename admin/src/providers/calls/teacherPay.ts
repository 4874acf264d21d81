import type { Answer, AnswerRow, RequestBody } from '../apiTypes';
import type { Call } from './call';

/** Rows of the teacher-pay reports; individual lessons and package hours share one shape. */
type LessonPayRow = AnswerRow<'get_reports_selectPaymentClassByIdTeacher'>;
type PracticePayRow = AnswerRow<'get_reports_selectPaymentPracticeByIdTeacher'>;
type AfpRow = AnswerRow<'get_reports_selectReportAfpByIdTeacher'>;
type PaySummary = Answer<'get_reports_selectTeacherPaySummary'>;
/** The teacher filter needs only who the teacher is. */
export type TeacherOption = Pick<
  AnswerRow<'get_users_selectSearchUserByIdRole'>,
  'idUsuario' | 'nombres' | 'apellidos' | 'ci'
>;
export interface PayWeekReport {
  individuals: LessonPayRow[];
  practices: PracticePayRow[];
  afps: AfpRow[];
  summary: PaySummary;
}

/** The calls of spec 02 §7 "Reports" for teacher pay, merged as the screen shows them. */
export const teacherPayCalls = (call: Call) => ({
  payWeek: async (path: string): Promise<PayWeekReport> => {
    const [classes, packages, practices, afps, summary] = await Promise.all([
      call<Answer<'get_reports_selectPaymentClassByIdTeacher'>>(
        'GET',
        `/reports/selectPaymentClassByIdTeacher/${path}`,
      ),
      call<Answer<'get_reports_selectPaymentIngressByIdTeacher'>>(
        'GET',
        `/reports/selectPaymentIngressByIdTeacher/${path}`,
      ),
      call<Answer<'get_reports_selectPaymentPracticeByIdTeacher'>>(
        'GET',
        `/reports/selectPaymentPracticeByIdTeacher/${path}`,
      ),
      call<Answer<'get_reports_selectReportAfpByIdTeacher'>>('GET', `/reports/selectReportAfpByIdTeacher/${path}`),
      call<Answer<'get_reports_selectTeacherPaySummary'>>('GET', `/reports/selectTeacherPaySummary/${path}`),
    ]);
    return {
      individuals: [...classes, ...packages].sort((a, b) => a.fechaInicial.localeCompare(b.fechaInicial)),
      practices,
      afps,
      summary,
    };
  },
  insertAfp: (body: RequestBody<'post_afps_insertAfp'>) =>
    call<Answer<'post_afps_insertAfp'>>('POST', '/afps/insertAfp', body),
});
export type TeacherPayCalls = ReturnType<typeof teacherPayCalls>;
