/**
 * How the audit trail names and writes the fields its rows store: one dictionary for every kind of record, so a
 * supervisor reads 'Nota: 44 → 71' or 'Total: Bs 450,00 → Bs 500,00' instead of the database's keys and units.
 * A field is formatted by its declared format, else by its name (…Cents is money) or its value (a 'YYYY-MM-DD'
 * date, an ISO instant, a boolean). References (ids of people, groups, subjects…) are named by the caller's
 * `NameOf`, which the API fills from the database for a whole page at once.
 */

import { VOIDABLE_ENTITIES, VOIDING } from './voiding.js';
import { formatBs } from './money.js';
import { partialLabel } from './grades.js';

/** What an id in a stored document points to. 'person' is a user named with their CI. */
export type RefKind =
  | 'user'
  | 'person'
  | 'subject'
  | 'group'
  | 'semester'
  | 'paymentType'
  | 'incomeType'
  | 'branch'
  | 'department'
  | 'role'
  | 'level'
  | 'turn'
  | 'module'
  | 'payment'
  | 'income'
  | 'expense'
  | 'cashShift'
  | 'enrolment';

type Format =
  'text' | 'money' | 'date' | 'instant' | 'yesno' | 'grade' | 'status' | 'minutes' | 'partial' | { ref: RefKind };

interface FieldSpec {
  label: string;
  format?: Format;
  /** Names the record rather than a change (the student and subject of a mark): shown beside the record. */
  context?: boolean;
}

const ref = (kind: RefKind) => ({ ref: kind });

const AUDIT_FIELDS: Record<string, FieldSpec> = {
  // Money (…Cents would be money anyway; listed for their labels).
  amountPaidCents: { label: 'Monto pagado' },
  discountCents: { label: 'Descuento' },
  totalCents: { label: 'Total' },
  instalmentBalanceCents: { label: 'Saldo de la mensualidad' },
  balanceAfterCents: { label: 'Saldo' },
  dueAmountCents: { label: 'Monto de la mensualidad' },
  amountCents: { label: 'Monto' },
  costCents: { label: 'Costo' },
  priceCents: { label: 'Precio' },
  paidCents: { label: 'Pagado' },
  openingCents: { label: 'Monto de apertura' },
  expectedCents: { label: 'Monto esperado' },
  countedCents: { label: 'Monto contado' },
  differenceCents: { label: 'Diferencia' },
  rateCents: { label: 'Monto por hora' },
  // Marks and attendance.
  grade: { label: 'Nota', format: 'grade' },
  score: { label: 'Diagnóstico', format: 'grade' },
  present: { label: 'Presente', format: 'yesno' },
  partial: { label: 'Parcial', format: 'partial', context: true },
  studentId: { label: 'Estudiante', format: ref('person'), context: true },
  subjectId: { label: 'Materia', format: ref('subject'), context: true },
  date: { label: 'Fecha', format: 'date', context: true },
  // Text.
  name: { label: 'Nombre' },
  detail: { label: 'Detalle' },
  description: { label: 'Descripción' },
  code: { label: 'Código' },
  initials: { label: 'Sigla' },
  firstNames: { label: 'Nombres' },
  lastNames: { label: 'Apellidos' },
  ci: { label: 'CI' },
  email: { label: 'Email' },
  phone: { label: 'Teléfono' },
  username: { label: 'Usuario' },
  address: { label: 'Dirección IP' },
  file: { label: 'Archivo' },
  migration: { label: 'Migración' },
  kind: { label: 'Tipo' },
  type: { label: 'Tipo' },
  // Numbers and flags.
  receiptNumber: { label: 'N° de recibo' },
  status: { label: 'Estado', format: 'status' },
  assigned: { label: 'Asignado', format: 'yesno' },
  virtual: { label: 'Virtual', format: 'yesno' },
  minutesLeft: { label: 'Tiempo restante', format: 'minutes' },
  minutes: { label: 'Duración', format: 'minutes' },
  bytes: { label: 'Tamaño (bytes)' },
  repaired: { label: 'Diferencias corregidas' },
  instalments: { label: 'Cuotas' },
  numberStudents: { label: 'Nro de alumnos' },
  numberStudent: { label: 'Nro de alumnos' },
  rows: { label: 'Filas' },
  errorRows: { label: 'Filas con error' },
  unchangedRows: { label: 'Filas sin cambios' },
  newStudents: { label: 'Estudiantes nuevos' },
  enrolments: { label: 'Inscripciones' },
  importedPayments: { label: 'Pagos importados' },
  // Dates and instants.
  paidAt: { label: 'Fecha de pago', format: 'instant' },
  registeredAt: { label: 'Fecha de registro', format: 'instant' },
  createdAt: { label: 'Fecha', format: 'instant' },
  until: { label: 'Hasta', format: 'instant' },
  openedAt: { label: 'Apertura', format: 'instant' },
  closedAt: { label: 'Cierre', format: 'instant' },
  startDate: { label: 'Inicio', format: 'date' },
  endDate: { label: 'Fin', format: 'date' },
  dueDate: { label: 'Vencimiento', format: 'date' },
  enrolledOn: { label: 'Fecha de inscripción', format: 'date' },
  // References.
  userId: { label: 'Usuario', format: ref('user') },
  cashierId: { label: 'Cajero', format: ref('user') },
  teacherId: { label: 'Docente', format: ref('user') },
  idTeacher: { label: 'Docente', format: ref('user') },
  idStudent: { label: 'Estudiante', format: ref('person') },
  idSubject: { label: 'Materia', format: ref('subject') },
  groupId: { label: 'Grupo', format: ref('group') },
  semesterId: { label: 'Semestre', format: ref('semester') },
  paymentTypeId: { label: 'Tipo de pago', format: ref('paymentType') },
  incomeTypeId: { label: 'Tipo de ingreso', format: ref('incomeType') },
  branchOfficeId: { label: 'Sucursal', format: ref('branch') },
  departmentId: { label: 'Departamento', format: ref('department') },
  roleId: { label: 'Rol', format: ref('role') },
  levelId: { label: 'Nivel', format: ref('level') },
  idLevel: { label: 'Nivel', format: ref('level') },
  turnId: { label: 'Turno', format: ref('turn') },
  moduleId: { label: 'Módulo', format: ref('module') },
};

