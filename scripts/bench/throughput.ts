import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { startAppProcess, startProcess, type BenchProcess } from './app-process.js';
import { login } from './dataset-app.js';
import { median } from './stats.js';

export interface ThroughputCase { name: string; path: string }
export interface ThroughputResult { name: string; app: number; bare: number }

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return result.requests.average as number;
}

/**
 * Requests per second at 32 connections: the app (`workers` processes of its own, on `databaseUrl`, the
 * administrator's session) and bare Koa (one process) answering the same bytes, in rounds of A then B, medians of 3.
 */
export async function measureThroughput(databaseUrl: string, cases: ThroughputCase[], workers = 1): Promise<ThroughputResult[]> {
  const app = await startAppProcess(databaseUrl, workers);
  const bodies = path.join(tmpdir(), `bench-bodies-${process.pid}.json`);
  let bare: BenchProcess | undefined;
  try {
    const headers = { authorization: `Bearer ${(await login(app.base)).token}`, 'x-department-id': '1' };
    const answers: Record<string, { body: string; contentRange: string | null }> = {};
    for (const c of cases) {
      const res = await fetch(`${app.base}${c.path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
      answers[c.path] = { body: await res.text(), contentRange: res.headers.get('content-range') };
    }
    writeFileSync(bodies, JSON.stringify(answers));
    bare = await startProcess(['scripts/bench/bare-koa.ts'], { BODIES: bodies }, (output) => Number(/PORT (\d+)/.exec(output)?.[1]) || null);
    const results: ThroughputResult[] = [];
    for (const c of cases) {
      const appRuns: number[] = [];
      const bareRuns: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        appRuns.push(await requestsPerSecond(`${app.base}${c.path}`, headers));
        bareRuns.push(await requestsPerSecond(`${bare.base}${c.path}`, headers));
      }
      results.push({ name: c.name, app: median(appRuns), bare: median(bareRuns) });
    }
    return results;
  } finally {
    app.stop();
    bare?.stop();
  }
}
