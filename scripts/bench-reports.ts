/**
 * npm run bench:reports — the reports against the raw SQL that returns the same rows (issue 12), on the
 * benchmark dataset (scripts/generate-dataset.ts) with 50,000 and with 500,000 payments:
 *   - the cashier/general report's group income over one month (department 1, every cashier);
 *   - the monthly payment report of the largest group;
 *   - the overdue list of the department.
 * Each figure is the median of RUNS requests through HTTP (login, validation, JSON, compression and the
 * client's parse included), of RUNS calls of the service in process, and of RUNS executions of the raw query,
 * interleaved. Prints the three times, API/SQL and service/SQL, and the 500k/50k growth.
 * Not part of npm test.
 *
 * Env: RUNS (default 15), BENCH_DIR (default the system temp dir; the two SQLite datasets are kept there and
 * reused), DATABASE_URL_50K / DATABASE_URL_500K to run on MySQL/MariaDB instead (empty databases).
 */
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db.js';
import type { Actor } from '../api/src/http/session.js';
import { groupIncome } from '../api/src/modules/reports/cashier.js';
import { monthlyPaymentReport } from '../api/src/modules/reports/monthly-payments.js';
import { overdueList } from '../api/src/modules/reports/overdue.js';
import { generateDataset } from './generate-dataset.js';