/** Bookkeeping never shown: hashes, versions, ids the record line already names, request echoes. */
const HIDDEN = new Set([
  'passwordHash',
  'version',
  'verificationCode',
  'idDepartament',
  'slot',
  'instalmentId',
  'reservationId',
  'idReservation',
  'enrolmentId',
  'month',
  'openCashierId',
  'departmentId',
  'recordedBy',
  'avatarKey',
  'qrCode',
  'roleName',
]);

export type NameOf = (kind: RefKind, id: number) => string | undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A stored UTC instant as La Paz wall-clock time (UTC−4 all year) 'DD/MM/YYYY HH:mm:ss'. */
function laPazTime(iso: string): string {
  const local = new Date(Date.parse(iso) - 4 * 3600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 19)}`;
}

const calendarDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** A mark as the sheet shows it: '44', '44,5'. Rows written before marks were stored in points held hundredths. */
function mark(value: number): string {
  const points = value > 100 ? value / 100 : value;
  return String(Math.round(points * 100) / 100).replace('.', ',');
}

function formatOf(key: string): Format {
  return AUDIT_FIELDS[key]?.format ?? (key.endsWith('Cents') ? 'money' : 'text');
}

export const fieldLabel = (key: string): string => AUDIT_FIELDS[key]?.label ?? key;
export const isHiddenField = (key: string): boolean => HIDDEN.has(key);
export const isContextField = (key: string): boolean => AUDIT_FIELDS[key]?.context === true;

/** The ids a document refers to, so the caller can name them all at once. */
export function refsOf(doc: unknown): Array<[RefKind, number]> {
  if (!doc || typeof doc !== 'object') return [];
  const out: Array<[RefKind, number]> = [];
  for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
    const format = formatOf(key);
    if (typeof format === 'object' && typeof value === 'number') out.push([format.ref, value]);
  }
  return out;
}

/** One stored value as the screens write it: Bs 450,00, 05/03/2026, Sí/No, a name for an id; '—' when empty. */
export function formatValue(key: string, value: unknown, names: NameOf = () => undefined, entity = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  const format = formatOf(key);
  if (typeof format === 'object')
    return typeof value === 'number' ? (names(format.ref, value) ?? `N° ${value}`) : String(value);
  switch (format) {
    case 'money':
      return typeof value === 'number' ? formatBs(value) : String(value);
    case 'grade':
      return typeof value === 'number' ? mark(value) : String(value);
    case 'yesno':
      return value === true || value === 1 || value === '1' ? 'Sí' : 'No';
    // Receipts, income and expenses are voided, not deactivated (domain/voiding.ts).
    case 'status':
      return Number(value) === 1
        ? VOIDABLE_ENTITIES.has(entity)
          ? VOIDING.live
          : 'Activo'
        : VOIDABLE_ENTITIES.has(entity)
          ? VOIDING.state
          : 'Inactivo';
    case 'minutes':
      return `${value} min`;
    case 'partial':
      return String(value);
    default:
      break;
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' && DATE.test(value)) return calendarDate(value);
  if (typeof value === 'string' && INSTANT.test(value)) return laPazTime(value).slice(0, 16);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A document as stored, with what the dictionary composes from several keys: a mark's evaluation type and
 * number read as one 'Parcial' ('Simulacro 2').
 */
export function normaliseDoc(doc: Record<string, unknown>): Record<string, unknown> {
  if (typeof doc.type === 'number' && typeof doc.month === 'number' && 'subjectId' in doc) {
    const { type, month, ...rest } = doc;
    return { ...rest, partial: partialLabel(type as number, month as number) };
  }
  return doc;
}
