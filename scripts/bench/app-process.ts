import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A process the benchmarks start: the app as `npm start` runs it, or the same-SQL handler. */
export interface BenchProcess {
  port: number;
  base: string;
  pid: number;
  stop(): void;
}

/** The port a reference server (same-sql.ts) prints once it listens: 'PORT <n>'. */
export const printedPort = (output: string) => Number(/PORT (\d+)/.exec(output)?.[1]) || null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts a TypeScript entry point and resolves once `ready` finds the port in its output. */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: (output: string) => number | null,
): Promise<BenchProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onExit = (code: number | null) => reject(new Error(`${args[0]} terminó (${code}): ${output.slice(-500)}`));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = ready(output);
      if (port) {
        resolve({
          port,
          base: `http://127.0.0.1:${port}`,
          pid: child.pid!,
          stop() {
            child.off('exit', onExit);
            child.kill('SIGTERM');
          },
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', onExit);
  });
}

/**
 * The app's own server (api/src/server.ts) on `databaseUrl`, in processes of its own: `workers` of them, or (undefined)
 * as `npm start` chooses (WORKERS of the environment, else one per core, at most 4); `port` or a free one.
 */
export async function startAppProcess(
  databaseUrl: string,
  workers?: number,
  fixedPort?: number,
): Promise<BenchProcess> {
  const port = fixedPort ?? (await freePort());
  return startProcess(
    ['api/src/server.ts'],
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(workers ? { WORKERS: String(workers) } : {}),
    },
    (output) => (output.includes('Instituto: http') ? port : null),
  );
}
