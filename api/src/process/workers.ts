import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { StartError } from '../config.js';
import { entryPoint } from './entry-points.js';

/** Each process starts its own Chromium on its first document: a large machine does not get dozens by default. */
const DEFAULT_MAX = 4;

/** Set in the environment of the standby worker (server.ts): it gets ready but listens only when told to. */
export const STANDBY_ENV = 'INSTITUTO_STANDBY';

/**
 * WORKERS: how many processes serve the app (default: one per core, at most 4). They share the port through
 * node:cluster and the database through the engine: nothing that matters lives in a process (sessions,
 * throttles and receipt counters are rows; SQLite transactions take the write lock when they begin).
 */
export function workerCount(): number {
  const raw = process.env.WORKERS;
  if (raw === undefined || raw === '') return Math.min(availableParallelism(), DEFAULT_MAX);
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new StartError(`WORKERS no válido: ${raw} (un entero de 1 a 64)`);
  return count;
}

type Role = 'server' | 'standby' | 'holder';

/**
 * The primary process: keeps `count` workers serving, one standby and one port holder; calls `ready` once all of
 * them are up, and on SIGTERM/SIGINT stops them and exits.
 *
 * Workers accept connections themselves from the shared socket (SCHED_NONE). Under node's default round-robin
 * the primary accepts each connection and holds it until the worker it was passed to acknowledges it: a worker
 * killed before that left those clients hanging until their own timeout. Now a dead worker's connections are
 * reset by the OS at once, and the connections it never accepted wait in the socket for the others.
 *
 * A worker that dies is replaced by the standby, which has already loaded the app and opened the database and
 * only has to listen (a few milliseconds; a fresh process needs one to several seconds on a busy machine); a new
 * standby is then started in the background. The socket stays open meanwhile thanks to the port holder
 * (port-holder.ts): node:cluster closes it when its last listener exits, and connections were then refused
 * until a replacement listened — with WORKERS=1, at every crash.
 *
 * A process that dies before the app ever listened is a failed start (it printed why): all stop, exit code 1.
 */
export function superviseWorkers(count: number, ready: () => void): void {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // The server's own file (the bundle or, under tsx, server.ts): cluster.fork() runs `exec`, set before each fork.
  const serverExec = cluster.settings.exec ?? process.argv[1]!;
  const holderExec = entryPoint('port-holder').file;
  let stopping: false | 'signal' | 'failed' = false;
  let started = false;
  const roles = new Map<number, Role>();
  /** Workers that listened (a server, the holder) or, for the standby, got ready: their replacement starts at once. */
  const up = new Set<number>();

  const fork = (role: Role) => {
    cluster.setupPrimary({ exec: role === 'holder' ? holderExec : serverExec });
    const worker = cluster.fork(role === 'standby' ? { [STANDBY_ENV]: '1' } : {});
    roles.set(worker.id, role);
    return worker;
  };
  const having = (role: Role) =>
    [...roles]
      .filter(([id, r]) => r === role && up.has(id))
      .map(([id]) => cluster.workers?.[id])
      .filter((w): w is Worker => !!w);
  const alive = () => Object.keys(cluster.workers ?? {}).length;
  const checkStarted = () => {
    if (started || having('server').length < count || !having('holder').length || !having('standby').length) return;
    started = true;
    ready();
  };

  cluster.on('listening', (worker) => {
    up.add(worker.id);
    // The holder joins once a worker has bound the port, so a port that cannot be used is reported by that worker.
    if (!started && ![...roles.values()].includes('holder')) fork('holder');
    checkStarted();
  });
  // Workers that fail to start report their one line here, so it is printed once, not once per worker.
  let reported = false;
  cluster.on('message', (worker, message: { startFailure?: string; standbyReady?: boolean }) => {
    if (message?.standbyReady) {
      up.add(worker.id);
      if (started)
        console.info(`Proceso ${worker.process.pid} en reserva, listo para reemplazar al próximo que termine.`);
      checkStarted();
    }
    if (!message?.startFailure || reported) return;
    reported = !started;
    console.error(message.startFailure);
  });
  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker.id)!;
    const wasUp = up.has(worker.id);
    roles.delete(worker.id);
    up.delete(worker.id);
    if (stopping) {
      if (alive() === 0) process.exit(stopping === 'failed' ? 1 : 0);
      return;
    }
    if (!started) {
      stopping = 'failed';
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (alive() === 0) process.exit(1);
      return;
    }
    const [standby] = having('standby');
    if (role === 'server') {
      const by = standby ? `lo reemplaza el proceso ${standby.process.pid}, en reserva` : 'se inicia otro';
      console.error(`Proceso ${worker.process.pid} terminó (${signal ?? code}); ${by}.`);
    }
    let next: Role = role;
    if (role === 'server' && standby) {
      // Promoted: it listens now (the 'listening' event marks it up as a server); a new standby gets ready behind it.
      roles.set(standby.id, 'server');
      up.delete(standby.id);
      standby.send({ serve: true });
      next = 'standby';
    }
    // A replacement that could not even start is retried after a pause, not in a loop that eats a core.
    if (wasUp) fork(next);
    else
      setTimeout(() => {
        if (!stopping) fork(next);
      }, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = 'signal';
    console.info(`${signal}: cerrando...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (alive() === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork('server');
  fork('standby');
}
