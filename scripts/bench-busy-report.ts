/**
 * npm run bench:busy-report — the general report PDF (type 0, every cashier) of the busiest month of the dataset
 * with 500,000 payments (16.6 s, and a 504 under load, before 2026-11-26). The month is the department
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
import { datasetUrls, openDatasetApp } from './bench/dataset-app.js';
import { BUSY_REPORT_GOAL_MS, measureBusyReport } from './bench/busy-report.js';
import { printTable } from './bench/stats.js';

const RUNS = Number(process.env.RUNS ?? 3);
const AT_ONCE = Number(process.env.AT_ONCE ?? 3);
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const app = await openDatasetApp(datasetUrls()[1]!, { app: port });
try {
  const report = await measureBusyReport(app, RUNS, AT_ONCE, (sample, i) => {
    console.info(
      `  ${i + 1}: ${(sample.ms / 1000).toFixed(2)} s, CPU servidor + Chromium ${sample.cpu === null ? '—' : `${sample.cpu.toFixed(2)} s`}, ` +
        `primer avance ${sample.firstProgressMs === null ? '—' : `${sample.firstProgressMs.toFixed(0)} ms`} (${sample.stages.join(' → ')})`,
    );
  });
  console.info(
    `Mes con más líneas: ${report.month} (medido del ${report.start} al ${report.end}: ${report.lines} líneas)\n${report.path}`,
  );
  console.info(`Primera petición (inicia Chromium, no se cuenta): ${(report.cold.ms / 1000).toFixed(2)} s`);
  console.info(`  ${AT_ONCE} a la vez: ${report.together.map((s) => `${(s.ms / 1000).toFixed(2)} s`).join(', ')}`);
  const last = report.samples.at(-1)!;
  console.info('');
  printTable([
    ['Medida', 'Valor', 'Meta', ''],
    [
      `Reporte general PDF, ${report.start} a ${report.end}, ${report.lines} líneas (mediana de ${RUNS})`,
      `${(report.ms / 1000).toFixed(2)} s`,
      '≤ 5 s',
      report.ms <= BUSY_REPORT_GOAL_MS ? 'cumple' : 'NO cumple',
    ],
    [
      'CPU del servidor y su Chromium por reporte (mediana)',
      report.cpu === null ? '—' : `${report.cpu.toFixed(2)} s`,
      '',
      '',
    ],
    ['Tamaño del PDF', `${(last.bytes / 1024 / 1024).toFixed(2)} MB`, '', ''],
    ['Páginas', String(last.pages), '', ''],
    [
      `El más lento de ${AT_ONCE} a la vez (todos 200)`,
      `${(Math.max(...report.together.map((s) => s.ms)) / 1000).toFixed(2)} s`,
      '',
      '',
    ],
    [
      'Primera respuesta de documentProgress (mediana)',
      report.firstProgressMs === null ? 'ninguna' : `${report.firstProgressMs.toFixed(0)} ms`,
      '',
      '',
    ],
  ]);
} finally {
  await app.close();
}
process.exit(0);
