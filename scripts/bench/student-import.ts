/**
 * The student import at its largest: a .xlsx of 5,000 rows laid out as the template (generated here), previewed
 * then confirmed through the API of the app as `npm start` runs it, on a fresh database of its own (reference data,
 * one semester of ten groups). Budget: each call ≤ 20 s. Meanwhile a small request (the payment types, as the
 * payments page asks for them) goes out every 100 ms, timed from its scheduled instant to its last byte: the
 * server must go on answering the rest of the staff while the import runs.
 */
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import knexFactory from 'knex';
import { IMPORT_COLUMNS, IMPORT_SHEET, MAX_IMPORT_ROWS } from '../../domain/student-import.js';
import { openDatabase } from '../../api/src/db/index.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { startAppProcess } from './app-process.js';
import { login } from './dataset-app.js';
import { MYSQL_BENCH_URL } from './engines.js';

const IMPORT_GOAL_MS = 20_000;
/** The small request's p95 while the import runs: a list's budget under load (screen-calls.ts). */
const PROBE_GOAL_MS = 200;
const GROUPS = 10;
const INSTALMENTS = 5;
const COST_CENTS = 150_000;
const PROBE_EVERY_MS = 100;
const SEMESTER = 'I - 2026';
const ROWS_TEXT = MAX_IMPORT_ROWS.toLocaleString('de-DE');

/** Each engine's database of its own: a SQLite file in BENCH_DIR, or `…_import` beside BENCH_MYSQL_URL's. */
export function importUrls(): { sqlite: string; mysql: string } {
  const dir = process.env.BENCH_DIR ?? tmpdir();
  return {
    sqlite: `sqlite:${path.join(dir, 'instituto-bench-import.sqlite')}`,
    mysql: process.env.BENCH_IMPORT_MYSQL_URL ?? MYSQL_BENCH_URL.replace(/\/([^/?]+)(\?|$)/, '/$1_import$2'),
  };
}

/** Drops what a previous run left: the import must meet an empty department. */
async function dropDatabase(url: string): Promise<void> {
  if (url.startsWith('sqlite:')) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(url.slice('sqlite:'.length) + suffix, { force: true });
    return;
  }
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const name = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/';
  const server = knexFactory({
    client: 'mysql2',
    connection: { uri: parsed.toString() } as never,
    pool: { min: 0, max: 1 },
  });
  try {
    await server.raw('DROP DATABASE IF EXISTS ??', [name]);
  } finally {
    await server.destroy();
  }
}

/** Reference data and the logins, then one semester of department 1 with ten groups; answers a branch of it. */
async function freshDatabase(url: string): Promise<{ branchId: number; groups: string[] }> {
  await dropDatabase(url);
  const db = await openDatabase(url);
  try {
    await seed(db, { referenceOnly: true });
    const now = new Date().toISOString();
    const turn = await db('turns').where({ departmentId: 1 }).orderBy('id').first('id');
    const [semesterId] = await db('semesters').insert({
      departmentId: 1,
      name: SEMESTER,
      number: 1,
      year: 2026,
      status: 1,
      createdAt: now,
    });
    const groups = Array.from({ length: GROUPS }, (_, i) => `GRUPO ${String.fromCharCode(65 + i)}`);
    await db('classGroups').insert(
      groups.map((name, i) => ({
        semesterId,
        turnId: turn.id,
        name,
        code: name.slice(-1),
        number: i + 1,
        instalments: INSTALMENTS,
        costCents: COST_CENTS,
        startDate: '2026-03-02',
        endDate: '2026-12-31',
        status: 1,
        createdAt: now,
      })),
    );
    const branch = await db('branchOffices').where({ departmentId: 1, status: 1 }).orderBy('id').first('id');
    return { branchId: branch.id, groups };
  } finally {
    await db.destroy();
  }
}

/**
 * 5,000 rows as staff fill the template: a quarter paid nothing yet, the rest one to three instalments, one in ten
 * with a discount, enrolled on days spread over February to April (each payment is dated on its enrolment day).
 */
