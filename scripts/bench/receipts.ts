import type { Knex } from 'knex';
import puppeteer from 'puppeteer-core';
import type { Actor } from '../../api/src/http/session.js';
import { receiptData } from '../../api/src/modules/payments/payment.receipt.js';
import { checkBrowserAvailable, LAUNCH_ARGS } from '../../api/src/pdf/browser.js';
import { receiptDocument } from '../../api/src/pdf/documents.js';
import { renderHtml } from '../../api/src/pdf/templates.js';
import { median } from './stats.js';

export const RECEIPT_PDF = { format: 'letter', printBackground: true, margin: { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' } } as const;

export function chromiumPath(): string {
  const executablePath = checkBrowserAvailable();
  if (!executablePath) throw new Error('No se encontró chromium (instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH).');
  return executablePath;
}

/** Fetches one payment's receipt from the API and checks that a PDF came back. */
export function receiptFetcher(base: string, token: string): (id: number) => Promise<void> {
  return async (id) => {
    const res = await fetch(`${base}/api/payments/receipt/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`Recibo ${id}: HTTP ${res.status}`);
  };
}

/** The HTML the app prints for each payment (verification QR included), read and rendered the way the receipt endpoint does. */
export async function receiptPages(db: Knex, actor: Actor, ids: number[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => {
    const { model, options } = await receiptDocument(await receiptData(db, actor, id, 'http://localhost:3000'));
    return renderHtml('receipt', model, options);
  }));
}

/** The floor: median ms of page.pdf() of the same HTML on one warm page of a bare Chromium, no server. */
export async function receiptFloor(pages: string[], runs: number, warmup = 5): Promise<number> {
  const bare = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  const times: number[] = [];
  try {
    const warm = await bare.newPage();
    await warm.setJavaScriptEnabled(false);
    for (let i = 0; i < runs + warmup; i++) {
      const started = performance.now();
      await warm.setContent(pages[i % pages.length]!, { waitUntil: 'load' });
      await warm.pdf(RECEIPT_PDF);
      if (i >= warmup) times.push(performance.now() - started);
    }
  } finally {
    await bare.close();
  }
  return median(times);
}

/** Median ms of one receipt through the API, one at a time, after a warm-up. */
export async function receiptThroughApi(fetchReceipt: (id: number) => Promise<void>, ids: number[], runs: number, warmup = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const started = performance.now();
    await fetchReceipt(ids[i % ids.length]!);
    if (i >= warmup) times.push(performance.now() - started);
  }
  return median(times);
}

/** Receipts per second through the API with `clients` requests at once, over `count` receipts. */
export async function receiptsPerSecond(fetchReceipt: (id: number) => Promise<void>, ids: number[], count: number, clients: number): Promise<number> {
  let left = count;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (left-- > 0) await fetchReceipt(ids[next++ % ids.length]!);
  }));
  return count / ((performance.now() - started) / 1000);
}
