import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { GENERIC_ERROR } from '../../providers/httpClient';
import { fetchFile } from '../../common/documents';
import type { MessageResponse } from '../../providers/types';
import { segment } from '../../common/format';

/** Shapes of the documented payments endpoints (spec 02 §3), amounts in Bs. */
export interface Instalment {
  idMensualidad: number; nroMensualidad: number; monto: number; saldo: number; cancelado: number | boolean;
  estado: number; fechaRegistro: string; cuotas: number; idGrupoUsuario: number; pagable: boolean;
}
export interface PaymentRow {
  idPago: number; codigo: number; fechaPago: string; fechaRegistro: string; subTotal: number; monto: number; descuento: number;
  acuenta: number; saldo: number; descripcion: string; nroMensualidad: number; idMensualidad: number; idGrupoUsuario: number;
  idTipoPago: number; nombreTipoPago: string; estado: number; cancelado: number; nombres: string; apellidos: string; editable: boolean;
  /** The payment's version, sent back by an edit (issue 22). */
  version?: number;
}
export interface PaymentType { idTipoPago: number; nombreTipoPago: string; estado: number }
export interface StudentInfo { idUsuario: number; ci: string; nombres: string; apellidos: string; telefono: string }
export interface CourseInfo { idGrupoUsuario: number; idGrupo: number; nombreGrupo: string; nombreSemestre: string; estado: number }
export interface SearchRow {
  idUsuario: number; ci: string; apellidos: string; nombres: string; nombreSemestre: string; nombreGrupo: string;
  idGrupo: number; fechaInscripcion: string; idGrupoUsuario: number;
}
export interface InsertAnswer extends MessageResponse { idPago: number; data?: PaymentRow }

export interface InsertPayload {
  paymentDate: string; discount: string; balance: number; subTotal: string; description: string; monthlyPayment: number;
  idMonthlyPayment: number; idUser: number; idPaymentType: number; idDepartament: number; idGroupUser: number;
}
export interface UpdatePayload {
  idPayment: number; idMonthlyPayment: number; idPaymentType: number; idGroupUser: number; description: string;
  subTotal: string; balance: number; discount: string; monthlyAmount: number; oldDiscount: number; oldSubTotal: number; version?: number;
}
export interface StatePayload {
  state: 0 | 1; idPayment: number; idMonthlyPayment: number; subTotal: number; discount: number; balance: number; monthlyAmount: number;
}


/** Typed calls of spec 02 §7 "Payments". */
export function usePaymentsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    student: (idStudent: string) => dp.call<StudentInfo>('GET', `/users/selectUserById/${idStudent}`),
    course: (idGroup: string, idStudent: string) => dp.call<CourseInfo>('GET', `/courses/selectStudentCourseByIdGroupAndIdUser/${idGroup}/${idStudent}`),
    instalments: (idGroup: string, idStudent: string) => dp.call<Instalment[]>('GET', `/monthlypayments/SelectMonthlyPayments/${idGroup}/${idStudent}`),
    payments: (idGroup: string, idStudent: string) => dp.call<PaymentRow[]>('GET', `/payments/selectPaymentsByIdGroupAndIdUser/${idGroup}/${idStudent}`),
    paymentTypes: (dept: number) => dp.call<PaymentType[]>('GET', `/paymentTypes/selectPaymentType/1/${dept}`),
    insert: (body: InsertPayload) => dp.call<InsertAnswer>('POST', '/payments/insertPayment', body),
    update: (body: UpdatePayload) => dp.call<InsertAnswer>('PUT', '/payments/updatePayment', body),
    payment: (idPago: number) => dp.call<PaymentRow>('GET', `/payments/selectPayments/${idPago}`),
    setState: (body: StatePayload) => dp.call<MessageResponse>('PUT', '/payments/deletePayment', body),
    search: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<SearchRow[]>('GET', `/users/selectSearchStudentMonthlyPay/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
  }), [dp]);
}

/** The receipt PDF as a Blob (fetch, because the data provider only speaks JSON); errors carry the server's msg. */
export async function fetchReceipt(idPago: number): Promise<Blob> {
  return (await fetchFile(`/api/payments/receipt/${idPago}`, GENERIC_ERROR)).blob();
}

export { errorText, inputBs, showBs, showDate, showInstant, todayLaPaz } from '../../common/format';