async function workbook(groups: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(IMPORT_SHEET);
  ws.addRow(IMPORT_COLUMNS.map((c) => c.header));
  for (let i = 0; i < MAX_IMPORT_ROWS; i++) {
    const paid = i % 4;
    const row: Record<string, unknown> = {
      ci: String(7_000_000 + i),
      names: `ESTUDIANTE ${i}`,
      surnames: `APELLIDO${i % 97} PRUEBA${i % 13}`,
      phone: `7${String(1_000_000 + i)}`,
      semester: SEMESTER,
      group: groups[i % groups.length],
      enrolledOn: `${String(1 + (i % 28)).padStart(2, '0')}/${String(2 + (i % 3)).padStart(2, '0')}/2026`,
      discount: i % 10 === 0 ? '50' : '',
      paidCount: paid || '',
      paidAmount: '',
      paymentType: paid ? 'EFECTIVO' : '',
      guardianName: i % 2 ? `APODERADO ${i}` : '',
      guardianPhone: i % 2 ? `6${String(1_000_000 + i)}` : '',
    };
    ws.addRow(IMPORT_COLUMNS.map((c) => row[c.key] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * A GET on a connection of its own, as another member of staff's browser: the app's processes take connections
 * in turn, so about one in `workers` lands on the process running the import.
 */
function getOnce(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends the small request every 100 ms until stopped; answers each one's time from its scheduled instant. */
function startProbe(base: string, headers: Record<string, string>) {
  const samples: number[] = [];
  const failures: string[] = [];
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  const tick = () => {
    const scheduled = started + sent * PROBE_EVERY_MS;
    sent += 1;
    pending.push(
      getOnce(`${base}/api/paymentTypes/selectPaymentType/1/1`, headers).then(
        (status) => {
          if (status === 200) samples.push(performance.now() - scheduled);
          else failures.push(`HTTP ${status}`);
        },
        (err: Error) => {
          failures.push(err.message);
        },
      ),
    );
    timer = setTimeout(tick, Math.max(0, started + sent * PROBE_EVERY_MS - performance.now()));
  };
  let timer = setTimeout(tick, 0);
  return {
    /** Stops sending and, once every request sent has answered, its figures. */
    async stop() {
      clearTimeout(timer);
      await Promise.all(pending);
      return { samples: [...samples], failures };
    },
  };
}

interface ImportMeasure {
  call: 'vista previa' | 'importación';
  ms: number;
  status: number;
  summary: string;
  probe: { count: number; p50: number; p95: number; max: number; failures: string[] };
}

/** Fresh database, app started, then the preview and the confirm of the 5,000 rows, each with the probe beside it. */
async function measureImport(url: string, workers?: number): Promise<{ bytes: number; measures: ImportMeasure[] }> {
  const { branchId, groups } = await freshDatabase(url);
  const bytes = await workbook(groups);
  const app = await startAppProcess(url, workers);
  try {
    const { token } = await login(app.base);
    const headers = { authorization: `Bearer ${token}`, 'x-department-id': '1' };
    const measures: ImportMeasure[] = [];
    for (const [call, step] of [
      ['vista previa', 'preview'],
      ['importación', 'confirm'],
    ] as const) {
      const probe = startProbe(app.base, headers);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'estudiantes.xlsx');
      const begun = performance.now();
      const res = await fetch(`${app.base}/api/studentImport/${step}?idDepartament=1&idBranchOffice=${branchId}`, {
        method: 'POST',
        body: form,
        headers,
      });
      const body = (await res.json().catch(() => null)) as {
        msg?: string;
        totales?: Record<string, number>;
        data?: Record<string, number>;
      } | null;
      const ms = performance.now() - begun;
      const { samples, failures } = await probe.stop();
      const totals = body?.totales ?? body?.data;
      const summary =
        res.status !== 200
          ? `HTTP ${res.status}: ${body?.msg ?? ''}`
          : `${totals?.filas} filas, ${totals?.errores} con error, ${totals?.inscripciones} inscripciones, ${totals?.pagos} pagos`;
      measures.push({
        call,
        ms,
        status: res.status,
        summary,
        probe: {
          count: samples.length,
          p50: percentile(samples, 50),
          p95: percentile(samples, 95),
          max: Math.max(...samples),
          failures,
        },
      });
    }
    return { bytes: bytes.length, measures };
  } finally {
    app.stop();
  }
}

/**
 * The table rows of one engine: each call against 20 s, and the small request's p95 meanwhile against a list's
 * budget. A run that fails (a refused connection, a crashed process) is a failed row, not a lost table.
 */
export async function importRows(engine: string, url: string, workers?: number): Promise<string[][]> {
  const ok = (met: boolean) => (met ? 'cumple' : 'NO cumple');
  const ms = (value: number) =>
    value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  console.info(`${engine}: importación de ${ROWS_TEXT} estudiantes…`);
  let measured: Awaited<ReturnType<typeof measureImport>>;
  try {
    measured = await measureImport(url, workers);
  } catch (err) {
    console.info(`${engine}: importación: ${(err as Error).stack ?? err}`);
    return [
      [
        `Importar ${ROWS_TEXT} estudiantes`,
        engine,
        'falló',
        (err as Error).message.slice(0, 80),
        `≤ ${ms(IMPORT_GOAL_MS)}`,
        ok(false),
      ],
    ];
  }
  const { bytes, measures } = measured;
  return measures.flatMap((m) => [
    [
      `Importar ${ROWS_TEXT} estudiantes (.xlsx de ${(bytes / 1024).toFixed(0)} kB): ${m.call}`,
      engine,
      ms(m.ms),
      m.summary,
      `≤ ${ms(IMPORT_GOAL_MS)}`,
      ok(m.status === 200 && m.ms <= IMPORT_GOAL_MS && !/ [1-9]\d* con error/.test(m.summary)),
    ],
    [
      `  mientras tanto, una petición pequeña cada ${PROBE_EVERY_MS} ms: p95 (${m.probe.count} peticiones)`,
      engine,
      ms(m.probe.p95),
      `mediana ${ms(m.probe.p50)} · máx. ${ms(m.probe.max)} · errores ${m.probe.failures.length}${m.probe.failures.length ? ` (${m.probe.failures[0]})` : ''}`,
      `≤ ${ms(PROBE_GOAL_MS)}`,
      ok(m.probe.p95 <= PROBE_GOAL_MS && !m.probe.failures.length),
    ],
  ]);
}
