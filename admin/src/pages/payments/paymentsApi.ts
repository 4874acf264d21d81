import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { GENERIC_ERROR } from '../../providers/httpClient';
import { fetchFile } from '../../common/documents';
import type { Answer, AnswerRow, RequestBody } from '../../providers/apiTypes';
import type { components } from '../../types/api';
import { segment } from '../../common/format';

/** Shapes of the documented payments endpoints (spec 02 §3), amounts in Bs, as the OpenAPI document gives them. */
export type Instalment = components['schemas']['MensualidadPorCobrar'];
/** A payment; `version` is sent back by an edit. */
export type PaymentRow = components['schemas']['Pago'];
export type PaymentType = AnswerRow<'get_paymentTypes_selectPaymentType'>;
export type StudentInfo = Answer<'get_users_selectUserById'>;
export type CourseInfo = Answer<'get_courses_selectStudentCourseByIdGroupAndIdUser'>;
export type SearchRow = AnswerRow<'get_users_selectSearchStudentMonthlyPay'>;
export type InsertAnswer = Answer<'post_payments_insertPayment'>;

export type InsertPayload = RequestBody<'post_payments_insertPayment'>;
export type UpdatePayload = RequestBody<'put_payments_updatePayment'>;
export type StatePayload = RequestBody<'put_payments_deletePayment'>;


/** Typed calls of spec 02 §7 "Payments". */
export function usePaymentsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    student: (idStudent: string) => dp.call<Answer<'get_users_selectUserById'>>('GET', `/users/selectUserById/${idStudent}`),
    course: (idGroup: string, idStudent: string) => dp.call<Answer<'get_courses_selectStudentCourseByIdGroupAndIdUser'>>('GET', `/courses/selectStudentCourseByIdGroupAndIdUser/${idGroup}/${idStudent}`),
    instalments: (idGroup: string, idStudent: string) => dp.call<Answer<'get_monthlypayments_SelectMonthlyPayments'>>('GET', `/monthlypayments/SelectMonthlyPayments/${idGroup}/${idStudent}`),
    payments: (idGroup: string, idStudent: string) => dp.call<Answer<'get_payments_selectPaymentsByIdGroupAndIdUser'>>('GET', `/payments/selectPaymentsByIdGroupAndIdUser/${idGroup}/${idStudent}`),
    paymentTypes: (dept: number) => dp.call<Answer<'get_paymentTypes_selectPaymentType'>>('GET', `/paymentTypes/selectPaymentType/1/${dept}`),
    insert: (body: RequestBody<'post_payments_insertPayment'>) => dp.call<Answer<'post_payments_insertPayment'>>('POST', '/payments/insertPayment', body),
    insertMany: (body: RequestBody<'post_payments_insertPayments'>) => dp.call<Answer<'post_payments_insertPayments'>>('POST', '/payments/insertPayments', body),
    update: (body: RequestBody<'put_payments_updatePayment'>) => dp.call<Answer<'put_payments_updatePayment'>>('PUT', '/payments/updatePayment', body),
    payment: (idPago: number) => dp.call<Answer<'get_payments_selectPayments'>>('GET', `/payments/selectPayments/${idPago}`),
    setState: (body: RequestBody<'put_payments_deletePayment'>) => dp.call<Answer<'put_payments_deletePayment'>>('PUT', '/payments/deletePayment', body),
    search: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<Answer<'get_users_selectSearchStudentMonthlyPay'>>('GET', `/users/selectSearchStudentMonthlyPay/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
  }), [dp]);
}

/**
 * The receipt PDF as a Blob (fetch, because the data provider only speaks JSON); errors carry the server's msg.
 * Several payments of one sale come as one document, a receipt a page.
 */
export async function fetchReceipt(idPagos: number[]): Promise<Blob> {
  const path = idPagos.length === 1 ? `/api/payments/receipt/${idPagos[0]}` : `/api/payments/receipts?ids=${idPagos.join(',')}`;
  return (await fetchFile(path, GENERIC_ERROR)).blob();
}

export { errorText, inputBs, showBs, showDate, showInstant, todayLaPaz } from '../../common/format';
