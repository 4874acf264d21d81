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
 *
 * Workers accept connections themselves from the shared socket (SCHED_NONE). Under node's default round-robin
 * the primary accepts each connection and holds it until the worker it was passed to acknowledges it: a worker
 * killed before that left those clients hanging until their own timeout. Now a dead worker's connections are
 * reset by the OS at once, and the connections it never accepted wait in the socket for the others.
 * A worker that dies before the app ever listened is a failed start (it printed why): all stop, exit code 1.
 */
export function superviseWorkers(count: number, ready: () => void): void {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping: false | 'signal' | 'failed' = false;
  let started = false;
  let listening = 0;
  const listened = new Set<number>();
  cluster.on('listening', (worker) => {
    listened.add(worker.id);
    if (++listening === count) {
      started = true;
      ready();
    }
  });
  // Workers that fail to start report their one line here, so it is printed once, not once per worker.
  let reported = false;
  cluster.on('message', (_worker, message: { startFailure?: string }) => {
    if (!message?.startFailure || reported) return;
    reported = !started;
    console.error(message.startFailure);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping === 'failed' ? 1 : 0);
      return;
    }
    if (!started) {
      stopping = 'failed';
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`Proceso ${worker.process.pid} terminó (${signal ?? code}); se inicia otro.`);
    // A replacement that could not even listen is retried after a pause, not in a loop that eats a core.
    if (listened.has(worker.id)) cluster.fork();
    else setTimeout(() => cluster.fork(), 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = 'signal';
    console.info(`${signal}: cerrando ${Object.keys(cluster.workers ?? {}).length} procesos...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) cluster.fork();
}
