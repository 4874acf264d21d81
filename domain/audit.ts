/**
 * The audit trail on screen ('Bitácora de cambios', issue 23 §2): the Spanish names of what the audit rows
 * record, the before → after comparison of one row, and the shape the API answers. Shared by the API (list and
 * Excel) and the admin (filters).
 */

import { formatBs } from './money.js';

/** Kinds of record (audit_log.entity) as the screen names them. */
export const AUDIT_ENTITIES: Record<string, string> = {
  payments: 'Pago', incomes: 'Ingreso', expenses: 'Egreso', lessons: 'Clase', reservations: 'Reserva',
  grades: 'Nota', attendances: 'Asistencia', diagnoses: 'Diagnóstico', enrolments: 'Inscripción',
  instalments: 'Mensualidad', practice_incomes: 'Práctica', afp_discounts: 'Descuento AFP',
  users: 'Usuario', user_permissions: 'Permiso', login: 'Inicio de sesión', backup: 'Respaldo', totals: 'Totales guardados',
  semesters: 'Semestre', class_groups: 'Grupo', group_subjects: 'Materia del grupo', teacher_subjects: 'Materia del docente',
  group_teacher_blocks: 'Bloque de grupo', teacher_activities: 'Actividad del docente',
  departments: 'Departamento', branch_offices: 'Sucursal', roles: 'Rol', turns: 'Turno', payment_types: 'Tipo de pago',
  subjects: 'Materia', lesson_levels: 'Nivel de clase', payment_categories: 'Categoría de pago', income_types: 'Tipo de ingreso',
};

export const AUDIT_ACTIONS: Record<string, string> = {
  create: 'Registro', update: 'Modificación', activate: 'Activación', deactivate: 'Anulación / desactivación',
  delete: 'Eliminación', record: 'Registro de asistencia', login: 'Ingreso al sistema', 'login-refused': 'Ingreso rechazado',
  lockout: 'Bloqueo de acceso', unlock: 'Desbloqueo de acceso', permission: 'Cambio de permiso', role: 'Cambio de rol',
  backup: 'Respaldo', restore: 'Restauración', transfer: 'Traslado de sucursal', 'pay-lesson': 'Pago de clase',
  'change-teacher': 'Cambio de docente', reprice: 'Cambio de precio', photo: 'Foto', 'photo-rejected': 'Foto rechazada',
  'qr-code': 'Código QR', repair: 'Reparación',
};

/** Field names of the stored before/after documents as the screen labels them; others show as stored. */
const FIELD_LABELS: Record<string, string> = {
  amountPaidCents: 'Monto pagado', discountCents: 'Descuento', instalmentBalanceCents: 'Saldo de la mensualidad',
  balanceAfterCents: 'Saldo', dueAmountCents: 'Monto de la mensualidad', amountCents: 'Monto', costCents: 'Costo',
  priceCents: 'Precio', paymentTypeId: 'Tipo de pago', description: 'Descripción', receiptNumber: 'N° de recibo',
  status: 'Estado', roleId: 'Rol', branchOfficeId: 'Sucursal', departmentId: 'Departamento', username: 'Usuario',
  address: 'Dirección IP', assigned: 'Asignado', moduleId: 'Módulo', userId: 'Usuario', teacherId: 'Docente',
  studentId: 'Estudiante', minutesLeft: 'Minutos restantes', file: 'Archivo', bytes: 'Tamaño (bytes)', ci: 'CI',
  firstNames: 'Nombres', lastNames: 'Apellidos', email: 'Email', phone: 'Teléfono', paidAt: 'Fecha de pago',
  until: 'Hasta', kind: 'Tipo', name: 'Nombre', createdAt: 'Fecha', migration: 'Migración', groupId: 'Grupo',
  instalmentId: 'Mensualidad', cashierId: 'Cajero', reservationId: 'Reserva', repaired: 'Diferencias corregidas',
};

/** Never shown, even when stored (hashes, bookkeeping). */
const HIDDEN_FIELDS = new Set(['passwordHash', 'version']);

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
  usuario: string;
  entidad: string;
  tipo: string;
  idRegistro: number;
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

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A stored UTC instant as La Paz wall-clock time (UTC−4 all year) 'DD/MM/YYYY HH:mm:ss'. */
export function laPazTime(iso: string): string {
  const local = new Date(Date.parse(iso) - 4 * 3600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 19)}`;
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (/Cents$/.test(field) && typeof value === 'number') return formatBs(value);
  if (typeof value === 'string' && INSTANT.test(value)) return laPazTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changed fields of one row, before and after side by side. An edit stores the old record and the new
 * values: the fields of the new values that differ. A creation shows what was stored; a deletion what was there.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isObject(before) && !isObject(after)) {
    return before === null && after === null ? [] : [{ campo: 'Valor', antes: show('', before), despues: show('', after) }];
  }
  const keys = Object.keys(isObject(after) ? after : (before as Record<string, unknown>));
  const old = isObject(before) ? before : {};
  const now = isObject(after) ? after : {};
  return keys
    .filter((key) => !HIDDEN_FIELDS.has(key) && (!isObject(after) || now[key] !== undefined))
    .map((key) => ({ campo: FIELD_LABELS[key] ?? key, antes: show(key, old[key]), despues: show(key, now[key]) }))
    .filter((change) => change.antes !== change.despues);
}
