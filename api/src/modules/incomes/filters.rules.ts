import { whereText } from '../../lib/search.js';
import type { Knex } from 'knex';
import { badRequest } from '../../http/errors.js';
import { formatAmount } from '../../../../domain/money.js';
import { toCents } from '../../lib/money.js';
import { isCalendarDate, laPazDayRange, todayLaPaz } from '../../lib/time.js';
import type { ListQuery } from '../../rest/resource.js';

/** The advanced search of /ingress and /egress (spec 02 §7): every part optional, empty parts arrive as null. */
export interface FinanceFilter {
  /** Upper-cased, partial match on the name. */
  name: string | null;
  totalCents: number | null;
  /** Income type id (income only). */
  typeId: number | null;
  /** La Paz calendar dates, inclusive; kept for printing the filter line of a report. */
  start: string | null;
  end: string | null;
  /** UTC instants bounding [start 00:00, end 24:00) in La Paz. */
  from: string | null;
  to: string | null;
}

export interface RawFilter {
  name?: unknown;
  total?: unknown;
  type?: unknown;
  start?: unknown;
  end?: unknown;
}

const FIRST_DATE = '2010-01-01';
const DATE_RANGE_MESSAGE = 'Ingrese una fecha entre 01/01/2010 y hoy';
const DATE_ORDER_MESSAGE = 'La fecha inicial no puede ser posterior a la fecha final';

const blank = (value: unknown) => value === undefined || value === null || value === '' || value === 'null';

/** Checks and normalises a search; a bad part is a 400 with a Spanish message, never an ignored filter. */
export function parseFilter(raw: RawFilter): FinanceFilter {
  const name = blank(raw.name) ? null : String(raw.name).trim().toLocaleUpperCase('es') || null;
  let totalCents: number | null = null;
  if (!blank(raw.total)) {
    totalCents = toCents(raw.total);
    if (totalCents === null || totalCents < 0) throw badRequest('Debe ingresar un número');
  }
  let typeId: number | null = null;
  if (!blank(raw.type)) {
    typeId = Number(raw.type);
    if (!Number.isInteger(typeId) || typeId < 1) throw badRequest('Ingrese un Tipo');
  }
  const today = todayLaPaz();
  const date = (value: unknown): string | null => {
    if (blank(value)) return null;
    const text = String(value).slice(0, 10);
    if (!isCalendarDate(text) || text < FIRST_DATE || text > today) throw badRequest(DATE_RANGE_MESSAGE);
    return text;
  };
  const start = date(raw.start);
  const end = date(raw.end);
  if (start && end && start > end) throw badRequest(DATE_ORDER_MESSAGE);
  let from: string | null = null;
  let to: string | null = null;
  if (start || end) {
    // One open end of the range runs to the picker's limit (2010-01-01 or today).
    const range = laPazDayRange(start ?? FIRST_DATE, end ?? today);
    from = start ? range.from : null;
    to = end ? range.to : null;
  }
  return { name, totalCents, typeId, start, end, from, to };
}

export const noFilter = (): FinanceFilter => ({
  name: null,
  totalCents: null,
  typeId: null,
  start: null,
  end: null,
  from: null,
  to: null,
});

/** Applies a filter to a query; `columns` names the table's columns (instants are UTC ISO strings, so text order is time order). */
export function applyFilter(
  query: Knex.QueryBuilder,
  filter: FinanceFilter,
  columns: { name: string; total: string; instant: string; type?: string },
): Knex.QueryBuilder {
  whereText(query, columns.name, filter.name);
  if (filter.totalCents !== null) query.where(columns.total, filter.totalCents);
  if (filter.typeId !== null && columns.type) query.where(columns.type, filter.typeId);
  if (filter.from) query.where(columns.instant, '>=', filter.from);
  if (filter.to) query.where(columns.instant, '<', filter.to);
  return query;
}

/** The filter line printed under a report title. */
export function filterLine(filter: FinanceFilter, typeName?: string | null): Array<{ label: string; value: string }> {
  const dmy = (d: string) => d.split('-').reverse().join('/');
  const parts: Array<{ label: string; value: string }> = [];
  if (filter.start) parts.push({ label: 'Desde', value: dmy(filter.start) });
  if (filter.end) parts.push({ label: 'Hasta', value: dmy(filter.end) });
  if (filter.name) parts.push({ label: 'Nombre', value: filter.name });
  if (filter.totalCents !== null) parts.push({ label: 'Total Bs', value: formatAmount(filter.totalCents) });
  if (typeName) parts.push({ label: 'Tipo', value: typeName });
  return parts;
}

/**
 * The advanced search on the REST face (/api/rest/incomes and /expenses): the filter fields `nombreContiene`,
 * `total`, `fechaDesde` and `fechaHasta` are the search's name, total and La Paz date range, checked and applied
 * as on the documented search; the other filter fields go on to the resource's column filters.
 */
export function restSearch(
  base: Knex.QueryBuilder,
  query: ListQuery,
  columns: Parameters<typeof applyFilter>[2],
): ListQuery {
  const { nombreContiene, total, fechaDesde, fechaHasta, ...columnFilters } = query.filter;
  applyFilter(base, parseFilter({ name: nombreContiene, total, start: fechaDesde, end: fechaHasta }), columns);
  return { ...query, filter: columnFilters };
}

/** The lists of /ingress and /egress have no paging (spec 02): their REST lists answer this many rows at once. */
export const FINANCE_LIST_MAX = 100_000;
