/**
 * npm run bench:login-list — from the click on 'Ingresar' on /login (administrator) to the students
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
import { datasetUrls } from './bench/dataset-app.js';
import { waterfall, type FlowRun } from './bench/login-flow.js';
import { FLOW_END, LOGIN_LIST_GOAL_MS, measureLoginList } from './bench/login-list.js';
import { median } from './bench/stats.js';

const RUNS = Number(process.env.RUNS ?? 5);

async function main() {
  const built = statSync(new URL('../dist/admin/index.html', import.meta.url)).mtime;
  console.info(
    `Admin compilado: ${built.toISOString()} (ejecute \`npx vite build --logLevel warn\` si cambió admin/src)`,
  );
  const url = datasetUrls()[0]!.url;
  console.info(`Base: ${url}`);
  const { runs, studentsMs } = await measureLoginList(url, RUNS);
  for (const flow of ['students', 'home'] as const) report(flow, runs[flow]);
  console.info(
    `\nMeta: lista de estudiantes ≤ ${LOGIN_LIST_GOAL_MS / 1000} s tras 'Ingresar' (mediana de ${RUNS}): ${(studentsMs / 1000).toFixed(2)} s — ${studentsMs <= LOGIN_LIST_GOAL_MS ? 'cumple' : 'NO cumple'}`,
  );
}

function report(flow: FlowRun['flow'], runs: FlowRun[]) {
  const end = FLOW_END[flow];
  const times = runs.map((r) => r.marks[end]!);
  const mid = median(times);
  const title =
    flow === 'students'
      ? 'Ingresar → lista de estudiantes (/student, primera fila)'
      : 'Ingresar → inicio (/home, departamentos y resumen)';
  console.info(`\n${title}: mediana ${mid.toFixed(0)} ms; corridas: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.marks)))].filter((k) => k !== 'click');
  console.info(
    `  hitos (mediana, ms tras el clic): ${names.map((k) => `${k} ${median(runs.map((r) => r.marks[k] ?? NaN).filter(Number.isFinite)).toFixed(0)}`).join(' · ')}`,
  );
  const typical = runs.reduce((best, r) =>
    Math.abs(r.marks[end]! - mid) < Math.abs(best.marks[end]! - mid) ? r : best,
  );
  console.info(
    `  antes del clic (página de login y lo que precargó): ${typical.before.count} peticiones, ${typical.before.scripts} scripts, ${(typical.before.bytes / 1024).toFixed(0)} kB`,
  );
  console.info(
    `  después del clic (corrida mediana): ${typical.after.length} peticiones, ${(typical.after.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(0)} kB; ` +
      `hilo principal ocupado en tareas largas ${typical.longTasks.reduce((s, t) => s + t.ms, 0).toFixed(0)} ms`,
  );
  for (const line of waterfall(typical)) console.info(line);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
