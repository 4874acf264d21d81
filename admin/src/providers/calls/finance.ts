import type { DataProvider } from 'react-admin';
import type { Answer, AnswerRow, RequestBody } from '../apiTypes';
import type { components } from '../../types/api';
import { segment } from '../../common/format';
import { API_KEY, type Call, type PersonQuery } from './call';

/** Shapes of the documented income and expense endpoints (spec 02 §3, §7). */
export type Income = components['schemas']['Ingreso'];
export type Expense = components['schemas']['Egreso'];
export type IncomeType = AnswerRow<'get_ingressTypes_selectIngressTypes'>;
export type Level = AnswerRow<'get_lessonLevels_selectLessonLevels'>;
type PersonRecord = components['schemas']['Persona'];
/**
 * A person found by the student or the teacher search (the fields both answers share); the package and practice
 * dialogs also rebuild one from a saved income, which knows only who the person is.
 */
export type Person = Pick<PersonRecord, 'idUsuario' | 'nombres' | 'apellidos' | 'ci'> &
  Partial<Pick<PersonRecord, 'telefono' | 'nombreSucursal' | 'idSucursal'>>;
export type ReservationStudent = Answer<'get_ingress_selectStudentByIdReservation'>;

/** Income types, levels, packages and practices (spec 02 §7), and the new-student call the income dialogs use. */
export const financeCalls = (call: Call, rest: DataProvider) => ({
  incomeTypes: (dept: number, option: number | null) =>
    call<Answer<'get_ingressTypes_selectIngressTypes'>>(
      'GET',
      `/ingressTypes/selectIngressTypes/1/${option ?? 'null'}/${dept}`,
    ),
  levels: (dept: number) =>
    call<Answer<'get_lessonLevels_selectLessonLevels'>>('GET', `/lessonLevels/selectLessonLevels/1/${dept}`),
  insertPackage: (body: RequestBody<'post_ingress_insertIngressPackage'>) =>
    call<Answer<'post_ingress_insertIngressPackage'>>('POST', '/ingress/insertIngressPackage', body),
  updatePackage: (body: RequestBody<'put_ingress_updateIngressPackage'>) =>
    call<Answer<'put_ingress_updateIngressPackage'>>('PUT', '/ingress/updateIngressPackage', body),
  reservationStudent: (idReservation: number) =>
    call<Answer<'get_ingress_selectStudentByIdReservation'>>(
      'GET',
      `/ingress/selectStudentByIdReservation/${idReservation}`,
    ),
  insertPractice: (body: RequestBody<'post_ingress_insertPracticeTeacher'>) =>
    call<Answer<'post_ingress_insertPracticeTeacher'>>('POST', '/ingress/insertPracticeTeacher', body),
  updatePractice: (body: RequestBody<'put_ingress_updatePracticeTeacher'>) =>
    call<Answer<'put_ingress_updatePracticeTeacher'>>('PUT', '/ingress/updatePracticeTeacher', body),
  practiceTeacher: (idIngress: number) =>
    call<Answer<'get_ingress_selectPracticeTeacherByIdIngress'>>(
      'GET',
      `/ingress/selectPracticeTeacherByIdIngress/${idIngress}`,
    ),
  searchTeachers: (dept: number, by: PersonQuery) =>
    call<Answer<'get_users_selectSearchTeacher'>>(
      'GET',
      `/users/selectSearchTeacher/${dept}/null/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`,
    ),
  insertStudent: (body: RequestBody<'post_users_insertStudent'>) =>
    call<Answer<'post_users_insertStudent'>>('POST', '/users/insertStudent', body),
  // One income as it is now (the REST face), to reload a package or practice dialog after a stale save.
  income: async (id: number) => (await rest.getOne<Income & { id: number }>('incomes', { id })).data as Income,
});
export type FinanceCalls = ReturnType<typeof financeCalls>;

const all = [API_KEY, 'finance'] as const;
export const financeKeys = {
  all,
  incomeTypes: (dept: number, option: number | null) => [...all, 'incomeTypes', dept, option] as const,
  levels: (dept: number) => [...all, 'levels', dept] as const,
};
