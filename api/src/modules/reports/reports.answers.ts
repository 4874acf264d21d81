/**
 * Answer schemas of the reports (spec 02 §7 "Reports", the overdue list, the dashboard and the teacher pay).
 * Amounts are JSON numbers of Bs (inBs of the centavos the queries read).
 */
import {
  bool,
  bs,
  date,
  dateTime,
  int,
  list,
  nullable,
  num,
  obj,
  str,
  type JsonSchema,
} from '../../schemas/answers.js';

/** A payment of the cashier report (individual lessons and monthly fees alike). */
const cashierPayment = obj({
  idPago: int(),
  fechaPago: dateTime(),
  codigo: int('Número de recibo'),
  tipo: str('Tipo de pago'),
  detalle: str(),
  total: bs(),
  descuento: bs(),
  saldo: bs(),
  subTotal: bs('Monto pagado'),
});
export const cashierPaymentsAnswer = list(cashierPayment);
export const cashierIncomesAnswer = list(
  obj({
    idIngreso: int(),
    fechaPago: dateTime(),
    codigo: str('Número de recibo con su prefijo'),
    tipo: str('Tipo de ingreso'),
    nombre: str(),
    detalle: str(),
    total: bs(),
  }),
);
export const cashierExpensesAnswer = list(
  obj({
    idEgreso: int(),
    fechaRegistro: dateTime(),
    codigo: int('Número de recibo'),
    nombre: str(),
    detalle: str(),
    total: bs(),
  }),
);

export const reportGroupsAnswer = list(
  obj({
    idGrupo: int(),
    nombreGrupo: str(),
    nombreTurno: str(),
    cuotas: int(),
    fechaInicio: date(),
    nombreSemestre: str(),
  }),
);

/** One student of the group; for each instalment n: fechaN (last payment, DD/MM/YYYY or ''), pagoN and saldoN in Bs. */
export const monthlyPaymentReportAnswer = list({
  type: 'object',
  properties: { idGrupoUsuario: int(), nombres: str(), apellidos: str(), ci: str(), telefono: str() },
  required: ['idGrupoUsuario', 'nombres', 'apellidos', 'ci', 'telefono'],
  patternProperties: {
    '^fecha[1-9][0-9]*$': { type: 'string', pattern: '^(\\d{2}/\\d{2}/\\d{4})?$' },
    '^(pago|saldo)[1-9][0-9]*$': bs(),
  },
  additionalProperties: false,
} satisfies JsonSchema);

export const overdueAnswer = list(
  obj({
    idGrupoUsuario: int(),
    idUsuario: int(),
    idGrupo: int(),
    idSemestre: int(),
    nombres: str(),
    apellidos: str(),
    ci: str(),
    telefono: str(),
    nombreGrupo: str(),
    cuotasVencidas: int(),
    vencidaDesde: date(),
    montoAdeudado: bs(),
    diasAtraso: int(),
  }),
);

const incomeExpense = obj({ ingresos: bs(), egresos: bs() });
export const dashboardAnswer = obj({
  fecha: date(),
  soloCajero: bool(),
  hoy: incomeExpense,
  meses: list(obj({ mes: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, ingresos: bs(), egresos: bs() })),
  morosos: obj({ adeudado: bs(), estudiantes: int() }),
  asistencia: obj({
    desde: date(),
    hasta: date(),
    registros: int(),
    porcentaje: nullable(num('Porcentaje de presentes')),
  }),
});

/** A lesson of the teacher's week with its pay (`pago` the hourly rate, `total` the lesson's pay). */
export const lessonPayAnswer = list(
  obj({
    fechaInicial: dateTime(),
    fechaPago: nullable(dateTime()),
    pago: bs('Tarifa por hora'),
    tipo: { type: 'string', enum: ['INDIVIDUAL', 'PAQUETE'] },
    fechaClase: str('DD/MM/YYYY'),
    inicio: str('HH:mm'),
    fin: str('HH:mm'),
    horas: num(),
    nombres: str(),
    apellidos: str(),
    materia: str(),
    nivel: str(),
    nroAlumnos: int(),
    total: bs(),
  }),
);
export const practicePayAnswer = list(
  obj({ fechaPago: dateTime(), nombre: str(), detalleIngreso: str(), sigla: str(), pago: bs() }),
);
export const afpDiscountsAnswer = list(
  obj({ idDescuento: int(), fechaDescuento: dateTime(), detalle: str(), descuento: bs() }),
);
export const teacherPaySummaryAnswer = obj({ individuales: bs(), practicas: bs(), afp: bs(), total: bs() });
export const afpWriteAnswer = obj({ msg: str(), idDescuento: int() });
