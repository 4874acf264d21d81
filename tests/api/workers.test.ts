import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { childrenOf, commandOf, holdingPort, startServer } from './processes/server-process.js';

/**
 * WORKERS=2: a worker that dies must not leave clients waiting on connections it had been given,
 * and its replacement is started at once. Process supervision does not depend on the engine: SQLite only.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'instituto-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** GET /api/health, with how long it took and how it ended (a reset connection is an answer too: it is prompt). */
async function timedHealth(base: string) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}/api/health`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(20_000),
    });
    await res.text();
    return { outcome: String(res.status), ms: Date.now() - started };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return { outcome: (err as Error).name === 'TimeoutError' ? 'hung' : (cause ?? 'error'), ms: Date.now() - started };
  }
}

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return check();
}

it('answers or resets at once every connection of a worker that froze and was killed, and starts its replacement at once', async () => {
  const url = `sqlite:${path.join(dir, 'workers.sqlite')}`;
  const db = await openDatabase(url);
  await seed(db, { referenceOnly: true });
  await db.destroy();
  const app = await startServer({ DATABASE_URL: url, DATA_DIR: dir, WORKERS: '2' });
  try {
    const port = Number(new URL(app.url).port);
    // The two that serve: besides them the primary keeps a standby and the port holder.
    const serving = () => holdingPort(childrenOf(app.pid), port).filter((pid) => commandOf(pid).includes('server.js'));
    expect(await until(() => serving().length === 2, 10_000)).toBe(true);
    const [frozen, other] = serving();
    // A worker stuck in a long computation: it accepts nothing more, then it is killed (as an OOM killer would).
    process.kill(frozen!, 'SIGSTOP');
    const requests = Array.from({ length: 12 }, () => timedHealth(app.url));
    await new Promise((r) => setTimeout(r, 1000));
    process.kill(frozen!, 'SIGKILL');
    const killedAt = Date.now();
    // Forked at once: the primary does not wait for anything before starting the next worker. (Generous bound for a
    // loaded CI machine; the old supervisor left the port without this worker for 5–8 s.)
    const replaced = await until(() => serving().filter((pid) => pid !== other && pid !== frozen).length === 1, 10_000);
    expect(replaced, `serving ${serving().join(',')} (frozen ${frozen}, other ${other})\n${app.output()}`).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    const results = await Promise.all(requests);
    // None waits for a client timeout: the connections end within seconds of the kill (generous for a loaded machine).
    expect(results.filter((r) => r.outcome === 'hung')).toEqual([]);
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(10_000);
    expect(await until(() => app.output().includes('terminó (SIGKILL); lo reemplaza el proceso'), 5_000)).toBe(true);
    expect((await timedHealth(app.url)).outcome).toBe('200');
  } finally {
    await app.stop();
  }
}, 120_000); // builds and starts the server with two workers, a standby and the port holder
