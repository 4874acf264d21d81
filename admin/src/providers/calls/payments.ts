import { fetchFile } from '../../common/documents';
import { segment } from '../../common/format';
import { GENERIC_ERROR } from '../httpClient';
import type { Answer, AnswerRow, RequestBody } from '../apiTypes';
import type { components } from '../../types/api';
import { API_KEY, type Call, type PersonQuery } from './call';

/** Shapes of the documented payments endpoints (spec 02 §3), amounts in Bs, as the OpenAPI document gives them. */
export type Instalment = components['schemas']['MensualidadPorCobrar'];
/** A payment; `version` is sent back by an edit. */
export type PaymentRow = components['schemas']['Pago'];
export type PaymentType = AnswerRow<'get_paymentTypes_selectPaymentType'>;
export type StudentInfo = Answer<'get_users_selectUserById'>;
export type CourseInfo = Answer<'get_courses_selectStudentCourseByIdGroupAndIdUser'>;
export type SearchRow = AnswerRow<'get_users_selectSearchStudentMonthlyPay'>;

/** Spec 02 §7 "Payments"; the money calls carry their Idempotency-Key from httpClient. */
export const paymentsCalls = (call: Call) => ({
  studentById: (idStudent: string) =>
    call<Answer<'get_users_selectUserById'>>('GET', `/users/selectUserById/${idStudent}`),
  studentCourse: (idGroup: string, idStudent: string) =>
    call<Answer<'get_courses_selectStudentCourseByIdGroupAndIdUser'>>(
      'GET',
      `/courses/selectStudentCourseByIdGroupAndIdUser/${idGroup}/${idStudent}`,
    ),
  instalments: (idGroup: string, idStudent: string) =>
    call<Answer<'get_monthlypayments_SelectMonthlyPayments'>>(
      'GET',
      `/monthlypayments/SelectMonthlyPayments/${idGroup}/${idStudent}`,
    ),
  studentPayments: (idGroup: string, idStudent: string) =>
    call<Answer<'get_payments_selectPaymentsByIdGroupAndIdUser'>>(
      'GET',
      `/payments/selectPaymentsByIdGroupAndIdUser/${idGroup}/${idStudent}`,
    ),
  paymentTypes: (dept: number) =>
    call<Answer<'get_paymentTypes_selectPaymentType'>>('GET', `/paymentTypes/selectPaymentType/1/${dept}`),
  payInstalment: (body: RequestBody<'post_payments_insertPayment'>) =>
    call<Answer<'post_payments_insertPayment'>>('POST', '/payments/insertPayment', body),
  payInstalments: (body: RequestBody<'post_payments_insertPayments'>) =>
    call<Answer<'post_payments_insertPayments'>>('POST', '/payments/insertPayments', body),
  updatePayment: (body: RequestBody<'put_payments_updatePayment'>) =>
    call<Answer<'put_payments_updatePayment'>>('PUT', '/payments/updatePayment', body),
  payment: (idPago: number) => call<Answer<'get_payments_selectPayments'>>('GET', `/payments/selectPayments/${idPago}`),
  setPaymentState: (body: RequestBody<'put_payments_deletePayment'>) =>
    call<Answer<'put_payments_deletePayment'>>('PUT', '/payments/deletePayment', body),
  searchMonthlyPayStudents: (dept: number, by: PersonQuery) =>
    call<Answer<'get_users_selectSearchStudentMonthlyPay'>>(
      'GET',
      `/users/selectSearchStudentMonthlyPay/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`,
    ),
});
export type PaymentsCalls = ReturnType<typeof paymentsCalls>;

/**
 * The receipt PDF as a Blob (fetch, because the data provider only speaks JSON); errors carry the server's msg.
 * Several payments of one sale come as one document, a receipt a page.
 */
export async function fetchReceipt(idPagos: number[]): Promise<Blob> {
  const path =
    idPagos.length === 1 ? `/api/payments/receipt/${idPagos[0]}` : `/api/payments/receipts?ids=${idPagos.join(',')}`;
  return (await fetchFile(path, GENERIC_ERROR)).blob();
}

const all = [API_KEY, 'payments'] as const;
export const paymentsKeys = {
  all,
  paymentTypes: (dept: number) => [...all, 'paymentTypes', dept] as const,
  /** The payments page's student, course, instalments and payments. */
  account: (idGroup: string, idStudent: string, dept: number) => [...all, 'account', idGroup, idStudent, dept] as const,
};
