/**
 * One headless Chromium per process, shared by every document.
 *
 * - Launched lazily on the first document and kept as a promise, so concurrent first
 *   requests share one launch; relaunched on the next document after a crash/disconnect.
 * - Pages are kept warm in a pool (at most DOCUMENT_CONCURRENCY): opening and preparing a
 *   page costs several times more than printing one. A page goes back to the pool only after
 *   a document that finished cleanly; after an error or a timeout it is closed, and a crashed
 *   browser takes its pages with it. With JavaScript off and no network, a page holds nothing
 *   but the DOM, which the next document's setContent replaces whole.
 * - At most DOCUMENT_CONCURRENCY documents render at once (default 4); each has a
 *   DOCUMENT_TIMEOUT_MS budget (default 20 s) once it holds a slot.
 * - JavaScript is disabled and every network request is refused: templates are
 *   self-contained (inline CSS, SVG and data: URIs).
 * - `closeBrowser()` is registered with lib/shutdown's hooks (the server runs them on
 *   SIGTERM/SIGINT); tests call it in afterAll. Puppeteer's own signal handlers are
 *   disabled so they do not change the server's SIGINT/SIGTERM behaviour. Puppeteer kills
 *   the browser on a normal exit; for kill -9, crashes and test workers torn down without
 *   closeBrowser(), chromium-wrapper.sh sets a parent-death signal (Linux, util-linux setpriv).
 */
import { type Browser, type Page } from 'puppeteer-core';
import { AppError } from '../http/errors.js';
import { shutdownHooks } from '../lib/shutdown.js';
import { DocumentTimeout, launchBrowser } from './launch.js';
import { Semaphore } from './semaphore.js';

export {
  BROWSER_MISSING_MESSAGE, checkBrowserAvailable, DOCUMENT_TIMEOUT_MESSAGE, DocumentBrowserMissing, DocumentTimeout,
  LAUNCH_ARGS,
} from './launch.js';

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const CONCURRENCY = positiveInt(process.env.DOCUMENT_CONCURRENCY, 4);
const TIMEOUT_MS = positiveInt(process.env.DOCUMENT_TIMEOUT_MS, 20_000);
const slots = new Semaphore(CONCURRENCY);

let browserPromise: Promise<Browser> | null = null;

/** The shared browser, launched on first use and again after it disconnected. */
export async function getBrowser(): Promise<Browser> {
  if (browserPromise) {
    const current = browserPromise;
    const browser = await current.catch(() => null);
    if (browser?.connected) return browser;
    if (browserPromise === current) browserPromise = null;
    if (browserPromise) return getBrowser();
  }
  const launching = launchBrowser();
  browserPromise = launching;
  try {
    const browser = await launching;
    browser.once('disconnected', () => {
      if (browserPromise === launching) browserPromise = null;
    });
    return browser;
  } catch (err) {
    if (browserPromise === launching) browserPromise = null;
    throw err;
  }
}

/** Closes the shared browser (server shutdown, test teardown). Safe to call more than once. */
export async function closeBrowser(): Promise<void> {
  const current = browserPromise;
  browserPromise = null;
  idlePages.length = 0;
  if (!current) return;
  const browser = await current.catch(() => null);
  await browser?.close().catch(() => undefined);
}

shutdownHooks.add(closeBrowser);

function timeout(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentTimeout()), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

async function preparePage(page: Page): Promise<void> {
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url === 'about:blank') void request.continue();
    else void request.abort('blockedbyclient');
  });
}

/** Prepared pages waiting for the next document. */
const idlePages: Page[] = [];

async function acquirePage(browser: Browser): Promise<Page> {
  while (idlePages.length) {
    const page = idlePages.pop()!;
    if (!page.isClosed() && page.browser() === browser && browser.connected) return page;
    await page.close().catch(() => undefined);
  }
  const page = await browser.newPage();
  await preparePage(page);
  return page;
}

async function releasePage(page: Page, reusable: boolean): Promise<void> {
  if (reusable && !page.isClosed() && page.browser().connected && idlePages.length < CONCURRENCY) idlePages.push(page);
  else await page.close().catch(() => undefined);
}

