/**
 * The general report PDF (type 0, every cashier) of the busiest month of a dataset: the month is the
 * department and calendar month with the most report lines (payments, other income, expenses), found by SQL; each
 * download asks for its progress (?progreso=) and polls GET /api/reports/documentProgress/<token> meanwhile, as the
 * admin's dialog does. Used by npm run bench and npm run bench:busy-report.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { addDays, todayLaPaz } from '../../api/src/lib/time.js';
import type { DatasetApp } from './dataset-app.js';
import { processTreeCpu } from './proc-cpu.js';
import { median } from './stats.js';

export const BUSY_REPORT_GOAL_MS = 5_000;
const POLL_MS = 50;

/** Lines of the busy month (5,934 group payments and the rest): a shorter month is widened to reach them. */
const BUSY_REPORT_LINES = 6_000;

interface BusyRange {
  departmentId: number;
  month: string;
  start: string;
  end: string;
  lines: number;
}

/**
 * The department and month with the most report lines (UTC days of the stored instants; the report takes La Paz
 * days), widened by the days after it (or before, at today) until it holds BUSY_REPORT_LINES lines: the benchmark
 * dataset's busiest month holds about half of them.
 */
async function busiestRange(db: Knex): Promise<BusyRange> {
  const day = (column: string) => db.raw('substr(??, 1, 10) as day', [column]);
  const counts = await Promise.all([
    db('payments')
      .where('status', 1)
      .select('departmentId', day('paidAt'))
      .count({ n: '*' })
      .groupBy('departmentId', 'day'),
    db('incomes')
      .where('status', 1)
      .select('departmentId', day('paidAt'))
      .count({ n: '*' })
      .groupBy('departmentId', 'day'),
    db('expenses')
      .where('status', 1)
      .select('departmentId', day('registeredAt'))
      .count({ n: '*' })
      .groupBy('departmentId', 'day'),
  ]);
  const today = todayLaPaz();
  const lines = new Map<string, number>();
  const months = new Map<string, number>();
  for (const row of counts.flat() as Array<{ departmentId: number; day: string; n: number | string }>) {
    if (row.day > today) continue;
    lines.set(`${row.departmentId}|${row.day}`, (lines.get(`${row.departmentId}|${row.day}`) ?? 0) + Number(row.n));
    months.set(
      `${row.departmentId}|${row.day.slice(0, 7)}`,
      (months.get(`${row.departmentId}|${row.day.slice(0, 7)}`) ?? 0) + Number(row.n),
    );
  }
  const [best] = [...months].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('El conjunto de datos no tiene pagos.');
  const [department, month] = best[0].split('|') as [string, string];
  let [start, end, total] = [`${month}-01`, addDays(`${month}-01`, -1), 0];
  // The whole month first, then day by day until the lines are there (never past today).
  while (end < today) {
    const next = addDays(end, 1);
    if (next.slice(0, 7) > month && total >= BUSY_REPORT_LINES) break;
    end = next;
    total += lines.get(`${department}|${end}`) ?? 0;
  }
  while (total < BUSY_REPORT_LINES && start > '2010-01-01') {
    start = addDays(start, -1);
    total += lines.get(`${department}|${start}`) ?? 0;
  }
  return { departmentId: Number(department), month, start, end, lines: total };
}

export interface Sample {
  ms: number;
  bytes: number;
  pages: number;
  firstProgressMs: number | null;
  stages: string[];
  cpu: number | null;
}

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
    return {
      ms,
      bytes: pdf.length,
      pages,
      firstProgressMs,
      stages,
      cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    };
  } finally {
    done = true;
    await poll;
  }
}

export interface BusyReport {
  month: string;
  start: string;
  end: string;
  lines: number;
  path: string;
  cold: Sample;
  samples: Sample[];
  together: Sample[];
  /** Medians: wall time, CPU of the app and its Chromium (s), first progress answer. */
  ms: number;
  cpu: number | null;
  firstProgressMs: number | null;
}

/**
 * One unrecorded download (it launches Chromium), `runs` timed one after the other, then `atOnce` at the same time
 * (each must answer 200: a failure throws).
 */
export async function measureBusyReport(
  app: DatasetApp,
  runs: number,
  atOnce: number,
  onSample: (sample: Sample, i: number) => void = () => {},
): Promise<BusyReport> {
  const busiest = await busiestRange(app.db);
  const path = `/api/reports/cashierReport/${busiest.departmentId}/null/null/${busiest.start}/${busiest.end}/0/report.pdf`;
  const cold = await download(app, path);
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await download(app, path));
    onSample(samples[i]!, i);
  }
  // Several at once (DOCUMENT_CONCURRENCY is 4): each must still answer, within its budget, never a 504.
  const together = await Promise.all(Array.from({ length: atOnce }, () => download(app, path)));
  const progress = samples.map((s) => s.firstProgressMs).filter((v): v is number => v !== null);
  const cpu = samples.map((s) => s.cpu).filter((v): v is number => v !== null);
  return {
    month: busiest.month,
    start: busiest.start,
    end: busiest.end,
    lines: busiest.lines,
    path,
    cold,
    samples,
    together,
    ms: median(samples.map((s) => s.ms)),
    cpu: cpu.length ? median(cpu) : null,
    firstProgressMs: progress.length ? median(progress) : null,
  };
}
