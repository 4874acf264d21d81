/**
 * npm run bench:receipts-load — receipts under load and the memory they leave (issue 14):
 * 1. receipts per second through the API with CONCURRENCY (default 4) clients at once, over LOAD receipts
 *    (default 200), beside the same count one at a time;
 * 2. resident memory (the server process plus every Chromium process of its shared browser, read from /proc)
 *    after 100 receipts and after TOTAL (default 1,000): flat means within 10 %.
 * Not part of npm test: figures depend on the machine. Linux only (reads /proc).
 *
 * Env: CONCURRENCY, LOAD, TOTAL.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db.js';
import { closeBrowser, getBrowser } from '../api/src/pdf/browser.js';
import { seed } from '../seeds/index.js';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const LOAD = Number(process.env.LOAD ?? 200);
const TOTAL = Number(process.env.TOTAL ?? 1000);

/** Resident kB of a process (VmRSS), 0 when it is gone. */
function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The browser's process and all its descendants (renderers, GPU, zygotes). */
function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch { /* exited meanwhile */ }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []));
  return out;
}

async function memoryMb(): Promise<{ server: number; chromium: number }> {
  const pid = (await getBrowser()).process()?.pid;
  const chromium = pid ? descendants(pid).reduce((sum, p) => sum + rssKb(p), 0) : 0;
  return { server: rssKb(process.pid) / 1024, chromium: chromium / 1024 };
}

const file = path.join(tmpdir(), `bench-receipts-load-${process.pid}.sqlite`);
const db = await openDatabase(`sqlite:${file}`);
const server = createServer(createApp({ db, config: loadConfig(), logger: { info() {}, error() {} } }).callback());
try {
  console.info('Preparando base de datos de demostración…');
  await seed(db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const { token } = await (await fetch(`${base}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'cajero', password: 'Cajero2024!' }),
  })).json() as { token: string };
  const ids: number[] = await db('payments').whereNotNull('instalmentId').orderBy('id').limit(50).pluck('id');
  let next = 0;
  const receipt = async () => {
    const id = ids[next++ % ids.length]!;
    const res = await fetch(`${base}/api/payments/receipt/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`Recibo ${id}: HTTP ${res.status}`);
  };
  const run = async (count: number, clients: number) => {
    let left = count;
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, async () => { while (left-- > 0) await receipt(); }));
    return count / ((performance.now() - started) / 1000);
  };

  for (let i = 0; i < 5; i++) await receipt();
  const single = await run(LOAD, 1);
  const parallel = await run(LOAD, CONCURRENCY);
  console.info(`Recibos por segundo, uno a la vez: ${single.toFixed(1)}/s`);
  console.info(`Recibos por segundo, ${CONCURRENCY} a la vez: ${parallel.toFixed(1)}/s`);

  // Memory: the receipts so far (10 + 2×LOAD) are the warm-up; measure at 100 more, then up to TOTAL.
  await run(100, CONCURRENCY);
  const at100 = await memoryMb();
  await run(TOTAL - 100, CONCURRENCY);
  const atTotal = await memoryMb();
  const show = (m: { server: number; chromium: number }) => `servidor ${m.server.toFixed(0)} MB + Chromium ${m.chromium.toFixed(0)} MB = ${(m.server + m.chromium).toFixed(0)} MB`;
  console.info(`Memoria tras 100 recibos: ${show(at100)}`);
  console.info(`Memoria tras ${TOTAL} recibos: ${show(atTotal)}`);
  console.info(`Crecimiento: ${(((atTotal.server + atTotal.chromium) / (at100.server + at100.chromium) - 1) * 100).toFixed(1)} %`);
} finally {
  server.close();
  await closeBrowser();
  await db.destroy();
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
process.exit(0);