const RUNS = Number(process.env.RUNS ?? 15);
const dir = process.env.BENCH_DIR ?? tmpdir();
const SIZES = [
  { payments: 50_000, url: process.env.DATABASE_URL_50K ?? `sqlite:${path.join(dir, 'instituto-bench-50k.sqlite')}` },
  { payments: 500_000, url: process.env.DATABASE_URL_500K ?? `sqlite:${path.join(dir, 'instituto-bench-500k.sqlite')}` },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The service behind each endpoint, called in process: what the report costs before HTTP and JSON. */
interface Case { name: string; api: string; service: (db: Knex) => Promise<unknown[]>; sql: (db: Knex) => Promise<unknown[]> }

const ADMIN: Actor = { id: 1, roleId: 1, departmentId: 1, branchOfficeId: null, permissions: [] };
const OCTOBER = { departmentId: 1, cashierId: null, startDate: '2026-10-01', endDate: '2026-10-31', from: '2026-10-01T04:00:00.000Z', to: '2026-11-01T04:00:00.000Z' };

function cases(groupId: number): Case[] {
  return [
    {
      name: 'Ingresos grupales de un mes',
      api: '/api/reports/selectSearchGroupReport/1/null/null/2026-10-01/2026-10-31',
      service: (db) => groupIncome(db, OCTOBER),
      sql: (db) => db.raw(`select p.id, p.paid_at, p.receipt_number, t.name, u.first_names, u.last_names, g.name as g, i.number,
          p.due_amount_cents, p.discount_cents, p.balance_after_cents, p.amount_paid_cents
        from payments p join payment_types t on t.id = p.payment_type_id join instalments i on i.id = p.instalment_id
        join enrolments e on e.id = i.enrolment_id join users u on u.id = e.student_id join class_groups g on g.id = e.group_id
        where p.department_id = 1 and p.status = 1 and p.paid_at >= '2026-10-01T04:00:00.000Z' and p.paid_at < '2026-11-01T04:00:00.000Z'
        order by p.paid_at, p.id`).then(rowsOf),
    },
    {
      name: 'Pago de mensualidades (grupo más grande)',
      api: `/api/reports/selectMonthlyPaymentReport/${groupId}`,
      service: (db) => monthlyPaymentReport(db, ADMIN, groupId),
      sql: (db) => db.raw(`select e.id, u.first_names, u.last_names, u.ci, u.phone, i.number, i.balance_cents, coalesce(sum(p.amount_paid_cents), 0) as paid, max(p.paid_at) as last_at
        from enrolments e join users u on u.id = e.student_id join instalments i on i.enrolment_id = e.id
        left join payments p on p.instalment_id = i.id and p.status = 1
        where e.group_id = ? and e.status = 1 and i.status = 1
        group by e.id, u.first_names, u.last_names, u.ci, u.phone, i.id, i.number, i.balance_cents
        order by u.last_names, u.first_names, e.id, i.number`, [groupId]).then(rowsOf),
    },
    {
      name: 'Morosos del departamento',
      api: '/api/reports/selectOverdueStudents/1/null/null/null',
      service: (db) => overdueList(db, ADMIN, 1, { idSemester: null, idGroup: null, idBranch: null }),
      sql: (db) => db.raw(`select e.id, u.first_names, u.last_names, u.ci, u.phone, g.name, count(*) as n, sum(i.balance_cents) as owed, min(i.due_date) as oldest
        from instalments i join enrolments e on e.id = i.enrolment_id join users u on u.id = e.student_id
        join class_groups g on g.id = e.group_id join semesters s on s.id = g.semester_id
        where s.department_id = 1 and i.status = 1 and i.paid = 0 and e.status = 1 and g.status = 1 and u.status = 1
          and i.due_date < ? and i.balance_cents > 0
        group by e.id, u.first_names, u.last_names, u.ci, u.phone, g.name order by owed desc, u.last_names, e.id`, ['2026-11-23']).then(rowsOf),
    },
  ];
}

/** knex.raw answers rows on SQLite and [rows, fields] on MySQL. */
function rowsOf(result: any): unknown[] {
  return Array.isArray(result) ? (Array.isArray(result[0]) ? result[0] : result) : [];
}

async function measure(size: { payments: number; url: string }) {
  const db = await openDatabase(size.url);
  const hasData = Number((await db('payments').count({ n: '*' }).first())?.n ?? 0) >= size.payments * 0.9;
  if (!hasData) {
    console.info(`Generando el conjunto de datos con ${size.payments} pagos…`);
    await generateDataset(db, 50_000, size.payments);
  }
  const server = createServer(createApp({ db, config: loadConfig(), logger: { info() {}, error() {} } }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const { token } = await (await fetch(`${base}/api/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin2024!' }),
    })).json() as { token: string };
    const largest = await db('enrolments').join('classGroups', 'classGroups.id', 'enrolments.groupId').join('semesters', 'semesters.id', 'classGroups.semesterId')
      .where('semesters.departmentId', 1).groupBy('enrolments.groupId').orderBy('n', 'desc').first('enrolments.groupId', db.raw('count(*) as n'));
    const results = [];
    for (const c of cases(largest.groupId)) {
      const api: number[] = [];
      const sql: number[] = [];
      const service: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS + 2; i++) {
        let started = performance.now();
        const res = await fetch(`${base}${c.api}`, { headers: { authorization: `Bearer ${token}` } });
        const body = await res.json() as unknown[];
        if (res.status !== 200) throw new Error(`${c.api}: HTTP ${res.status}`);
        if (i >= 2) api.push(performance.now() - started);
        rows = body.length;
        started = performance.now();
        await c.sql(db);
        if (i >= 2) sql.push(performance.now() - started);
        started = performance.now();
        await c.service(db);
        if (i >= 2) service.push(performance.now() - started);
      }
      results.push({ name: c.name, rows, api: median(api), sql: median(sql), service: median(service) });
    }
    return results;
  } finally {
    server.close();
    await db.destroy();
  }
}

const all = [];
for (const size of SIZES) all.push({ size, results: await measure(size) });
const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.info(`\n${pad('Reporte', 42)}${pad('Pagos', 9)}${pad('Filas', 8)}${pad('API ms', 9)}${pad('Serv. ms', 10)}${pad('SQL ms', 9)}${pad('API/SQL', 9)}Serv./SQL`);
for (const { size, results } of all) {
  for (const r of results) {
    console.info(`${pad(r.name, 42)}${pad(size.payments, 9)}${pad(r.rows, 8)}${pad(r.api.toFixed(1), 9)}${pad(r.service.toFixed(1), 10)}${pad(r.sql.toFixed(1), 9)}`
      + `${pad(`${(r.api / r.sql).toFixed(2)}x`, 9)}${(r.service / r.sql).toFixed(2)}x`);
  }
}
console.info('\nCrecimiento 500k / 50k (API):');
for (const [i, r] of all[0]!.results.entries()) console.info(`  ${pad(r.name, 42)}${(all[1]!.results[i]!.api / r.api).toFixed(2)}x`);
process.exit(0);
