/**
 * The audit trail on screen ('Bitácora de cambios'): the Spanish names of what the audit rows
 * record, the before → after comparison of one row, and the shape the API answers. Shared by the API (list and
 * Excel) and the admin (filters).
 */

import { VOIDABLE_ENTITIES, VOIDING } from './voiding.js';
import {
  fieldLabel,
  formatValue,
  isContextField,
  isHiddenField,
  normaliseDoc,
  refsOf,
  type NameOf,
  type RefKind,
} from './audit-fields.js';

/** Kinds of record (audit_log.entity) as the screen names them. */
export const AUDIT_ENTITIES: Record<string, string> = {
  payments: 'Pago',
  incomes: 'Ingreso',
  expenses: 'Egreso',
  lessons: 'Clase',
  reservations: 'Reserva',
  grades: 'Nota',
  attendances: 'Asistencia',
  diagnoses: 'Diagnóstico',
  enrolments: 'Inscripción',
  instalments: 'Mensualidad',
  practice_incomes: 'Práctica',
  afp_discounts: 'Descuento AFP',
  users: 'Usuario',
  user_permissions: 'Permiso',
  login: 'Inicio de sesión',
  backup: 'Respaldo',
  totals: 'Totales guardados',
  semesters: 'Semestre',
  class_groups: 'Grupo',
  group_subjects: 'Materia del grupo',
  teacher_subjects: 'Materia del docente',
  group_teacher_blocks: 'Bloque de grupo',
  teacher_activities: 'Actividad del docente',
  departments: 'Departamento',
  branch_offices: 'Sucursal',
  roles: 'Rol',
  turns: 'Turno',
  payment_types: 'Tipo de pago',
  subjects: 'Materia',
  lesson_levels: 'Nivel de clase',
  payment_categories: 'Categoría de pago',
  income_types: 'Tipo de ingreso',
  cash_shifts: 'Caja',
  calendar_feeds: 'Enlace de calendario',
  student_imports: 'Importación de estudiantes',
  portal_accounts: 'Acceso al portal',
  student_guardians: 'Apoderado',
  api_keys: 'Clave de API',
};

export const AUDIT_ACTIONS: Record<string, string> = {
  create: 'Registro',
  update: 'Modificación',
  activate: 'Activación',
  deactivate: 'Anulación / desactivación',
  open: 'Apertura de caja',
  close: 'Cierre de caja',
  revoke: 'Revocación',
  delete: 'Eliminación',
  record: 'Registro de asistencia',
  login: 'Ingreso al sistema',
  'login-refused': 'Ingreso rechazado',
  lockout: 'Bloqueo de acceso',
  unlock: 'Desbloqueo de acceso',
  permission: 'Cambio de permiso',
  role: 'Cambio de rol',
  backup: 'Respaldo',
  restore: 'Restauración',
  transfer: 'Traslado de sucursal',
  'pay-lesson': 'Pago de clase',
  'change-teacher': 'Cambio de docente',
  reprice: 'Cambio de precio',
  photo: 'Foto',
  'photo-rejected': 'Foto rechazada',
  'qr-code': 'Código QR',
  repair: 'Reparación',
  import: 'Importación',
  'portal-issued': 'Código de acceso al portal',
  'portal-activated': 'Activación del portal',
  'portal-refused': 'Activación rechazada',
  'portal-revoked': 'Acceso al portal revocado',
  'portal-login': 'Ingreso al portal',
  'guardian-linked': 'Apoderado registrado',
  'guardian-unlinked': 'Apoderado desvinculado',
};

export interface AuditChange {
  campo: string;
  antes: string;
  despues: string;
}

/** One row of GET /api/audit/selectAuditLog. */
export interface AuditRow {
  id: number;
  /** UTC instant (ISO) and the same in La Paz time 'DD/MM/YYYY HH:mm:ss'. */
  fechaUtc: string;
  fecha: string;
  idUsuario: number | null;
  /** Who acted: the person, or for a request made with an API key 'Clave de API «name»' (idUsuario: its creator). */
  usuario: string;
  /** The API key the change was made with, else null. */
  idClaveApi: number | null;
  entidad: string;
  tipo: string;
  idRegistro: number;
  /** The record by its name, CI or receipt number, with what identifies the change (student, subject, date). */
  registro: string;
  accion: string;
  nombreAccion: string;
  cambios: AuditChange[];
}

