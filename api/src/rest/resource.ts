import { whereText } from '../lib/search.js';
import { toCents } from '../lib/money.js';
import type { Knex } from 'knex';
import { badRequest } from '../http/errors.js';
import { unsafeInput } from '../http/input-guard.js';
import type { Actor } from '../http/session.js';
import type { JsonSchema } from '../schemas/answers.js';

/** Who calls and in which department (role 1: X-Department-Id header; others: their own). */
export interface RestCall {
  db: Knex;
  actor: Actor;
  departmentId: number;
}

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

export type Row = Record<string, unknown> & { id: number };

/**
 * A field of a list that may be filtered and sorted on: its SQL column, or the column with the conversion of a
 * filter value to what is stored (an amount in Bs to centavos).
 */
export type Column = string | { column: string; toStored: (value: unknown) => unknown };
export const columnOf = (c: Column) => (typeof c === 'string' ? c : c.column);

/** What the OpenAPI document says of a resource (rest/openapi-rest.ts); the answers are checked against it in the tests. */
interface RestContract {
  /** Spanish name of one record with its article, for the summaries: 'el semestre'. */
  noun: string;
  /** The closed schema of exactly the record getOne, create, update and delete answer (list rows may omit the optional keys). */
  record: JsonSchema;
  /** Fields `sort` and `filter` accept (besides `id` and the free-text `q`). */
  fields: string[];
  /** Fields only `filter` accepts: searches the resource applies itself (a date range, a name that contains…). */
  filters?: string[];
  /** Fields only `sort` accepts: orders over several columns (PageOptions.sorts), e.g. 'periodo' = year, then number. */
  sorts?: string[];
  /** The body of a create (required keys) and of an update (any subset, plus `version`); none when the resource lacks them. */
  create?: JsonSchema;
  update?: JsonSchema;
}

/** A resource of the ra-data-simple-rest contract under /api/rest/<name>. */
export interface RestResource {
  name: string;
  contract: RestContract;
  /** Rows a list may answer at once (default 500): more for the lists the spec shows without paging. */
  maxPage?: number;
  list(call: RestCall, query: ListQuery): Promise<{ rows: Row[]; total: number }>;
  getOne(call: RestCall, id: number): Promise<Row>;
  create?(call: RestCall, data: Record<string, unknown>): Promise<Row>;
  update?(call: RestCall, id: number, data: Record<string, unknown>): Promise<Row>;
  remove?(call: RestCall, id: number): Promise<Row>;
}

const MAX_PAGE = 500;
/** No list of the institute has ten million rows: a larger offset is a malformed request, not a page. */
const MAX_OFFSET = 10_000_000;

function parseJson(raw: unknown, fallback: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('Parámetros de consulta no válidos.');
  }
}

