/**
 * npm run bench:receipts — what the shared Puppeteer browser buys for payment receipts.
 *
 * 1. Through the API (HTTP + database + the process's one shared browser): GET /api/payments/receipt/{id}
 *    RECEIPTS times (default 200) after a short warm-up; median ms per receipt.
 * 2. The naive alternative, a browser launched per receipt: the same receipt (same data read, same HTML)
 *    rendered by a freshly launched Chromium closed afterwards, LAUNCHES times (default 20); median ms.
 * 3. The floor: the same HTML printed by page.pdf() on one warm page of a bare Chromium, measured in turns
 *    with 1 (one of each per round, so a drift of the machine's speed falls on both). Also the same floor printed
 *    the way the app prints (print-only style, the PDF in the print command's answer): the app's own cost.
 * Prints the medians and the ratios. Not part of npm test: timings depend on the machine.
 *
 * Env: RECEIPTS, LAUNCHES, WARMUP (default 5).
 */
import puppeteer from 'puppeteer-core';
import { actorOf } from '../api/src/http/session.js';
import { receiptData } from '../api/src/modules/payments/payment-receipt.documents.js';
import { LAUNCH_ARGS } from '../api/src/pdf/browser.js';
import { receiptViewModel } from '../api/src/pdf/documents.js';
import { renderHtml } from '../api/src/pdf/templates.js';
import { startDemoApp } from './bench-demo.js';
import { chromiumPath, RECEIPT_PDF, receiptAgainstFloor, receiptPages } from './bench/receipts.js';
import { median } from './bench/stats.js';

const RECEIPTS = Number(process.env.RECEIPTS ?? 200);
const LAUNCHES = Number(process.env.LAUNCHES ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 5);

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  const { db, user, ids, fetchReceipt, close } = await startDemoApp('bench-receipts');
  try {
    const actor = actorOf(user);
    // The API and the floor in turns, RECEIPTS of each (receipts.ts receiptAgainstFloor).
    const {
      api: shared,
      floor,
      floorAppWay,
    } = await receiptAgainstFloor(fetchReceipt, ids, await receiptPages(db, actor, ids.slice(0, 10)), RECEIPTS, WARMUP);
    console.info(`Navegador compartido (API): ${RECEIPTS} recibos, mediana ${ms(shared)} por recibo`);
    console.info(
      `Piso (page.pdf() en una página caliente, sin servidor, en turnos con la API): ${RECEIPTS} recibos, mediana ${ms(floor)} por recibo`,
    );
    console.info(`Relación (API / piso): ${(shared / floor).toFixed(2)}x`);
    console.info(
      `Piso impreso como lo hace la app (estilo solo-impresión, PDF en la respuesta): mediana ${ms(floorAppWay)}; relación ${(shared / floorAppWay).toFixed(2)}x`,
    );

    const perLaunch: number[] = [];
    for (let i = 0; i < LAUNCHES; i++) {
      const started = performance.now();
      const data = await receiptData(db, actor, ids[i % ids.length]!, 'http://localhost:3000');
      const html = renderHtml('receipt', receiptViewModel(data), { format: 'letter' });
      const browser = await puppeteer.launch({ executablePath, headless: true, args: [...LAUNCH_ARGS] });
      try {
        const page = await browser.newPage();
        await page.setJavaScriptEnabled(false);
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf(RECEIPT_PDF);
        if (Buffer.from(pdf).subarray(0, 5).toString() !== '%PDF-') throw new Error('PDF no válido');
      } finally {
        await browser.close();
      }
      perLaunch.push(performance.now() - started);
    }
    console.info(`Un navegador por recibo: ${LAUNCHES} recibos, mediana ${ms(median(perLaunch))} por recibo`);
    console.info(
      `Relación (un navegador por recibo / navegador compartido): ${(median(perLaunch) / shared).toFixed(1)}x`,
    );
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
