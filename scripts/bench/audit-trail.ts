/**
 * npm run bench:audit — the audit screen on 1,000,000 audit rows: fills them once into the database
 * of DATABASE_URL (default: a SQLite file in the temp dir), then times pages of the list as the service answers
 * them (the queries and shaping the rows), newest first, filtered as an administrator would. Target: ≤ 50 ms.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { openDatabase, refreshPlannerStatistics } from '../../api/src/db/index.js';
import type { Actor } from '../../api/src/http/session.js';
import { auditPage, type AuditFilter } from '../../api/src/modules/audit/audit.service.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { median, timed } from './stats.js';

const ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const BATCH = 1000;
const ENTITIES = [
  'payments',
  'payments',
  'payments',
  'incomes',
  'expenses',
  'lessons',
  'grades',
  'attendances',
  'users',
  'login',
  'login',
];
const ACTIONS = ['create', 'create', 'update', 'deactivate', 'login', 'login-refused'];
const DAY_MS = 86_400_000;

/** Two years of rows, oldest first (ids grow with time), spread over three departments and 40 users. */
async function fill(db: Knex, from: number): Promise<void> {
  const start = Date.parse('2025-01-01T12:00:00Z');
  const step = (730 * DAY_MS) / ROWS;
  for (let first = from; first < ROWS; first += BATCH) {
    const rows: Array<Record<string, unknown>> = [];
    const terms: Array<{ auditId: number; term: string }> = [];
    for (let i = first; i < Math.min(first + BATCH, ROWS); i++) {
      const entity = ENTITIES[i % ENTITIES.length]!;
      rows.push({
        id: i + 1,
        userId: 1 + ((i * 7) % 40),
        departmentId: 1 + (i % 3),
        entity,
        entityId: 1 + (i % 50_000),
        action: ACTIONS[Math.floor(i / 3) % ACTIONS.length],
        beforeJson: JSON.stringify({ amountPaidCents: 10_000, discountCents: 0 }),
        afterJson: JSON.stringify({ amountPaidCents: 12_000, discountCents: 500 }),
        createdAt: new Date(start + i * step).toISOString(),
      });
      if (entity === 'payments')
        terms.push(
          { auditId: i + 1, term: String(100_000 + i) },
          { auditId: i + 1, term: String(6_000_000 + (i % 50_000)) },
        );
    }
    // 400 rows a statement: SQLite's compound SELECT (knex's multi-row insert there) allows 500 terms.
    await db.transaction(async (trx) => {
      await trx.batchInsert('audit_log', rows, 400);
      if (terms.length) await trx.batchInsert('audit_log_terms', terms, 400);
    });
    if ((first / BATCH) % 100 === 0) process.stdout.write(`\r${first.toLocaleString('es')} filas…`);
  }
  process.stdout.write('\n');
}

const url = process.env.DATABASE_URL ?? `sqlite:${path.join(tmpdir(), 'instituto-bench-audit.sqlite')}`;
const db = await openDatabase(url);
try {
  if (!(await db('departments').first())) await seed(db, { referenceOnly: true });
  const count = Number((await db('audit_log').count({ n: '*' }).first())?.n ?? 0);
  if (count < ROWS) {
    console.info(`Llenando ${ROWS.toLocaleString('es')} filas de auditoría en ${url.replace(/\/\/[^@]*@/, '//***@')}…`);
    await db('audit_log').delete();
    await db('audit_log_terms').delete();
    await fill(db, 0);
  }
  await refreshPlannerStatistics(db);
  const admin: Actor = { id: 1, roleId: 1, departmentId: 1, branchOfficeId: null, permissions: [] };
  const newest = await auditPage(db, admin, 1, {}, null, 50);
  const cases: Array<[string, AuditFilter, number | null]> = [
    ['primera página del departamento', {}, null],
    ['página siguiente (cursor)', {}, newest.next],
    ['por usuario', { idUser: 8 }, null],
    ['por tipo de registro (pagos)', { entity: 'payments' }, null],
    ['por acción (modificación)', { action: 'update' }, null],
    ['por usuario y tipo', { idUser: 8, entity: 'payments' }, null],
    ['por rango de fechas (un mes)', { start: '2025-06-01', end: '2025-06-30' }, null],
    ['rango de fechas y acción', { start: '2025-06-01', end: '2025-06-30', action: 'deactivate' }, null],
    ['por N° de recibo', { q: String(100_000 + 3 * 33 * 1000) }, null],
    ['por CI del estudiante', { q: '6012345' }, null],
  ];
  console.info(`\n${'caso'.padEnd(34)} filas   mediana ms   p95 ms`);
  for (const [name, filter, before] of cases) {
    let rows = 0;
    for (let i = 0; i < 5; i++) rows = (await auditPage(db, admin, 1, filter, before, 50)).rows.length;
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) samples.push(await timed(() => auditPage(db, admin, 1, filter, before, 50)));
    const p95 = [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)]!;
    console.info(
      `${name.padEnd(34)} ${String(rows).padStart(5)}   ${median(samples).toFixed(1).padStart(10)}   ${p95.toFixed(1).padStart(6)}`,
    );
  }
} finally {
  await db.destroy();
}
