import type { Knex } from 'knex';
import puppeteer from 'puppeteer-core';
import type { Actor } from '../../api/src/http/session.js';
import { receiptData } from '../../api/src/modules/payments/payment-receipt.documents.js';
import { checkBrowserAvailable, LAUNCH_ARGS, pdfOptions } from '../../api/src/pdf/browser.js';
import { receiptDocument } from '../../api/src/pdf/documents.js';
import { withPrintCss } from '../../api/src/pdf/print-css.js';
import { renderHtml } from '../../api/src/pdf/templates.js';
import { interleaved, timed } from './stats.js';

export const RECEIPT_PDF = {
  format: 'letter',
  printBackground: true,
  margin: { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' },
} as const;

export function chromiumPath(): string {
  const executablePath = checkBrowserAvailable();
  if (!executablePath)
    throw new Error('No se encontró chromium (instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH).');
  return executablePath;
}

/** Fetches one payment's receipt from the API and checks that a PDF came back. */
export function receiptFetcher(base: string, token: string): (id: number) => Promise<void> {
  return async (id) => {
    const res = await fetch(`${base}/api/payments/receipt/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-')
      throw new Error(`Recibo ${id}: HTTP ${res.status}`);
  };
}

/** The HTML the app prints for each payment (verification QR included), read and rendered the way the receipt endpoint does. */
export async function receiptPages(db: Knex, actor: Actor, ids: number[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => {
      const { model, options } = await receiptDocument(await receiptData(db, actor, id, 'http://localhost:3000'));
      return renderHtml('receipt', model, options);
    }),
  );
}

/** The receipt's paper as the app prints it (browser.ts renderPdf), for the floor printed the app's way. */
const RECEIPT_APP_PDF = pdfOptions({ format: 'letter', margin: RECEIPT_PDF.margin });

/**
 * A bare Chromium with one warm page, JavaScript off: where the floor is measured. `appWay`: printed as the app
 * prints (browser.ts: its page.pdf() options, the print-only style added), else by page.pdf() with puppeteer's defaults.
 */
async function warmFloorPage(appWay = false) {
  const bare = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  const warm = await bare.newPage();
  await warm.setJavaScriptEnabled(false);
  let next = 0;
  /** ms of setContent + the print of the next page's HTML. */
  const print = (pages: string[]) =>
    timed(async () => {
      const html = pages[next++ % pages.length]!;
      if (appWay) {
        await warm.setContent(withPrintCss(html, {}), { waitUntil: 'load' });
        await warm.pdf(RECEIPT_APP_PDF);
      } else {
        await warm.setContent(html, { waitUntil: 'load' });
        await warm.pdf(RECEIPT_PDF);
      }
    });
  return { print, close: () => bare.close() };
}

/**
 * A receipt through the API and the floors, round by round (one of each, in turns): medians. Measured one after the
 * other, a machine whose speed drifts (other processes on its cores) moved the ratio by 10 % or more. `floor` is
 * the reference: the app's HTML by setContent and page.pdf(). `floorAppWay` prints the same HTML the way the
 * app does (print-only style, the PDF in the print command's answer): the app's own cost is read against it.
 */
export async function receiptAgainstFloor(
  fetchReceipt: (id: number) => Promise<void>,
  ids: number[],
  pages: string[],
  runs: number,
  warmup = 5,
) {
  const floor = await warmFloorPage();
  const floorAppWay = await warmFloorPage(true);
  let next = 0;
  try {
    const [api, floorMs, appWayMs] = await interleaved(
      [
        () => timed(() => fetchReceipt(ids[next++ % ids.length]!)),
        () => floor.print(pages),
        () => floorAppWay.print(pages),
      ],
      runs,
      warmup,
    );
    return { api: api!, floor: floorMs!, floorAppWay: appWayMs! };
  } finally {
    await floor.close();
    await floorAppWay.close();
  }
}

/** Receipts per second through the API with `clients` requests at once, over `count` receipts. */
export async function receiptsPerSecond(
  fetchReceipt: (id: number) => Promise<void>,
  ids: number[],
  count: number,
  clients: number,
): Promise<number> {
  let left = count;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) await fetchReceipt(ids[next++ % ids.length]!);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}