/** Parses `sort=["f","ASC"]&range=[0,24]&filter={…}`; field names are checked by each resource's whitelist. */
export function parseListQuery(query: Record<string, unknown>, maxPage = MAX_PAGE): ListQuery {
  const sort = parseJson(query.sort, null) as [string, string] | null;
  const range = parseJson(query.range, [0, 24]) as [number, number];
  const filter = parseJson(query.filter, {}) as Record<string, unknown>;
  if (sort !== null && (!Array.isArray(sort) || typeof sort[0] !== 'string')) throw badRequest('Orden no válido.');
  if (
    !Array.isArray(range) ||
    !Number.isSafeInteger(range[0]) ||
    !Number.isSafeInteger(range[1]) ||
    range[0] < 0 ||
    range[1] < range[0] ||
    range[0] > MAX_OFFSET
  ) {
    throw badRequest('Rango no válido.');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('Filtro no válido.');
  const unsafe = unsafeInput(filter) ?? unsafeInput(sort);
  if (unsafe) throw badRequest(unsafe);
  // A filter value is a scalar or a list of scalars (getMany); an object has no meaning as a column value.
  for (const value of Object.values(filter)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.length > MAX_PAGE || values.some((v) => v !== null && typeof v === 'object'))
      throw badRequest('Filtro no válido.');
  }
  return {
    sort: sort ? { field: sort[0], order: String(sort[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' } : null,
    range: { start: range[0], end: Math.min(range[1], range[0] + maxPage - 1) },
    filter,
  };
}

export interface PageOptions {
  /** Columns the free-text `q` filter looks in. */
  search?: string[];
  /**
   * How `q` matches: 'prefix' (the start of an upper-cased ci or name, served by an index; what a cashier types)
   * or 'contains' (free text such as an income's detail, or staff whose ci keeps its case, on lists that stay small).
   */
  searchMode?: 'prefix' | 'contains';
  /**
   * The base's joins only look up one parent row each (a foreign key that is never null, or a left join):
   * they never change how many rows there are, so the count leaves them out unless a filter reads a joined table.
   */
  lookupJoins?: boolean;
  /**
   * Sort fields that order by several columns (a semester's "periodo": year, then number); the requested
   * order applies to each. They sort only, they are not filters.
   */
  sorts?: Record<string, string[]>;
}

/** The table a column such as `users.lastNames` belongs to. */
const tableOf = (column: string) => column.slice(0, column.indexOf('.'));

/**
 * Applies whitelisted filters, sort and range to a query. `columns` maps API field → SQL column (`id` on the
 * base table). Unknown fields are refused, never passed on.
 */
export async function pageQuery(
  base: Knex.QueryBuilder,
  query: ListQuery,
  columns: Record<string, Column>,
  { search = [], searchMode = 'contains', lookupJoins = false, sorts = {} }: PageOptions = {},
): Promise<{ rows: any[]; total: number }> {
  // The base is the caller's fresh query for this one list (every resource builds it per call): filtered in place.
  const filtered = base;
  const filteredColumns: string[] = [];
  for (const [field, value] of Object.entries(query.filter)) {
    if (field === 'q') {
      if (search.length && String(value).trim()) {
        filtered.where((w) => {
          search.forEach((c) => whereText(w, c, String(value), searchMode, true));
        });
        filteredColumns.push(...search);
      }
      continue;
    }
    const spec = field === 'id' ? columns.id : columns[field];
    if (!spec) throw badRequest(`Filtro no permitido: ${field}`);
    const column = columnOf(spec);
    const stored = (v: unknown) => (typeof spec === 'string' || v === null ? v : spec.toStored(v));
    filteredColumns.push(column);
    if (Array.isArray(value)) filtered.whereIn(column, value.map(stored) as any[]);
    else if (value === null) filtered.whereNull(column);
    else filtered.where(column, stored(value) as any);
  }
  const idColumn = columnOf(columns.id!);
  const several = query.sort ? sorts[query.sort.field] : undefined;
  if (query.sort && several) several.forEach((column) => filtered.orderBy(column, query.sort!.order));
  else if (query.sort) {
    const column = query.sort.field === 'id' ? columns.id : columns[query.sort.field];
    if (!column) throw badRequest(`Orden no permitido: ${query.sort.field}`);
    filtered.orderBy(columnOf(column), query.sort.order);
  }
  const pageSize = query.range.end - query.range.start + 1;
  filtered.orderBy(idColumn, 'ASC').offset(query.range.start).limit(pageSize);
  const rows = await filtered;
  // A page that is not full ends the list: its rows say the total, and the count is not run (most catalogues fit
  // in one page; on MariaDB that is a round trip less). An empty page past the start still needs the count.
  if (rows.length < pageSize && (rows.length > 0 || query.range.start === 0))
    return { rows, total: query.range.start + rows.length };
  const counted = filtered.clone().clearSelect().clearOrder().clear('limit').clear('offset');
  const table = tableOf(idColumn);
  if (lookupJoins && filteredColumns.every((c) => tableOf(c) === table)) counted.clear('join');
  const countRow = await counted.count({ total: '*' }).first();
  return { rows, total: Number((countRow as any)?.total ?? 0) };
}

/** A list field holding an amount: the filter's Bs become the stored centavos; a value that is no amount is refused. */
export function bsColumn(column: string): Column {
  return {
    column,
    toStored(value) {
      const cents = toCents(value);
      if (cents === null) throw badRequest('Filtro no válido.');
      return cents;
    },
  };
}

/**
 * A PUT that changes `estado` (to 0 or 1) and none of the form's fields: the list's status action, which the
 * resource writes as a status change (its own audit row, the version checked) rather than as an edit.
 */
export function toggleOnly(
  current: Record<string, unknown>,
  data: Record<string, unknown>,
  formFields: readonly string[],
): boolean {
  return (
    (data.estado === 0 || data.estado === 1) &&
    data.estado !== current.estado &&
    !formFields.some((field) => field in data && data[field] !== current[field])
  );
}
