import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = path.join(root, 'api', 'src', 'server.ts');

/** Settings a test must choose itself: none is inherited from the shell that runs the suite. */
const CHOSEN = ['DATABASE_URL', 'DEMO_DATA', 'ADMIN_USER', 'ADMIN_PASSWORD', 'WORKERS', 'PORT', 'DATA_DIR', 'PUPPETEER_EXECUTABLE_PATH'];

function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !CHOSEN.includes(key)));
  return { ...base, WORKERS: '1', LOG_REQUESTS: '0', JWT_SECRET: 'test-secret', ...env };
}

export interface ServerProcess {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the system's choice), so a test never depends on a fixed one being free. */
export function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(String(port)));
    });
  });
}

/** Starts api/src/server.ts as `npm start` does, on env.PORT or a free port; resolves once it announces that it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  env = { ...env, PORT: env.PORT ?? await freePort() };
  const child = spawn(process.execPath, [tsx, server], { cwd: root, env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { void stop(); reject(new Error(`server did not start:\n${output}`)); }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Instituto: http/.test(output)) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${env.PORT}`, pid: child.pid!, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited (${code}):\n${output}`)); });
  });
}

/** Runs the server where it must not start: its exit code and what it printed. */
export function failedStart(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [tsx, server], { cwd: root, env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

/** JSON (or text) of a request to a started server. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any = text;
  try { json = JSON.parse(text); } catch { /* plain text */ }
  return { status: res.status, body: json };
}

/** The node processes started by `pid` (the tsx launcher starts the primary, the primary its workers). */
export function childrenOf(pid: number): number[] {
  try {
    // A child that died but is not reaped yet (state Z) is no longer a process that serves anything.
    return execFileSync('ps', ['-o', 'pid=,stat=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n')
      .map((line) => line.trim().split(/\s+/)).filter(([id, stat]) => id && !stat?.startsWith('Z')).map(([id]) => Number(id));
  } catch {
    return []; // ps exits 1 when there is none
  }
}
