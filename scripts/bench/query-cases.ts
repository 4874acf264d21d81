import type { Knex } from 'knex';
import { isMysql } from '../../api/src/db/index.js';
import { TEACHER_ROLES } from '../../api/src/http/session.js';
import { timedGet, type DatasetApp } from './dataset-app.js';
import { interleaved } from './stats.js';

/** A screen's request, timed through HTTP beside the SQL statements the app runs for it. */
export interface QueryCase {
  name: string;
  path: string;
  /** Fewer rounds for a request that takes seconds (the overdue list of a whole department). */
  maxRuns?: number;
}

export interface QueryResult {
  name: string;
  rows: number;
  apiMs: number;
  sqlMs: number;
  /** The same request to the same-SQL handler (same-sql.ts: the same statements and JSON, none of the app's layers), when one was given. */
  sameSqlMs?: number;
  /** Tables read from end to end by a plan (SQLite SCAN of a table, MySQL type ALL), if any. */
  fullScans: string[];
  /** Payments sorted apart (MySQL 'Using filesort' / SQLite TEMP B-TREE) by a statement reading payments: a month copied and sorted. */
  paymentSorts: number;
}

interface Statement { sql: string; bindings: unknown[] }

/** Tables a statement's plan reads whole; small reference tables (a handful of rows) do not count. */
async function fullScans(db: Knex, statement: Statement): Promise<string[]> {
  const SMALL = new Set(['departments', 'branch_offices', 'roles', 'turns', 'payment_types', 'income_types', 'semesters', 'class_groups',
    'subjects', 'lesson_levels', 'payment_categories', 'user_permissions', 'modules', 'debt_totals']);
  if (isMysql(db)) {
    const [plan] = await db.raw(`explain ${statement.sql}`, statement.bindings as any[]) as [Array<{ table: string; type: string; rows: number | string | null }>];
    // A table the statistics count in tens of rows (the dataset has no lessons nor attendance) costs nothing read whole.
    return plan.filter((row) => row.type === 'ALL' && !SMALL.has(row.table) && !row.table.startsWith('<derived') && Number(row.rows ?? 0) > 100).map((row) => row.table);
  }
  const plan = await db.raw(`explain query plan ${statement.sql}`, statement.bindings as any[]) as Array<{ detail: string }>;
  // A subquery the plan materializes (MATERIALIZE/CO-ROUTINE x) is read whole by design: its own plan is checked.
  const derived = new Set(plan.map((row) => /^(?:MATERIALIZE|CO-ROUTINE) (\w+)/.exec(row.detail)?.[1]).filter(Boolean));
  return plan.map((row) => /^SCAN (\w+)(?! USING)/.exec(row.detail)?.[1])
    .filter((t): t is string => !!t && t !== 'CONSTANT' && !SMALL.has(t) && !derived.has(t));
}

/**
 * Whether a statement that reads payments sorts rows apart instead of reading them in index order. On MySQL/MariaDB:
 * a select that reads many payments (a scan, a range or a lookup by a non-unique key; not a correlated lookup per
 * row of another table) and sorts (its filesort is on the select's first table, whatever is sorted).
 */
