import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { childrenOf, commandOf, holdingPort, startServer } from './processes/server-process.js';

/**
 * The built server (as `npm start` runs it) with WORKERS=2 under a light load, while its serving workers are killed
 * one after another: no connection attempt is ever refused, none is left without an answer, and each dead worker
 * has a replacement listening within 2 s. Process supervision does not depend on the engine: SQLite only.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'instituto-restarts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KILLS = 3;

/** One GET /api/health on a new connection each time (no keep-alive): its outcome, or the error code. */
function health(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 20_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer'), { code: 'HUNG' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

async function until(check: () => boolean, ms: number, every = 20) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, every));
  return check();
}

it('never refuses a connection while serving workers are killed, and replaces each within 2 s', async () => {
  const app = await startServer({
    DATABASE_URL: `sqlite:${path.join(dir, 'restarts.sqlite')}`,
    DATA_DIR: dir,
    WORKERS: '2',
  });
  const port = Number(new URL(app.url).port);
  /** The workers that serve: they hold the listening socket and run the server (the holder runs port-holder.js). */
  const serving = () => holdingPort(childrenOf(app.pid), port).filter((pid) => commandOf(pid).includes('server.js'));
  const outcomes = new Map<string, number>();
  let loading = true;
  const clients = Array.from({ length: 3 }, async () => {
    while (loading) {
      const outcome = await health(port);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  const restarts: number[] = [];
  try {
    expect(serving()).toHaveLength(2);
    for (let kill = 1; kill <= KILLS; kill++) {
      const before = serving();
      process.kill(before[0]!, 'SIGKILL');
      const killedAt = Date.now();
      const replaced = await until(() => serving().some((pid) => !before.includes(pid)), 10_000);
      restarts.push(Date.now() - killedAt);
      expect(replaced, app.output()).toBe(true);
      // The next standby is ready before the next kill (starting one takes seconds on a busy machine).
      const ready = (text: string) => text.match(/en reserva, listo para reemplazar/g)?.length ?? 0;
      expect(await until(() => ready(app.output()) >= kill, 60_000, 100), app.output()).toBe(true);
    }
  } finally {
    loading = false;
    await Promise.all(clients);
    await app.stop();
  }
  const answered = Object.fromEntries(outcomes);
  console.info(
    `worker restarts: listening again after ${restarts.join(', ')} ms; connections: ${JSON.stringify(answered)}`,
  );
  // A connection the killed worker had accepted is reset (an answer: the client retries at once); none may be
  // refused or left waiting, and most are plain 200s.
  expect(
    Object.keys(answered).filter((outcome) => !['200', 'ECONNRESET'].includes(outcome)),
    JSON.stringify(answered),
  ).toEqual([]);
  expect(answered['200']).toBeGreaterThan(KILLS * 10);
  // The requirement is 2 s; a promoted standby listens in well under half a second even on a loaded machine.
  expect(Math.max(...restarts), `restarts (ms): ${restarts.join(', ')}`).toBeLessThan(2000);
  expect(app.output().match(/terminó \(SIGKILL\); lo reemplaza el proceso \d+, en reserva\./g)).toHaveLength(KILLS);
}, 240_000); // builds the server, starts it with its workers and waits for three standbys: a minute on a loaded 2-core machine
