import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { login } from './dataset-app.js';
import { median } from './stats.js';

export interface ThroughputCase { name: string; path: string }
export interface ThroughputResult { name: string; app: number; bare: number }

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

/** Starts a process and resolves once `ready` says so from its output (or rejects when it exits first). */
function start(args: string[], env: Record<string, string>, ready: (output: string) => number | null): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = ready(output);
      if (port) resolve({ child, port });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('exit', (code) => reject(new Error(`${args[0]} terminó (${code}): ${output.slice(-500)}`)));
  });
}

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
  const port = await freePort();
  const app = await start(['api/src/server.ts'], { DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', WORKERS: String(workers) },
    (output) => (output.includes('Instituto: http') ? port : null));
  const bodies = path.join(tmpdir(), `bench-bodies-${process.pid}.json`);
  let bare: { child: ChildProcess; port: number } | undefined;
  try {
    const token = await login(`http://127.0.0.1:${port}`);
    const headers = { authorization: `Bearer ${token}`, 'x-department-id': '1' };
    const answers: Record<string, { body: string; contentRange: string | null }> = {};
    for (const c of cases) {
      const res = await fetch(`http://127.0.0.1:${port}${c.path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
      answers[c.path] = { body: await res.text(), contentRange: res.headers.get('content-range') };
    }
    writeFileSync(bodies, JSON.stringify(answers));
    bare = await start(['scripts/bench/bare-koa.ts'], { BODIES: bodies }, (output) => Number(/PORT (\d+)/.exec(output)?.[1]) || null);
    const results: ThroughputResult[] = [];
    for (const c of cases) {
      const appRuns: number[] = [];
      const bareRuns: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        appRuns.push(await requestsPerSecond(`http://127.0.0.1:${port}${c.path}`, headers));
        bareRuns.push(await requestsPerSecond(`http://127.0.0.1:${bare.port}${c.path}`, headers));
      }
      results.push({ name: c.name, app: median(appRuns), bare: median(bareRuns) });
    }
    return results;
  } finally {
    for (const child of [app.child, bare?.child]) {
      child?.removeAllListeners('exit');
      child?.kill('SIGTERM');
    }
  }
}
