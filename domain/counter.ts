/**
 * The counter ('Caja') as GET /api/counter/… answers it: the student the cashier found and
 * everything still owed, oldest first. Shared by the API (which builds it) and the admin (which shows it).
 */

export const COUNTER_MESSAGES = {
  searchRequired: 'Ingrese un CI, un apellido o el código de la credencial.',
  codeUnknown: 'Código QR no válido o reemplazado. Busque al estudiante por CI o apellido.',
} as const;

export interface CounterStudentHit {
  idUsuario: number;
  ci: string;
  nombres: string;
  apellidos: string;
  telefono: string;
}

interface CounterGroup {
  idGrupo: number;
  idGrupoUsuario: number;
  nombreGrupo: string;
  nombreSemestre: string;
}

/** One thing still to settle; the fields of its kind are filled, the others null. */
export interface CounterOwed {
  tipo: 'mensualidad' | 'clase' | 'paquete';
  /** The La Paz day it dates from: due date, first lesson, package purchase. */
  fecha: string;
  id: number;
  saldo: number;
  vencida: boolean;
  diasAtraso: number;
  /** What the cashier may collect now ('Cobrar'): an enrolment's first pending instalment, a lesson not fully paid. */
  pagable: boolean;
  mensualidad: {
    idMensualidad: number;
    idGrupoUsuario: number;
    idGrupo: number;
    nombreGrupo: string;
    nroMensualidad: number;
    cuotas: number;
    monto: number;
  } | null;
  clase: {
    idReserva: number;
    docente: string;
    materia: string;
    nivel: string;
    nroAlumnos: number;
    precio: number;
    pagado: number;
    precioFijado: boolean;
  } | null;
  paquete: { idReserva: number; tipo: string; minutosRestantes: number } | null;
}

export interface CounterView {
  estudiante: CounterStudentHit & { tieneFoto: boolean };
  grupos: CounterGroup[];
  pendientes: CounterOwed[];
}
