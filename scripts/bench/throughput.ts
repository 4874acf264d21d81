import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { printedPort, startAppProcess, startProcess, type BenchProcess } from './app-process.js';
import { startSameSql } from './capture.js';
import { login } from './dataset-app.js';
import { median } from './stats.js';

export interface ThroughputCase { name: string; path: string; /** % of the same-SQL handler's requests per second (issue 27). */ goal?: number }

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Issue 27's first goal: the REST students page ≥ 90 % of the same-SQL handler, the light lists ≥ 60 %. */
export const THROUGHPUT_CASES: ThroughputCase[] = [
  { name: 'Estudiantes REST, página de 25', path: `/api/rest/students?sort=${json(['apellidos', 'ASC'])}&range=${json([0, 24])}`, goal: 90 },
  { name: 'Semestres REST', path: `/api/rest/semesters?sort=${json(['nombreSemestre', 'ASC'])}&range=${json([0, 24])}`, goal: 60 },
  { name: 'Turnos (catálogo) REST', path: `/api/rest/turns?sort=${json(['id', 'ASC'])}&range=${json([0, 24])}`, goal: 60 },
];
export interface ThroughputResult {
  name: string;
  app: number;
  sameSql: number;
  bare: number;
  /** Server CPU (user + system) per request in ms, medians of the rounds (one app process only; NaN otherwise). */
  appCpuMs: number;
  sameSqlCpuMs: number;
  /**
   * The app's share of the same-SQL handler's requests per second, in %: the median of the rounds' own ratios (each
   * round runs the two back to back, so a drift of the machine's speed falls on both), not a ratio of medians.
   */
  share: number;
}

const CONNECTIONS = 32;
// Many short rounds rather than a few long ones: on a shared machine the speed of a core drifts by 10 % or more
// within a minute, and only measures taken close together see the same machine.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WARM_UP_SECONDS = 2;

/** Requests per second, and the CPU the server process spent per request meanwhile (ms). */
async function requestsPerSecond(url: string, headers: Record<string, string>, server?: BenchProcess, seconds = SECONDS): Promise<{ rps: number; cpuMs: number }> {
  const cpuBefore = server?.cpuMs() ?? NaN;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { rps: result.requests.average as number, cpuMs: ((server?.cpuMs() ?? NaN) - cpuBefore) / (result.requests.total as number) };
}

/**
 * Requests per second at 32 connections: the app (`workers` processes of its own, on `databaseUrl`, the
 * administrator's session); the same-SQL handler (same-sql.ts, one process: the statements the app ran for that
 * request on the same driver and database, then the same JSON), the honest ceiling; and bare Koa (one process)
 * answering the same bytes with no database at all, kept as information. Rounds of A, B (B, A every other round),
 * C; medians of the rounds, and the app's share as the median of each round's own ratio.
 */
export async function measureThroughput(databaseUrl: string, cases: ThroughputCase[], workers = 1, { bareKoa = true } = {}): Promise<ThroughputResult[]> {
  const app = await startAppProcess(databaseUrl, workers);
  const bodies = path.join(tmpdir(), `bench-bodies-${process.pid}.json`);
  let bare: BenchProcess | undefined;
  let sameSql: BenchProcess | undefined;
  try {
    const headers = { authorization: `Bearer ${(await login(app.base)).token}`, 'x-department-id': '1' };
    const answers: Record<string, { body: string; contentRange: string | null }> = {};
    for (const c of cases) {
      const res = await fetch(`${app.base}${c.path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
      answers[c.path] = { body: await res.text(), contentRange: res.headers.get('content-range') };
    }
    writeFileSync(bodies, JSON.stringify(answers));
    bare = await startProcess(['scripts/bench/bare-koa.ts'], { BODIES: bodies }, printedPort);
    sameSql = await startSameSql(databaseUrl, cases.map((c) => c.path));
    const results: ThroughputResult[] = [];
    for (const c of cases) {
      const appRuns: Array<{ rps: number; cpuMs: number }> = [];
      const sameRuns: Array<{ rps: number; cpuMs: number }> = [];
      const bareRuns: number[] = [];
      // A warm-up for each server first: a freshly started process answers its first seconds at a fraction of
      // its speed while V8 compiles the request path, and the app has much more of it to compile than the others.
      await requestsPerSecond(`${app.base}${c.path}`, headers, undefined, WARM_UP_SECONDS);
      await requestsPerSecond(`${sameSql.base}${c.path}`, headers, undefined, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round++) {
        // The app forks workers when there are several: its own pid's CPU would not be theirs. Every other round the
        // same-SQL handler goes first, so neither always meets the machine as the other left it.
        const runApp = () => requestsPerSecond(`${app.base}${c.path}`, headers, workers === 1 ? app : undefined);
        const runSameSql = () => requestsPerSecond(`${sameSql!.base}${c.path}`, headers, sameSql);
        if (round % 2 === 0) {
          appRuns.push(await runApp());
          sameRuns.push(await runSameSql());
        } else {
          sameRuns.push(await runSameSql());
          appRuns.push(await runApp());
        }
        if (bareKoa) bareRuns.push((await requestsPerSecond(`${bare.base}${c.path}`, headers)).rps);
      }
      results.push({
        name: c.name, app: median(appRuns.map((r) => r.rps)), sameSql: median(sameRuns.map((r) => r.rps)), bare: bareKoa ? median(bareRuns) : NaN,
        appCpuMs: median(appRuns.map((r) => r.cpuMs)), sameSqlCpuMs: median(sameRuns.map((r) => r.cpuMs)),
        share: median(appRuns.map((r, i) => (r.rps / sameRuns[i]!.rps) * 100)),
      });
    }
    return results;
  } finally {
    app.stop();
    bare?.stop();
    sameSql?.stop();
  }
}
