/**
 * npm run bench:receipts — what the shared Puppeteer browser buys for payment receipts.
 *
 * 1. Through the API (HTTP + database + the process's one shared browser): GET /api/payments/receipt/{id}
 *    RECEIPTS times (default 200) after a short warm-up; median ms per receipt.
 * 2. The naive alternative, a browser launched per receipt: the same receipt (same data read, same HTML)
 *    rendered by a freshly launched Chromium closed afterwards, LAUNCHES times (default 20); median ms.
 * 3. The floor: the same HTML printed by page.pdf() on one warm page of a bare Chromium, FLOOR times
 *    (default 100); what no server can beat.
 * Prints the medians and the ratios. Not part of npm test: timings depend on the machine.
 *
 * Env: RECEIPTS, LAUNCHES, FLOOR, WARMUP (default 5).
 */
import puppeteer from 'puppeteer-core';
import { actorOf } from '../api/src/http/session.js';
import { receiptData } from '../api/src/modules/payments/payment.receipt.js';
import { checkBrowserAvailable, LAUNCH_ARGS } from '../api/src/pdf/browser.js';
import { receiptViewModel } from '../api/src/pdf/documents.js';
import { renderHtml } from '../api/src/pdf/templates.js';
import { startDemoApp } from './bench-demo.js';

const RECEIPTS = Number(process.env.RECEIPTS ?? 200);
const LAUNCHES = Number(process.env.LAUNCHES ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 5);
const FLOOR = Number(process.env.FLOOR ?? 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const executablePath = checkBrowserAvailable();
  if (!executablePath) throw new Error('No se encontró chromium (instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH).');
  const { db, user, ids, fetchReceipt, close } = await startDemoApp('bench-receipts');
  try {
    for (let i = 0; i < WARMUP; i++) await fetchReceipt(ids[i % ids.length]!);
    const shared: number[] = [];
    for (let i = 0; i < RECEIPTS; i++) {
      const started = performance.now();
      await fetchReceipt(ids[i % ids.length]!);
      shared.push(performance.now() - started);
    }
    console.info(`Navegador compartido (API): ${RECEIPTS} recibos, mediana ${ms(median(shared))} por recibo`);

    const actor = actorOf(user);
    const htmlOf = async (id: number) => renderHtml('receipt', receiptViewModel(await receiptData(db, actor, id)), { format: 'letter' });
    const pages = await Promise.all(ids.slice(0, 10).map(htmlOf));
    const bare = await puppeteer.launch({ executablePath, headless: true, args: [...LAUNCH_ARGS] });
    const floor: number[] = [];
    try {
      const warm = await bare.newPage();
      await warm.setJavaScriptEnabled(false);
      for (let i = 0; i < FLOOR + WARMUP; i++) {
        const started = performance.now();
        await warm.setContent(pages[i % pages.length]!, { waitUntil: 'load' });
        await warm.pdf({ format: 'letter', printBackground: true, margin: { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' } });
        if (i >= WARMUP) floor.push(performance.now() - started);
      }
    } finally {
      await bare.close();
    }
    console.info(`Piso (page.pdf() en una página caliente, sin servidor): ${FLOOR} recibos, mediana ${ms(median(floor))} por recibo`);
    console.info(`Relación (API / piso): ${(median(shared) / median(floor)).toFixed(2)}x`);

    const perLaunch: number[] = [];
    for (let i = 0; i < LAUNCHES; i++) {
      const started = performance.now();
      const data = await receiptData(db, actor, ids[i % ids.length]!);
      const html = renderHtml('receipt', receiptViewModel(data), { format: 'letter' });
      const browser = await puppeteer.launch({ executablePath, headless: true, args: [...LAUNCH_ARGS] });
      try {
        const page = await browser.newPage();
        await page.setJavaScriptEnabled(false);
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf({ format: 'letter', printBackground: true, margin: { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' } });
        if (Buffer.from(pdf).subarray(0, 5).toString() !== '%PDF-') throw new Error('PDF no válido');
      } finally {
        await browser.close();
      }
      perLaunch.push(performance.now() - started);
    }
    console.info(`Un navegador por recibo: ${LAUNCHES} recibos, mediana ${ms(median(perLaunch))} por recibo`);
    console.info(`Relación (un navegador por recibo / navegador compartido): ${(median(perLaunch) / median(shared)).toFixed(1)}x`);
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
