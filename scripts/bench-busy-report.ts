/**
 * npm run bench:busy-report — the general report PDF (type 0, every cashier) of the busiest month of the dataset
 * with 500,000 payments (issue 27: 16.6 s, and a 504 under load, before 2026-11-26). The month is the department
 * and calendar month with the most report lines (payments, other income, expenses), found by SQL. The app runs as
 * `npm start` runs it, in a process of its own; one request launches its Chromium first (printed, not counted),
 * then RUNS requests are timed from the request to the last byte of the PDF. Each asks for its progress
 * (?progreso=) and polls GET /api/reports/documentProgress/<token> meanwhile, as the admin's dialog does: the time to
 * the first answer of that poll is printed too. Goal: the median ≤ 5 s. Not part of npm test.
 *
 * Then AT_ONCE of them (default 3) at the same time: each must answer 200 (a failure stops the benchmark).
 *
 * Env: RUNS (default 3), AT_ONCE (default 3), BENCH_DIR (default the system temp dir; the SQLite datasets are kept
 * there and reused), DATABASE_URL_500K to name another database, BENCH_PORT to run the app on a given port (and
 * BENCH_PORT + 1 for the in-process copy).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { todayLaPaz } from '../api/src/lib/time.js';
import { datasetUrls, openDatasetApp, type DatasetApp } from './bench/dataset-app.js';
import { processTreeCpu } from './bench/proc-cpu.js';
import { median, printTable } from './bench/stats.js';

const RUNS = Number(process.env.RUNS ?? 3);
const GOAL_MS = 5_000;
const POLL_MS = 50;
const AT_ONCE = Number(process.env.AT_ONCE ?? 3);

/** The department and month with the most report lines (UTC months of the stored instants; the report takes La Paz days). */
async function busiestMonth(db: Knex): Promise<{ departmentId: number; month: string; lines: number }> {
  const month = (column: string) => db.raw('substr(??, 1, 7) as month', [column]);
  const counts = await Promise.all([
    db('payments').where('status', 1).select('departmentId', month('paidAt')).count({ n: '*' }).groupBy('departmentId', 'month'),
    db('incomes').where('status', 1).select('departmentId', month('paidAt')).count({ n: '*' }).groupBy('departmentId', 'month'),
    db('expenses').where('status', 1).select('departmentId', month('registeredAt')).count({ n: '*' }).groupBy('departmentId', 'month'),
  ]);
  const lines = new Map<string, number>();
  for (const row of counts.flat() as Array<{ departmentId: number; month: string; n: number | string }>) {
    const key = `${row.departmentId}|${row.month}`;
    lines.set(key, (lines.get(key) ?? 0) + Number(row.n));
  }
  const today = todayLaPaz();
  const [best] = [...lines].filter(([key]) => key.split('|')[1]! <= today.slice(0, 7)).sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('El conjunto de datos no tiene pagos.');
  const [departmentId, busiest] = best[0].split('|');
  return { departmentId: Number(departmentId), month: busiest!, lines: best[1] };
}

/** The month's first and last day, the last no later than today (the report refuses future dates). */
function monthRange(month: string): { start: string; end: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year!, number!, 0)).toISOString().slice(0, 10);
  const today = todayLaPaz();
  return { start: `${month}-01`, end: last > today ? today : last };
}

interface Sample { ms: number; bytes: number; pages: number; firstProgressMs: number | null; stages: string[]; cpu: number | null }

/** One download with its progress polled meanwhile. */
async function download(app: DatasetApp, path: string): Promise<Sample> {
  const token = randomUUID();
  const headers = { authorization: `Bearer ${app.token}`, 'x-department-id': '1' };
  const cpuBefore = processTreeCpu(app.pid);
  const started = performance.now();
  let done = false;
  let firstProgressMs: number | null = null;
  const stages: string[] = [];
  const poll = (async () => {
    while (!done) {
      const res = await fetch(`${app.base}/api/reports/documentProgress/${token}`, { headers });
      if (res.status === 200) {
        firstProgressMs ??= performance.now() - started;
        const { etapa } = (await res.json()) as { etapa: string };
        if (stages.at(-1) !== etapa) stages.push(etapa);
      } else {
        await res.arrayBuffer();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  try {
    const res = await fetch(`${app.base}${path}?progreso=${token}`, { headers });
    const pdf = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${pdf.toString('utf8').slice(0, 200)}`);
    const cpuAfter = processTreeCpu(app.pid);
    // Chromium writes each page object uncompressed: "/Type /Page" (not /Pages).
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
    return { ms, bytes: pdf.length, pages, firstProgressMs, stages, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
  } finally {
    done = true;
    await poll;
  }
}

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const app = await openDatasetApp(datasetUrls()[1]!, { app: port, local: port && port + 1 });
try {
  const busiest = await busiestMonth(app.db);
  const { start, end } = monthRange(busiest.month);
  const path = `/api/reports/cashierReport/${busiest.departmentId}/null/null/${start}/${end}/0/report.pdf`;
  console.info(`Mes con más líneas: ${busiest.month}, departamento ${busiest.departmentId}, ${busiest.lines} líneas\n${path}`);
  const cold = await download(app, path);
  console.info(`Primera petición (inicia Chromium, no se cuenta): ${(cold.ms / 1000).toFixed(2)} s`);
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const sample = await download(app, path);
    samples.push(sample);
    console.info(`  ${i + 1}: ${(sample.ms / 1000).toFixed(2)} s, CPU servidor + Chromium ${sample.cpu === null ? '—' : `${sample.cpu.toFixed(2)} s`}, `
      + `primer avance ${sample.firstProgressMs === null ? '—' : `${sample.firstProgressMs.toFixed(0)} ms`} (${sample.stages.join(' → ')})`);
  }
  // Several at once (DOCUMENT_CONCURRENCY is 4): each must still answer, within its budget, never a 504.
  const together = await Promise.all(Array.from({ length: AT_ONCE }, () => download(app, path)));
  const slowest = Math.max(...together.map((s) => s.ms));
  console.info(`  ${AT_ONCE} a la vez: ${together.map((s) => `${(s.ms / 1000).toFixed(2)} s`).join(', ')}`);
  const ms = median(samples.map((s) => s.ms));
  const progress = samples.map((s) => s.firstProgressMs).filter((v): v is number => v !== null);
  const cpu = samples.map((s) => s.cpu).filter((v): v is number => v !== null);
  const last = samples.at(-1)!;
  console.info('');
  printTable([
    ['Medida', 'Valor', 'Meta', ''],
    [`Reporte general PDF, ${busiest.month} (mediana de ${RUNS})`, `${(ms / 1000).toFixed(2)} s`, '≤ 5 s', ms <= GOAL_MS ? 'cumple' : 'NO cumple'],
    ['CPU del servidor y su Chromium por reporte (mediana)', cpu.length ? `${median(cpu).toFixed(2)} s` : '—', '', ''],
    ['Tamaño del PDF', `${(last.bytes / 1024 / 1024).toFixed(2)} MB`, '', ''],
    ['Páginas', String(last.pages), '', ''],
    [`El más lento de ${AT_ONCE} a la vez (todos 200)`, `${(slowest / 1000).toFixed(2)} s`, '', ''],
    ['Primera respuesta de documentProgress (mediana)', progress.length ? `${median(progress).toFixed(0)} ms` : 'ninguna', '', ''],
  ]);
} finally {
  await app.close();
}
process.exit(0);
