/**
 * Answer schemas of the payments routes (spec 02 §3 field names), published in GET /api/openapi.json and
 * checked against every answer of the API suite. Amounts are JSON numbers of Bs (toBs of the centavos).
 */
import { bool, bs, date, dateTime, flag, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

/** One payment of an instalment (presentPayment). */
export const paymentAnswer = named(
  'Pago',
  obj({
    idPago: int(),
    codigo: int('Número de recibo'),
    fechaPago: dateTime(),
    fechaRegistro: dateTime(),
    subTotal: bs('Monto pagado'),
    monto: bs('Monto de la mensualidad'),
    descuento: bs(),
    acuenta: bs('Lo recibido por la mensualidad, este pago incluido'),
    saldo: bs('Saldo tras el pago'),
    descripcion: str(),
    nroMensualidad: int(),
    idMensualidad: int(),
    idGrupoUsuario: int(),
    idTipoPago: int(),
    nombreTipoPago: str(),
    estado: flag(),
    cancelado: flag(),
    idUsuario: int('Cajero'),
    nombres: str(),
    apellidos: str(),
    editable: bool(),
    cajaCerrada: bool(),
    version: int(),
    importado: bool(),
  }),
);

/** One instalment of an enrolment as the payments page lists it; `pagable` marks the one the cashier may pay now. */
const instalmentAnswer = named(
  'MensualidadPorCobrar',
  obj({
    idMensualidad: int(),
    nroMensualidad: int(),
    monto: bs(),
    saldo: bs(),
    cancelado: flag(),
    estado: flag(),
    fechaRegistro: date(),
    cuotas: int(),
    idGrupoUsuario: int(),
    pagable: bool(),
  }),
);

/** GET users/selectUserById: a person without credentials (no role name: the read does not join roles). */
export const userByIdAnswer = obj({
  idUsuario: int(),
  nombres: str(),
  apellidos: str(),
  nombreCompleto: str(),
  ci: str(),
  email: str(),
  telefono: str(),
  idSucursal: nullable(int()),
  nombreSucursal: str(),
  idRol: int(),
  usuario: str(),
  estado: flag(),
  idDepartamento: int(),
  version: int(),
});

/** GET users/selectSearchStudentMonthlyPay: one enrolment of a found student. */
export const enrolledStudentAnswer = obj({
  idUsuario: int(),
  ci: str(),
  apellidos: str(),
  nombres: str(),
  telefono: str(),
  idSemestre: int(),
  nombreSemestre: str(),
  nombreGrupo: str(),
  idGrupo: int(),
  fechaInscripcion: date(),
  idGrupoUsuario: int(),
});

/** insertPayment / updatePayment: the stored payment as the list shows it. */
export const paymentWriteAnswer = obj({ msg: str(), type: flag(), idPago: int(), data: paymentAnswer });
export const batchWriteAnswer = obj({ msg: str(), type: flag(), idPagos: list(int()), data: list(paymentAnswer) });
export const paymentStateAnswer = obj({ msg: str(), type: flag(), idPago: int() });
export const paymentListAnswer = list(paymentAnswer);
export const instalmentListAnswer = list(instalmentAnswer);