/** Pages open now (pool and in use), for tests and diagnostics. */
export async function openPageCount(): Promise<number> {
  const browser = browserPromise ? await browserPromise.catch(() => null) : null;
  return browser?.connected ? (await browser.pages()).length : 0;
}

class BrowserCrashed extends Error {}

/** One attempt: a warm page (or a new one), under the concurrency cap and the timeout. */
async function runJobOnce<T>(job: (page: Page) => Promise<T>): Promise<T> {
  await slots.acquire();
  const state: { page?: Page; browser?: Browser; finished: boolean; ok: boolean } = { finished: false, ok: false };
  const work = (async () => {
    const browser = await getBrowser();
    state.browser = browser;
    const page = await acquirePage(browser);
    if (state.finished) {
      // Timed out while the page was being prepared: nobody will release it but us.
      await page.close().catch(() => undefined);
      throw new DocumentTimeout();
    }
    state.page = page;
    const result = await job(page);
    state.ok = true;
    return result;
  })();
  work.catch(() => undefined); // the race reports the error; avoid an unhandled rejection
  const limit = timeout(TIMEOUT_MS);
  try {
    return await Promise.race([work, limit.promise]);
  } catch (err) {
    if (!(err instanceof AppError) && state.browser && !state.browser.connected) throw new BrowserCrashed(String(err));
    throw err;
  } finally {
    state.finished = true;
    limit.cancel();
    // Only a page whose document completed before the deadline is clean enough to reuse.
    if (state.page) await releasePage(state.page, state.ok);
    slots.release();
  }
}

/** Runs a document job; when the browser died under it (crash, OOM kill) it is retried once on a new browser. */
async function runJob<T>(job: (page: Page) => Promise<T>): Promise<T> {
  try {
    return await runJobOnce(job);
  } catch (err) {
    if (err instanceof BrowserCrashed) return runJobOnce(job);
    throw err;
  }
}

export interface PdfOptions {
  format: 'letter' | 'legal';
  landscape?: boolean;
  /** CSS lengths; default 12 mm on every side (bottom 14 mm with page numbers). */
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
  /** Prints "Página N de M" at the bottom right of every page. */
  pageNumbers?: boolean;
  /** A paper size of its own (CSS lengths), instead of `format`: credential cards. */
  size?: { width: string; height: string };
}

const FOOTER_TEMPLATE = `<div style="width:100%;font-size:7.5pt;font-family:'Liberation Sans',Arial,sans-serif;
color:#555;text-align:right;padding:0 12mm;">Página <span class="pageNumber"></span> de <span class="totalPages"></span></div>`;

/** Renders a complete HTML document to a PDF. */
export async function renderPdf(html: string, options: PdfOptions): Promise<Buffer> {
  const margin = {
    top: '12mm',
    right: '12mm',
    bottom: options.pageNumbers ? '14mm' : '12mm',
    left: '12mm',
    ...options.margin,
  };
  return runJob(async (page) => {
    await page.setContent(html, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const pdf = await page.pdf({
      ...(options.size ? { width: options.size.width, height: options.size.height } : { format: options.format }),
      landscape: options.size ? false : options.landscape ?? false,
      printBackground: true,
      margin,
      displayHeaderFooter: options.pageNumbers ?? false,
      headerTemplate: '<span></span>',
      footerTemplate: options.pageNumbers ? FOOTER_TEMPLATE : '<span></span>',
      timeout: TIMEOUT_MS,
    });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  });
}

/** Renders HTML to a PNG of exactly width × height CSS pixels (× scale), e.g. credential cards. */
export async function htmlToPng(
  html: string,
  options: { width: number; height: number; scale?: number },
): Promise<Buffer> {
  return runJob(async (page) => {
    await page.setViewport({ width: options.width, height: options.height, deviceScaleFactor: options.scale ?? 2 });
    await page.setContent(html, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const png = await page.screenshot({ type: 'png', fullPage: false });
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  });
}

/** Numbers for diagnostics and tests. */
export function documentQueueStats(): { running: number; pending: number; limit: number; timeoutMs: number } {
  return { running: slots.running, pending: slots.pending, limit: CONCURRENCY, timeoutMs: TIMEOUT_MS };
}
