/**
 * npm run bench:receipts-load — receipts under load and the memory they leave:
 * 1. receipts per second through the API with CONCURRENCY (default 4) clients at once, over LOAD receipts
 *    (default 200), beside the same count one at a time;
 * 2. resident memory (the server process plus every Chromium process of its shared browser, read from /proc)
 *    after 100 receipts and after TOTAL (default 1,000): flat means within 10 %.
 * Not part of npm test: figures depend on the machine. Linux only (reads /proc).
 *
 * Env: CONCURRENCY, LOAD, TOTAL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getBrowser } from '../api/src/pdf/browser.js';
import { startDemoApp } from './bench-demo.js';
import { receiptsPerSecond } from './bench/receipts.js';

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
    } catch {
      /* exited meanwhile */
    }
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

const { ids, fetchReceipt, close } = await startDemoApp('bench-receipts-load');
try {
  const run = (count: number, clients: number) => receiptsPerSecond(fetchReceipt, ids, count, clients);
  await run(5, 1);
  const single = await run(LOAD, 1);
  const parallel = await run(LOAD, CONCURRENCY);
  console.info(`Recibos por segundo, uno a la vez: ${single.toFixed(1)}/s`);
  console.info(`Recibos por segundo, ${CONCURRENCY} a la vez: ${parallel.toFixed(1)}/s`);

  // Memory: the receipts so far (10 + 2×LOAD) are the warm-up; measure at 100 more, then up to TOTAL.
  await run(100, CONCURRENCY);
  const at100 = await memoryMb();
  await run(TOTAL - 100, CONCURRENCY);
  const atTotal = await memoryMb();
  const show = (m: { server: number; chromium: number }) =>
    `servidor ${m.server.toFixed(0)} MB + Chromium ${m.chromium.toFixed(0)} MB = ${(m.server + m.chromium).toFixed(0)} MB`;
  console.info(`Memoria tras 100 recibos: ${show(at100)}`);
  console.info(`Memoria tras ${TOTAL} recibos: ${show(atTotal)}`);
  console.info(
    `Crecimiento: ${(((atTotal.server + atTotal.chromium) / (at100.server + at100.chromium) - 1) * 100).toFixed(1)} %`,
  );
} finally {
  await close();
}
process.exit(0);
