import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A process the benchmarks start: the app as `npm start` runs it, or the bare Koa reference. */
export interface BenchProcess {
  port: number;
  base: string;
  stop(): void;
  /** CPU time (user + system) the process has used so far, in ms, from /proc (Linux; NaN elsewhere). */
  cpuMs(): number;
}

/** utime + stime of a process in ms; fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

/** Starts a TypeScript entry point and resolves once `ready` finds the port in its output. */
export function startProcess(args: string[], env: Record<string, string>, ready: (output: string) => number | null): Promise<BenchProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onExit = (code: number | null) => reject(new Error(`${args[0]} terminó (${code}): ${output.slice(-500)}`));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = ready(output);
      if (port) {
        resolve({ port, base: `http://127.0.0.1:${port}`, cpuMs: () => cpuMsOf(child.pid), stop() { child.off('exit', onExit); child.kill('SIGTERM'); } });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('exit', onExit);
  });
}

/** The app's own server (api/src/server.ts) on `databaseUrl` with `workers` processes, in processes of its own. */
export async function startAppProcess(databaseUrl: string, workers = 1): Promise<BenchProcess> {
  const port = await freePort();
  return startProcess(['api/src/server.ts'], { DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', WORKERS: String(workers) },
    (output) => (output.includes('Instituto: http') ? port : null));
}
