import type { Knex } from 'knex';
import { TEACHER_ROLES } from '../../api/src/http/session.js';
import { timedGet, type DatasetApp } from './dataset-app.js';
import { interleaved } from './stats.js';

/** A report's request, timed through HTTP beside the same request to the same-SQL handler (the limit, not a target). */
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
  /** The same request to the same-SQL handler (same-sql.ts: the same statements and JSON, none of the app's layers), when one was given. */
  sameSqlMs?: number;
}

/** A case's measures (the request; with `sameSqlBase`, the same request to the same-SQL handler) and what to report once they have run. */
export function caseMeasures(app: DatasetApp, c: QueryCase, sameSqlBase?: string) {
  let rows = 0;
  const measures = [
    // Request to last byte; the client's own gunzip and JSON.parse are not the API's.
    async () => {
      const { body, ms } = await app.get(c.path);
      const parsed = JSON.parse(body) as unknown;
      rows = Array.isArray(parsed) ? parsed.length : 1;
      return ms;
    },
    ...(sameSqlBase ? [() => timedGet(`${sameSqlBase}${c.path}`)] : []),
  ];
  const result = ([apiMs, sameSqlMs]: number[]): QueryResult => ({ name: c.name, rows, apiMs: apiMs!, sameSqlMs });
  return { measures, result };
}

/**
 * The report cases on the 50k and the 500k dataset, all their measures interleaved round by round, so the
 * growth compares figures taken in the same moments of the machine, not minutes apart. `sameSql`: the base URLs of
 * same-SQL handlers serving each dataset's report cases; `budgetMs`: a case's rounds go on until this much time is
 * spent (up to ten times `runs`), so a report of a few milliseconds gets many samples.
 */
export async function measureReportGrowth(
  app50: DatasetApp,
  app500: DatasetApp,
  runs: number,
  sameSql: { at50?: string; at500?: string } = {},
  budgetMs = 0,
) {
  const [cases50, cases500] = [await reportCases(app50.db), await reportCases(app500.db)];
  const results: Array<{ at50: QueryResult; at500: QueryResult }> = [];
  for (const [i, c] of cases50.entries()) {
    const [small, large] = [caseMeasures(app50, c, sameSql.at50), caseMeasures(app500, cases500[i]!, sameSql.at500)];
    const medians = await interleaved([...small.measures, ...large.measures], Math.min(runs, c.maxRuns ?? runs), 5, {
      budgetMs,
    });
    const split = small.measures.length;
    results.push({ at50: small.result(medians.slice(0, split)), at500: large.result(medians.slice(split)) });
  }
  return results;
}

/**
 * The reports: a month of group income, the monthly payments of the largest group, the overdue
 * list, the home dashboard, and a teacher's pay for a week (summary and lessons list).
 */
export async function reportCases(db: Knex): Promise<QueryCase[]> {
  const teacher = await db('users')
    .where({ departmentId: 1 })
    .whereIn('roleId', TEACHER_ROLES)
    .orderBy('id')
    .first('id');
  const week = `1/${teacher?.id ?? 0}/2026-10-12/2026-10-18`;
  const largest = await db('enrolments')
    .join('classGroups', 'classGroups.id', 'enrolments.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', 1)
    .groupBy('enrolments.groupId')
    .orderBy('n', 'desc')
    .first('enrolments.groupId', db.raw('count(*) as n'));
  return [
    {
      name: 'Ingresos grupales de un mes',
      path: '/api/reports/selectSearchGroupReport/1/null/null/2026-10-01/2026-10-31',
    },
    {
      name: 'Pago de mensualidades (grupo más grande)',
      path: `/api/reports/selectMonthlyPaymentReport/${largest.groupId}`,
    },
    { name: 'Morosos del departamento', path: '/api/reports/selectOverdueStudents/1/null/null/null', maxRuns: 7 },
    { name: 'Panel de inicio', path: '/api/reports/dashboard/1' },
    { name: 'Pago docente: resumen de la semana', path: `/api/reports/selectTeacherPaySummary/${week}` },
    { name: 'Pago docente: clases individuales', path: `/api/reports/selectPaymentClassByIdTeacher/${week}` },
  ];
}