export interface AuditPage {
  rows: AuditRow[];
  /** Cursor of the next (older) page: pass it as `before`; null on the last page. */
  next: number | null;
}

export const AUDIT_MESSAGES = {
  badRange: 'La fecha inicial debe ser anterior o igual a la fecha final',
  badDate: 'Ingrese una fecha válida',
  reportName: 'Bitacora de cambios.xlsx',
} as const;

export const AUDIT_PAGE_SIZE = 50;
/** The Excel export stops here: a spreadsheet of more rows helps nobody and costs the server minutes. */
export const AUDIT_EXPORT_MAX = 50_000;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** What the row's own id points to, so the record reads by its name, CI or receipt number. */
export const AUDIT_RECORD_REFS: Record<string, RefKind> = {
  payments: 'payment',
  incomes: 'income',
  expenses: 'expense',
  users: 'person',
  grades: 'group',
  attendances: 'group',
  diagnoses: 'group',
  class_groups: 'group',
  semesters: 'semester',
  cash_shifts: 'cashShift',
  enrolments: 'enrolment',
  subjects: 'subject',
  payment_types: 'paymentType',
  income_types: 'incomeType',
  branch_offices: 'branch',
  departments: 'department',
  roles: 'role',
  lesson_levels: 'level',
  turns: 'turn',
  login: 'user',
};

/** The action as a supervisor says it: receipts, income and expenses are voided ('Anulación'), the rest deactivated. */
export function actionName(entity: string, action: string): string {
  if (action === 'deactivate') return VOIDABLE_ENTITIES.has(entity) ? VOIDING.actNoun : 'Desactivación';
  if (action === 'activate' && VOIDABLE_ENTITIES.has(entity)) return VOIDING.undoNoun;
  return AUDIT_ACTIONS[action] ?? action;
}

const docOf = (v: unknown) => (isObject(v) ? normaliseDoc(v) : null);

/** Every id a row's documents refer to (the caller names them in one go). */
export function auditRefs(before: unknown, after: unknown): Array<[RefKind, number]> {
  return [...refsOf(docOf(before)), ...refsOf(docOf(after))];
}

/**
 * The fields that name the record rather than change it (the student, subject and partial of a mark; the date
 * of an attendance mark), as 'Estudiante: …, Materia: …'.
 */
export function auditContext(before: unknown, after: unknown, names?: NameOf): string {
  const doc = { ...docOf(before), ...docOf(after) };
  return Object.keys(doc)
    .filter(isContextField)
    .filter((k) => doc[k] !== null && doc[k] !== undefined)
    .map((k) => `${fieldLabel(k)}: ${formatValue(k, doc[k], names)}`)
    .join(', ');
}

/**
 * The changed fields of one row, before and after side by side, written as on screen. An edit stores the old
 * values and the new ones: only the fields whose written form differs are listed. A creation shows what was
 * stored; a deletion what was there. Fields that name the record (auditContext) and bookkeeping are left out.
 */
export function auditChanges(before: unknown, after: unknown, names?: NameOf, entity = ''): AuditChange[] {
  if (!isObject(before) && !isObject(after)) {
    return before === null && after === null
      ? []
      : [{ campo: 'Valor', antes: formatValue('', before), despues: formatValue('', after) }];
  }
  const old = docOf(before) ?? {};
  const now = docOf(after) ?? {};
  const keys = Object.keys(isObject(after) ? now : old);
  return keys
    .filter((key) => !isHiddenField(key) && !isContextField(key) && (!isObject(after) || now[key] !== undefined))
    .map((key) => ({
      campo: fieldLabel(key),
      antes: formatValue(key, old[key], names, entity),
      despues: formatValue(key, now[key], names, entity),
    }))
    .filter((change) => change.antes !== change.despues);
}
