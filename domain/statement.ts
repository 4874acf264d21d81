/**
 * The student's statement of account as GET /api/students/statement/{idUser} answers it:
 * Spanish field names, amounts in Bs with two decimals, instants as UTC ISO strings, dates 'YYYY-MM-DD'.
 * Shared by the API (which builds it) and the admin (which shows it).
 */

/** Charge − discount − paid = balance, in Bs. */
export interface StatementAmounts {
  cargo: number;
  descuento: number;
  pagado: number;
  saldo: number;
}

export interface StatementPayment {
  /** fechaPago: the UTC instant; diaPago: its La Paz calendar day ('YYYY-MM-DD'), e.g. to pick a shift's payments. */
  idPago: number;
  codigo: number;
  fechaPago: string;
  diaPago: string;
  subTotal: number;
  descuento: number;
  nombreTipoPago: string;
  cajero: string;
  anulado: boolean;
  /** Paid before the app and brought in by the student import: no receipt (its codigo is not a receipt number). */
  importado: boolean;
}

export interface StatementInstalment extends StatementAmounts {
  idMensualidad: number;
  nroMensualidad: number;
  fechaVencimiento: string;
  vencida: boolean;
  diasAtraso: number;
  pagable: boolean;
  pagos: StatementPayment[];
}

export interface StatementEnrolment extends StatementAmounts {
  idGrupoUsuario: number;
  idGrupo: number;
  nombreGrupo: string;
  nombreSemestre: string;
  nombreTurno: string;
  cuotas: number;
  /** Active enrolment of an active group: counted in the totals. */
  vigente: boolean;
  vencido: number;
  cuotasVencidas: number;
  mensualidades: StatementInstalment[];
}

interface StatementLesson {
  fechaInicial: string;
  fechaFinal: string;
  minutos: number;
  materia: string;
  docente: string;
}

export interface StatementReservation extends StatementAmounts {
  idReserva: number;
  docente: string;
  materia: string;
  nivel: string;
  nroAlumnos: number;
  /** false: no payment yet, the charge is the suggested price (hourly amount × hours booked). */
  precioFijado: boolean;
  minutosReservados: number;
  clases: StatementLesson[];
  pagos: StatementPayment[];
}

export interface StatementPackage extends StatementAmounts {
  idReserva: number;
  idIngreso: number | null;
  codigo: string | null;
  fechaPago: string | null;
  tipo: string;
  nivel: string;
  minutosTotales: number | null;
  minutosRestantes: number;
  anulado: boolean;
}

export interface StatementOwed {
  tipo: 'mensualidad' | 'clase' | 'paquete';
  fecha: string;
  id: number;
  idGrupoUsuario: number | null;
  saldo: number;
  vencida: boolean;
  pagable: boolean;
  minutosRestantes: number | null;
}

export interface StudentStatement {
  estudiante: {
    idUsuario: number;
    ci: string;
    nombres: string;
    apellidos: string;
    telefono: string;
    nombreSucursal: string;
    estado: number;
  };
  fechaCorte: string;
  mensualidades: StatementEnrolment[];
  clases: StatementReservation[];
  paquetes: StatementPackage[];
  /** Everything still owed, oldest first (the counter's list). */
  pendientes: StatementOwed[];
  totales: StatementAmounts & { vencido: number; cuotasVencidas: number };
}

/** 'Estado de cuenta {CI}.pdf', the file the cashier hands over. */
export const statementFileName = (ci: string) => `Estado de cuenta ${ci}.pdf`;

/** The PDF's document title: 'Estado de cuenta — NOMBRES APELLIDOS'. */
export const statementTitle = (names: string, surnames: string) =>
  `Estado de cuenta — ${[names, surnames].filter(Boolean).join(' ')}`;
