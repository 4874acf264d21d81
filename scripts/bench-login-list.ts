/**
 * npm run bench:login-list — issue 27: from the click on 'Ingresar' on /login (administrator) to the students
 * list (/student) showing its first data row, on the 50k dataset; also to the role's home (/home: the
 * department cards and the dashboard). The administrator reaches the list as the app makes them: /home, the
 * department card, then 'Estudiantes' in the side menu (clicked the moment each appears: no think time).
 *
 * Each run is a fresh browser context (an empty HTTP cache); the login page is loaded and the credentials
 * typed first, as a user does. Median of RUNS (default 5) runs per flow, interleaved; prints where the time
 * of the median run went (each request after the click, its start and end in ms after the click).
 *
 * The admin in dist/ must be current: `npx vite build --logLevel warn` first.
 * Env: DATABASE_URL (default the 50k SQLite file of BENCH_DIR, see scripts/bench/dataset-app.ts), RUNS.
 */
import { statSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { LAUNCH_ARGS } from '../api/src/pdf/browser.js';
import { startAppProcess } from './bench/app-process.js';
import { datasetUrls } from './bench/dataset-app.js';
import { runFlow, waterfall, type FlowRun } from './bench/login-flow.js';
import { chromiumPath } from './bench/receipts.js';
import { median } from './bench/stats.js';

const RUNS = Number(process.env.RUNS ?? 5);
const GOAL_MS = 500;
const ADMIN = { username: 'admin', password: 'Admin2024!' };

/** The milestone a flow is timed to. */
const END: Record<FlowRun['flow'], string> = { home: 'homeDashboard', students: 'studentsRows' };

async function main() {
  const built = statSync(new URL('../dist/admin/index.html', import.meta.url)).mtime;
  console.info(`Admin compilado: ${built.toISOString()} (ejecute \`npx vite build --logLevel warn\` si cambió admin/src)`);
  const url = datasetUrls()[0]!.url;
  console.info(`Base: ${url}`);
  const app = await startAppProcess(url);
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  try {
    // One unrecorded run of each flow: the app's first requests (JIT, SQLite page cache) are not what is measured.
    await runFlow(browser, app.base, 'students', ADMIN);
    await runFlow(browser, app.base, 'home', ADMIN);
    const runs: Record<FlowRun['flow'], FlowRun[]> = { home: [], students: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const flow of (i % 2 ? ['home', 'students'] : ['students', 'home']) as FlowRun['flow'][]) {
        runs[flow].push(await runFlow(browser, app.base, flow, ADMIN));
      }
    }
    for (const flow of ['students', 'home'] as const) report(flow, runs[flow]);
    const students = median(runs.students.map((r) => r.marks[END.students]!));
    console.info(`\nMeta: lista de estudiantes ≤ ${GOAL_MS / 1000} s tras 'Ingresar' (mediana de ${RUNS}): ${(students / 1000).toFixed(2)} s — ${students <= GOAL_MS ? 'cumple' : 'NO cumple'}`);
  } finally {
    await browser.close();
    app.stop();
  }
}

function report(flow: FlowRun['flow'], runs: FlowRun[]) {
  const end = END[flow];
  const times = runs.map((r) => r.marks[end]!);
  const mid = median(times);
  const title = flow === 'students' ? 'Ingresar → lista de estudiantes (/student, primera fila)' : 'Ingresar → inicio (/home, departamentos y resumen)';
  console.info(`\n${title}: mediana ${mid.toFixed(0)} ms; corridas: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.marks)))].filter((k) => k !== 'click');
  console.info(`  hitos (mediana, ms tras el clic): ${names.map((k) => `${k} ${median(runs.map((r) => r.marks[k] ?? NaN).filter(Number.isFinite)).toFixed(0)}`).join(' · ')}`);
  const typical = runs.reduce((best, r) => (Math.abs(r.marks[end]! - mid) < Math.abs(best.marks[end]! - mid) ? r : best));
  console.info(`  antes del clic (página de login y lo que precargó): ${typical.before.count} peticiones, ${typical.before.scripts} scripts, ${(typical.before.bytes / 1024).toFixed(0)} kB`);
  console.info(`  después del clic (corrida mediana): ${typical.after.length} peticiones, ${(typical.after.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(0)} kB; `
    + `hilo principal ocupado en tareas largas ${typical.longTasks.reduce((s, t) => s + t.ms, 0).toFixed(0)} ms`);
  for (const line of waterfall(typical)) console.info(line);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
