import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

let built: Promise<string> | undefined;
/**
 * The server as `npm start` runs it: compiled from the current sources by scripts/build-api.mjs, once per test
 * process, into a folder of its own under dist/ (packages are resolved from the project's node_modules).
 */
export function builtServer(): Promise<string> {
  built ??= (async () => {
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    // A test process that is killed leaves its folder: those of runs over since (two hours) are removed here.
    for (const old of readdirSync(path.join(root, 'dist')).filter((name) => name.startsWith('api-test-'))) {
      const full = path.join(root, 'dist', old);
      if (Date.now() - statSync(full).mtimeMs > 2 * 3600_000) rmSync(full, { recursive: true, force: true });
    }
    const dir = mkdtempSync(path.join(root, 'dist', 'api-test-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'build-api.mjs'), dir], { cwd: root });
    return path.join(dir, 'server.js');
  })();
  return built;
}

/** Settings a test must choose itself: none is inherited from the shell that runs the suite. */
const CHOSEN = [
  'DATABASE_URL',
  'DEMO_DATA',
  'ADMIN_USER',
  'ADMIN_PASSWORD',
  'WORKERS',
  'PORT',
  'DATA_DIR',
  'PUPPETEER_EXECUTABLE_PATH',
];

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
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(String(port)));
      });
  });
}

/** Starts the built server as `npm start` does, on env.PORT or a free port; resolves once it announces that it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  env = { ...env, PORT: env.PORT ?? (await freePort()) };
  const child = spawn(process.execPath, ['--enable-source-maps', await builtServer()], {
    cwd: root,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Instituto: http/.test(output)) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${env.PORT}`, pid: child.pid!, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
}

/** Runs the server where it must not start: its exit code and what it printed. */
export async function failedStart(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const child = spawn(process.execPath, ['--enable-source-maps', await builtServer()], {
    cwd: root,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = Date.now();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** JSON (or text) of a request to a started server. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { status: res.status, body: json };
}

/** The node processes started by `pid` (the primary starts its workers, the standby and the port holder). */
export function childrenOf(pid: number): number[] {
  try {
    // A child that died but is not reaped yet (state Z) is no longer a process that serves anything.
    return execFileSync('ps', ['-o', 'pid=,stat=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([id, stat]) => id && !stat?.startsWith('Z'))
      .map(([id]) => Number(id));
  } catch {
    return []; // ps exits 1 when there is none
  }
}

/** The inode of the socket listening on `port` (Linux /proc/net), or null when nothing listens there. */
function listeningInode(port: number): string | null {
  for (const table of ['/proc/net/tcp6', '/proc/net/tcp']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN.
      if (fields[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`) && fields[3] === '0A')
        return fields[9]!;
    }
  }
  return null;
}

/** Which of `pids` hold the socket listening on `port` (the workers that serve, and the port holder). */
export function holdingPort(pids: number[], port: number): number[] {
  const inode = listeningInode(port);
  if (!inode) return [];
  return pids.filter((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
        } catch {
          return false;
        }
      });
    } catch {
      return false; // the process is gone
    }
  });
}

/** The command line of a process, '' once it is gone. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}
