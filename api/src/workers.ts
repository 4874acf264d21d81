import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { StartError } from './config.js';

/** Each process starts its own Chromium on its first document: a large machine does not get dozens by default. */
const DEFAULT_MAX = 4;

/**
 * WORKERS: how many processes serve the app (default: one per core, at most 4). They share the port through
 * node:cluster and the database through the engine: nothing that matters lives in a process (sessions,
 * throttles and receipt counters are rows; SQLite transactions take the write lock when they begin).
 */
export function workerCount(): number {
  const raw = process.env.WORKERS;
  if (raw === undefined || raw === '') return Math.min(availableParallelism(), DEFAULT_MAX);
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new StartError(`WORKERS no válido: ${raw} (un entero de 1 a 64)`);
  return count;
}

/**
 * The primary process: starts `count` workers, starts again one that dies (a crash must not leave the
 * counter short of a process), calls `ready` once all listen, and on SIGTERM/SIGINT stops them and exits.
 */
export function superviseWorkers(count: number, ready: () => void): void {
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === count) ready();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Proceso ${worker.process.pid} terminó (${signal ?? code}); se inicia otro.`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: cerrando ${Object.keys(cluster.workers ?? {}).length} procesos...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) cluster.fork();
}
