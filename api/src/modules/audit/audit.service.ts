import type { Knex } from 'knex';
import {
  actionName,
  AUDIT_ENTITIES,
  AUDIT_MESSAGES as M,
  AUDIT_RECORD_REFS,
  auditChanges,
  auditContext,
  auditRefs,
  type AuditPage,
  type AuditRow,
} from '../../../../domain/audit.js';
import type { NameOf, RefKind } from '../../../../domain/audit-fields.js';
import { badRequest } from '../../http/errors.js';
import { ADMIN_ONLY, assertRole, departmentFor, ROLE, type Actor } from '../../http/session.js';
import { normaliseTerm } from '../../lib/audit.js';
import { loadNames } from './audit-names.queries.js';
import { formatLaPaz, isCalendarDate, laPazDayRange } from '../../lib/time.js';

export interface AuditFilter {
  /** La Paz calendar dates 'YYYY-MM-DD', both included. */
  start?: string | null;
  end?: string | null;
  idUser?: number | null;
  entity?: string | null;
  action?: string | null;
  /** A receipt number or a student CI, matched whole. */
  q?: string | null;
}

interface Bounds {
  low: number | null;
  high: number | null;
  from: string | null;
  to: string | null;
}

const parseJson = (text: string | null) => {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A date range becomes an id range: ids grow with time, so the first row at or after each bound (one step of
 * the created_at index) lets every page walk the department's indexes by id alone. created_at is still checked
 * on each row, so a row outside the range is never listed.
 */
async function boundsOf(db: Knex, filter: AuditFilter): Promise<Bounds> {
  const day = (d: string | null | undefined) => {
    if (!d) return null;
    if (!isCalendarDate(d)) throw badRequest(M.badDate);
    return d;
  };
  const start = day(filter.start);
  const end = day(filter.end);
  if (start && end && start > end) throw badRequest(M.badRange);
  const from = start ? laPazDayRange(start, start).from : null;
  const to = end ? laPazDayRange(end, end).to : null;
  const firstAt = async (iso: string) =>
    (await db('auditLog').where('createdAt', '>=', iso).orderBy('createdAt').first('id'))?.id ?? null;
  const lowId = from ? await firstAt(from) : null;
  const highId = to ? await firstAt(to) : null;
  // Nothing written since the start: an empty page (id > the largest id).
  const low = from && lowId === null ? Number.MAX_SAFE_INTEGER : lowId;
  return { low, high: highId, from, to };
}

/** One department's rows (null: the institute-wide ones), newest first, older than `before`. */
function pageQuery(
  db: Knex,
  department: number | null,
  filter: AuditFilter,
  bounds: Bounds,
  before: number | null,
  limit: number,
) {
  const q = db('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('apiKeys as k', 'k.id', 'a.apiKeyId')
    .select(
      'a.id',
      'a.createdAt',
      'a.userId',
      'a.entity',
      'a.entityId',
      'a.action',
      'a.beforeJson',
      'a.afterJson',
      'u.firstNames',
      'u.lastNames',
      'a.apiKeyId',
      'k.name as apiKeyName',
    )
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (department === null) q.whereNull('a.departmentId');
  else q.where('a.departmentId', department);
  if (filter.idUser) q.where('a.userId', filter.idUser);
  if (filter.entity) q.where('a.entity', filter.entity);
  if (filter.action) q.where('a.action', filter.action);
  if (before) q.where('a.id', '<', before);
  if (bounds.low !== null) q.where('a.id', '>=', bounds.low);
  if (bounds.high !== null) q.where('a.id', '<', bounds.high);
  if (bounds.from) q.where('a.createdAt', '>=', bounds.from);
  if (bounds.to) q.where('a.createdAt', '<', bounds.to);
  const term = filter.q ? normaliseTerm(filter.q) : '';
  if (term) q.whereIn('a.id', db('auditLogTerms').select('auditId').where('term', term));
  return q;
}

/** The record a row is about, by its name, CI or receipt number, then what identifies the change. */
function recordOf(entity: string, entityId: number, before: unknown, after: unknown, names: NameOf): string {
  const kind = AUDIT_RECORD_REFS[entity];
  const own = kind ? names(kind, entityId) : undefined;
  const label = AUDIT_ENTITIES[entity] ?? entity;
  const head = own ? `${label} ${own}` : entityId ? `${label} N° ${entityId}` : label;
  const context = auditContext(before, after, names);
  return context ? `${head} · ${context}` : head;
}

function present(row: any, names: NameOf): AuditRow {
  const createdAt = String(row.createdAt);
  const before = parseJson(row.beforeJson);
  const after = parseJson(row.afterJson);
  const entityId = Number(row.entityId);
  return {
    id: Number(row.id),
    fechaUtc: createdAt,
    fecha: formatLaPaz(createdAt, 'DD/MM/YYYY HH:mm:ss'),
    idUsuario: row.userId ?? null,
    usuario: row.apiKeyId
      ? `Clave de API «${row.apiKeyName ?? row.apiKeyId}»`
      : row.userId
        ? `${row.firstNames ?? ''} ${row.lastNames ?? ''}`.trim()
        : '—',
    idClaveApi: row.apiKeyId ?? null,
    entidad: row.entity,
    tipo: AUDIT_ENTITIES[row.entity] ?? row.entity,
    idRegistro: entityId,
    registro: recordOf(row.entity, entityId, before, after, names),
    accion: row.action,
    nombreAccion: actionName(row.entity, row.action),
    cambios: auditChanges(before, after, names, row.entity),
  };
}

/** A page of stored rows as the screen reads them: every id they mention named with one query per kind. */
async function presentAll(db: Knex, rows: any[]): Promise<AuditRow[]> {
  const refs: Array<[RefKind, number]> = [];
  for (const row of rows) {
    const kind = AUDIT_RECORD_REFS[row.entity];
    if (kind) refs.push([kind, Number(row.entityId)]);
    refs.push(...auditRefs(parseJson(row.beforeJson), parseJson(row.afterJson)));
  }
  const names = await loadNames(db, refs);
  return rows.map((row) => present(row, names));
}

/**
 * Role 1's page of the audit trail of the department it acts in, plus the institute-wide rows: the two index
 * walks are merged by id, so neither ever reads more than one page.
 */
async function rawPage(
  db: Knex,
  department: number,
  filter: AuditFilter,
  bounds: Bounds,
  before: number | null,
  size: number,
) {
  const [own, shared] = await Promise.all(
    [department, null].map((d) => pageQuery(db, d, filter, bounds, before, size + 1)),
  );
  const rows = [...own, ...shared].sort((a, b) => Number(b.id) - Number(a.id));
  return { rows: rows.slice(0, size), more: rows.length > size };
}

export async function auditPage(
  db: Knex,
  actor: Actor,
  idDepartament: number | null,
  filter: AuditFilter,
  before: number | null,
  size: number,
): Promise<AuditPage> {
  assertRole(actor, ADMIN_ONLY);
  const department = departmentFor(actor, idDepartament);
  const { rows, more } = await rawPage(db, department, filter, await boundsOf(db, filter), before, size);
  return { rows: await presentAll(db, rows), next: more ? Number(rows[rows.length - 1].id) : null };
}

/** Every row of the filter, newest first, `batch` at a time, up to `max` (the Excel export). */
export async function* auditRows(
  db: Knex,
  actor: Actor,
  idDepartament: number | null,
  filter: AuditFilter,
  max: number,
  batch = 1000,
) {
  assertRole(actor, ADMIN_ONLY);
  const department = departmentFor(actor, idDepartament);
  const bounds = await boundsOf(db, filter);
  let before: number | null = null;
  for (let sent = 0; sent < max;) {
    const { rows, more } = await rawPage(db, department, filter, bounds, before, Math.min(batch, max - sent));
    for (const row of await presentAll(db, rows)) yield row;
    sent += rows.length;
    if (!more || rows.length === 0) return;
    before = Number(rows[rows.length - 1].id);
  }
}

/** The people the user filter offers: the department's staff and teachers, and every administrator. */
export async function auditUsers(db: Knex, actor: Actor, idDepartament: number | null) {
  assertRole(actor, ADMIN_ONLY);
  const department = departmentFor(actor, idDepartament);
  const rows = await db('users')
    .select('id', 'firstNames', 'lastNames')
    .where((w) =>
      w.where('roleId', ROLE.ADMIN).orWhere((x) => x.where('departmentId', department).whereIn('roleId', [2, 3, 4, 5])),
    )
    .orderBy(['lastNames', 'firstNames']);
  return rows.map((r: any) => ({ idUsuario: r.id, nombre: `${r.firstNames} ${r.lastNames}`.trim() }));
}