async function sortsPayments(db: Knex, statement: Statement): Promise<boolean> {
  if (!/\bfrom [`"]?payments\b/i.test(statement.sql)) return false;
  if (isMysql(db)) {
    type PlanRow = { id: number; select_type: string; table: string; type: string; Extra: string | null };
    const [plan] = await db.raw(`explain ${statement.sql}`, statement.bindings as any[]) as [PlanRow[]];
    const readsMany = (row: PlanRow) => row.table === 'payments' && !['eq_ref', 'const'].includes(row.type) && !row.select_type.startsWith('DEPENDENT');
    return plan.some((row) => readsMany(row) && plan.some((other) => other.id === row.id && /filesort/.test(other.Extra ?? '')));
  }
  const plan = await db.raw(`explain query plan ${statement.sql}`, statement.bindings as any[]) as Array<{ detail: string }>;
  return plan.some((row) => /TEMP B-TREE FOR ORDER BY/.test(row.detail));
}

/**
 * A case's measures (the request; its statements replayed raw; and with `sameSqlBase`, the same request to the
 * same-SQL handler serving this case) and what to report once they have run.
 */
export async function caseMeasures(app: DatasetApp, c: QueryCase, sameSqlBase?: string) {
  const statements = await app.record(c.path);
  let rows = 0;
  const measures = [
    // Request to last byte; the client's own gunzip and JSON.parse are not the API's.
    async () => {
      const { body, ms } = await app.get(c.path);
      const parsed = JSON.parse(body) as unknown;
      rows = Array.isArray(parsed) ? parsed.length : 1;
      return ms;
    },
    async () => {
      const started = performance.now();
      for (const s of statements) await app.driver.raw(s.sql, s.bindings as any[]);
      return performance.now() - started;
    },
    ...(sameSqlBase ? [() => timedGet(`${sameSqlBase}${c.path}`)] : []),
  ];
  const result = async ([apiMs, sqlMs, sameSqlMs]: number[]): Promise<QueryResult> => {
    const scans = new Set<string>();
    let paymentSorts = 0;
    for (const s of statements) {
      for (const table of await fullScans(app.db, s)) scans.add(table);
      if (await sortsPayments(app.db, s)) paymentSorts++;
    }
    return { name: c.name, rows, apiMs: apiMs!, sqlMs: sqlMs!, sameSqlMs, fullScans: [...scans], paymentSorts };
  };
  return { measures, result };
}

/** Median HTTP time of the request, of its statements replayed raw and (with `sameSqlBase`) of the same-SQL handler, interleaved, `runs` times each. */
export async function measureCase(app: DatasetApp, c: QueryCase, runs: number, sameSqlBase?: string): Promise<QueryResult> {
  const { measures, result } = await caseMeasures(app, c, sameSqlBase);
  return result(await interleaved(measures, Math.min(runs, c.maxRuns ?? runs)));
}

/**
 * The report cases on the 50k and the 500k dataset, all their measures interleaved round by round, so the
 * growth compares figures taken in the same moments of the machine, not minutes apart. `sameSql`: the base URLs of
 * same-SQL handlers serving each dataset's report cases.
 */
export async function measureReportGrowth(app50: DatasetApp, app500: DatasetApp, runs: number, sameSql: { at50?: string; at500?: string } = {}) {
  const [cases50, cases500] = [await reportCases(app50.db), await reportCases(app500.db)];
  const results: Array<{ at50: QueryResult; at500: QueryResult }> = [];
  for (const [i, c] of cases50.entries()) {
    const [small, large] = [await caseMeasures(app50, c, sameSql.at50), await caseMeasures(app500, cases500[i]!, sameSql.at500)];
    const medians = await interleaved([...small.measures, ...large.measures], Math.min(runs, c.maxRuns ?? runs));
    const split = small.measures.length;
    results.push({ at50: await small.result(medians.slice(0, split)), at500: await large.result(medians.slice(split)) });
  }
  return results;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The list and search screens of issue 14, on department 1 of the dataset. */
export async function listCases(db: Knex): Promise<QueryCase[]> {
  const sample = await db('users').where({ departmentId: 1, roleId: 6, status: 1 }).orderBy('id').offset(777).first('ci', 'lastNames');
  const surname = String(sample.lastNames).split(' ')[0]!;
  const ci = String(sample.ci).slice(0, 7);
  return [
    { name: 'Estudiantes REST, página de 25 por apellido', path: `/api/rest/students?sort=${json(['apellidos', 'ASC'])}&range=${json([0, 24])}&filter=%7B%7D` },
    { name: 'Estudiantes REST, búsqueda por apellido', path: `/api/rest/students?sort=${json(['apellidos', 'ASC'])}&range=${json([0, 24])}&filter=${json({ q: surname })}` },
    { name: 'Búsqueda de estudiante por ci', path: `/api/users/selectSearchStudent/1/null/null/null/${ci}` },
    { name: 'Búsqueda de estudiante por apellido', path: `/api/users/selectSearchStudent/1/null/null/${surname}/null` },
    { name: 'Búsqueda para mensualidades por ci', path: `/api/users/selectSearchStudentMonthlyPay/1/null/null/${ci}` },
    { name: 'Búsqueda para mensualidades por apellido', path: `/api/users/selectSearchStudentMonthlyPay/1/null/${surname}/null` },
    { name: 'Ingresos de un mes', path: '/api/ingress/selectSearchIngress/1/null/null/null/2026-10-01/2026-10-31' },
    { name: 'Semestres (REST)', path: `/api/rest/semesters?sort=${json(['nombreSemestre', 'ASC'])}&range=${json([0, 24])}` },
  ];
}

/**
 * The reports of issues 12 and 27: a month of group income, the monthly payments of the largest group, the overdue
 * list, the home dashboard, and a teacher's pay for a week (summary and lessons list).
 */
export async function reportCases(db: Knex): Promise<QueryCase[]> {
  const teacher = await db('users').where({ departmentId: 1 }).whereIn('roleId', TEACHER_ROLES).orderBy('id').first('id');
  const week = `1/${teacher?.id ?? 0}/2026-10-12/2026-10-18`;
  const largest = await db('enrolments').join('classGroups', 'classGroups.id', 'enrolments.groupId').join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', 1).groupBy('enrolments.groupId').orderBy('n', 'desc').first('enrolments.groupId', db.raw('count(*) as n'));
  return [
    { name: 'Ingresos grupales de un mes', path: '/api/reports/selectSearchGroupReport/1/null/null/2026-10-01/2026-10-31' },
    { name: 'Pago de mensualidades (grupo más grande)', path: `/api/reports/selectMonthlyPaymentReport/${largest.groupId}` },
    { name: 'Morosos del departamento', path: '/api/reports/selectOverdueStudents/1/null/null/null', maxRuns: 7 },
    { name: 'Panel de inicio', path: '/api/reports/dashboard/1' },
    { name: 'Pago docente: resumen de la semana', path: `/api/reports/selectTeacherPaySummary/${week}` },
    { name: 'Pago docente: clases individuales', path: `/api/reports/selectPaymentClassByIdTeacher/${week}` },
  ];
}
