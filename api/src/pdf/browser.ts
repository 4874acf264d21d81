/**
 * One headless Chromium per process, shared by every document.
 *
 * - Launched lazily on the first document and kept as a promise, so concurrent first requests share one launch;
 *   relaunched on the next document after a crash or disconnect. A document whose browser died under it is tried
 *   once more on the new one (a document is a pure function of its HTML).
 * - At most DOCUMENT_CONCURRENCY documents render at once (p-limit, default 4); each has a DOCUMENT_TIMEOUT_MS
 *   budget (default 20 s) once it holds a slot, then answers the Spanish 504. A long document (PdfOptions.lines)
 *   gets one more budget per 1,000 lines: the busy month's report is minutes of honest work on a loaded machine.
 * - A PDF is printed on a warm page: up to DOCUMENT_CONCURRENCY pages wait between documents, emptied (an empty
 *   document written) before they are used again. Opening and closing a tab cost ~145 ms of a 290 ms receipt, and the
 *   receipt's budget under load is 300 ms (docs/PERFORMANCE.md). A page that failed or timed out, and a PNG's page
 *   (its viewport was changed), are closed instead. A page that will not close within DOCUMENT_CLOSE_MS means a
 *   wedged browser (puppeteer's close() waits for a screenshot stuck in Chromium), which is killed so that the next
 *   document launches a fresh one.
 * - JavaScript is disabled and every network request is refused (each document's own CSP, offline.ts): templates
 *   are self-contained (inline CSS, SVG and data: URIs).
 * - `closeBrowser()` is registered with lib/shutdown's hooks (the server runs them on SIGTERM/SIGINT); tests call it
 *   in afterAll. Puppeteer's own signal handlers are disabled (launch.ts). Puppeteer kills the browser on a normal
 *   exit; for kill -9, crashes and test workers torn down without closeBrowser(), chromium-wrapper.sh sets a
 *   parent-death signal (Linux, util-linux setpriv).
 */
import pLimit from 'p-limit';
import { type Browser, type Page, type PDFOptions, TimeoutError } from 'puppeteer-core';
import { positiveIntFromEnv } from '../config.js';
import { shutdownHooks } from '../lib/shutdown.js';
import { DocumentError, DocumentTimeout } from './errors.js';
import { launchBrowser } from './launch.js';
import { offline } from './offline.js';
import { withPrintCss } from './print-css.js';

export { checkBrowserAvailable, LAUNCH_ARGS } from './launch.js';
export { BROWSER_FAILED_MESSAGE, BROWSER_MISSING_MESSAGE, DocumentBrowserMissing, DocumentTimeout } from './errors.js';

const CONCURRENCY = positiveIntFromEnv('DOCUMENT_CONCURRENCY', 4);
const TIMEOUT_MS = positiveIntFromEnv('DOCUMENT_TIMEOUT_MS', 20_000);
const CLOSE_MS = positiveIntFromEnv('DOCUMENT_CLOSE_MS', 3_000);
const slots = pLimit(CONCURRENCY);
/** Chromium paints only the tab in front: a screenshot of a page behind another waited for a frame that never came. */
const screenshots = pLimit(1);

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
      idlePages.clear();
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
  idlePages.clear();
  if (!current) return;
  const browser = await current.catch(() => null);
  await browser?.close().catch(() => undefined);
}

shutdownHooks.add(closeBrowser);

/** Resolves true when `promise` settles within `ms`, false when it has not by then. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a document's page; a browser that cannot even do that is killed, and puppeteer given time to notice. */
async function closePage(page: Page): Promise<void> {
  if (await settlesWithin(page.close(), CLOSE_MS)) return;
  const browser = page.browser();
  if (!browser.connected) return;
  const gone = new Promise<void>((resolve) => browser.once('disconnected', () => resolve()));
  browser.process()?.kill('SIGKILL');
  await settlesWithin(gone, CLOSE_MS);
}

const EMPTY_DOCUMENT = '<!doctype html><title></title>';

/** Emptied pages of the current browser waiting for the next PDF; forgotten with their browser. */
const idlePages = new Set<Page>();

/** A warm page of `browser` when one waits, else a new one with JavaScript off. */
async function takePage(browser: Browser): Promise<Page> {
  for (const page of idlePages) {
    idlePages.delete(page);
    if (page.browser() === browser && !page.isClosed()) return page;
  }
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  return page;
}

/**
 * After a document: the page is emptied and waits for the next one, unless enough wait already; emptying it frees
 * the document's memory (a long report) and leaves no one's data on it. Not awaited by the document's answer.
 * Emptied by writing an empty document, not by navigating: a page that shows a written document is already at
 * about:blank, and puppeteer's goto('about:blank') could resolve before that navigation committed, which then
 * destroyed the next document's context under its setContent ("Execution context was destroyed").
 */
async function givePageBack(page: Page): Promise<void> {
  if (idlePages.size >= CONCURRENCY || !page.browser().connected) return closePage(page);
  const emptied = await settlesWithin(
    page.setContent(EMPTY_DOCUMENT, { waitUntil: 'load', timeout: CLOSE_MS }).then(() => true),
    CLOSE_MS,
  ).catch(() => false);
  if (emptied && page.browser().connected && !page.isClosed() && idlePages.size < CONCURRENCY) idlePages.add(page);
  else await closePage(page);
}

/** The browser died under a document (crash, OOM kill): worth one more try on a new browser. */
class BrowserCrashed extends Error {}

/**
 * One attempt of a document on a page, until `deadline`. The page goes back to the warm ones when the document
 * succeeded and `reuse` allows it; else it is closed, whatever happened.
 */
async function attempt<T>(job: (page: Page) => Promise<T>, deadline: number, reuse: boolean): Promise<T> {
  const state: { browser?: Browser; page?: Page; finished: boolean; succeeded: boolean } = {
    finished: false,
    succeeded: false,
  };
  const work = (async () => {
    state.browser = await getBrowser();
    const page = await takePage(state.browser);
    // The deadline passed while the page was opening: nobody else will close it.
    if (state.finished) {
      void closePage(page);
      throw new DocumentTimeout();
    }
    state.page = page;
    const result = await job(page);
    state.succeeded = true;
    return result;
  })();
  work.catch(() => undefined); // the race reports the error; avoid an unhandled rejection
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentTimeout()), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (err) {
    if (err instanceof TimeoutError) throw new DocumentTimeout();
    if (!(err instanceof DocumentError) && state.browser && !state.browser.connected)
      throw new BrowserCrashed(String(err));
    throw err;
  } finally {
    state.finished = true;
    clearTimeout(timer);
    if (state.page && state.succeeded && reuse) void givePageBack(state.page);
    else if (state.page) await closePage(state.page);
  }
}

/** Runs a document job in a slot, within `timeoutMs` from taking the slot; once more if its browser died under it. */
function runJob<T>(job: (page: Page) => Promise<T>, timeoutMs: number, reuse: boolean): Promise<T> {
  return slots(async () => {
    const deadline = Date.now() + timeoutMs;
    try {
      return await attempt(job, deadline, reuse);
    } catch (err) {
      if (!(err instanceof BrowserCrashed)) throw err;
      return attempt(job, deadline, reuse);
    }
  });
}

export interface PdfOptions {
  format: 'letter' | 'legal';
  landscape?: boolean;
  /** CSS lengths; default 12 mm on every side (bottom 14 mm with page numbers). */
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
  /** Prints "Página N de M" at the bottom right of every page (a CSS page-margin box, print-css.ts). */
  pageNumbers?: boolean;
  /** A paper size of its own (CSS lengths), instead of `format`: credential cards. */
  size?: { width: string; height: string };
  /**
   * Table lines the document prints. Each LINES_PER_BUDGET of them add one DOCUMENT_TIMEOUT_MS: a month of 6,000
   * lines is a legitimate minute of work on a busy machine, not a stuck page.
   */
  lines?: number;
  /**
   * Accessibility tags (default true). Chromium tags every table cell as its own object (≈ 3 KB a line): a
   * 6,000-line report weighed 21 MB tagged, 1.3 MB untagged. Long list reports leave them out.
   */
  tagged?: boolean;
}

const LINES_PER_BUDGET = 1_000;
/** How many standard budgets a document gets: one, plus one per LINES_PER_BUDGET lines. */
const budgetScale = (lines = 0): number => 1 + Math.floor(lines / LINES_PER_BUDGET);

/**
 * page.pdf()'s options for a document's paper and margins. No wait for document.fonts.ready (JavaScript is off, and
 * the only web fonts a document may load are data: URIs, in by the load event); no timeout of its own: the
 * document's budget bounds it.
 */
export function pdfOptions(options: PdfOptions): PDFOptions {
  const margin = {
    top: '12mm',
    right: '12mm',
    bottom: options.pageNumbers ? '14mm' : '12mm',
    left: '12mm',
    ...options.margin,
  };
  const paper = options.size
    ? { width: options.size.width, height: options.size.height }
    : { format: options.format, landscape: options.landscape ?? false };
  return { ...paper, margin, printBackground: true, tagged: options.tagged ?? true, waitForFonts: false, timeout: 0 };
}

/** Renders a complete HTML document to a PDF. */
export async function renderPdf(html: string, options: PdfOptions): Promise<Buffer> {
  const printed = offline(withPrintCss(html, { pageNumbers: options.pageNumbers }));
  const pdf = await runJob(
    async (page) => {
      await page.setContent(printed, { waitUntil: 'load', timeout: 0 });
      return page.pdf(pdfOptions(options));
    },
    TIMEOUT_MS * budgetScale(options.lines),
    true,
  );
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** Renders HTML to a PNG of exactly width × height CSS pixels (× scale), e.g. credential cards. */
export async function htmlToPng(
  html: string,
  options: { width: number; height: number; scale?: number },
): Promise<Buffer> {
  const png = await runJob(
    async (page) => {
      await page.setViewport({ width: options.width, height: options.height, deviceScaleFactor: options.scale ?? 2 });
      await page.setContent(offline(html), { waitUntil: 'load', timeout: 0 });
      // One screenshot at a time, of a page brought to front first.
      return screenshots(async () => {
        await page.bringToFront();
        return page.screenshot({ type: 'png', fullPage: false });
      });
    },
    TIMEOUT_MS,
    false,
  );
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

/** Numbers for diagnostics and tests. */
export function documentQueueStats(): { running: number; pending: number; limit: number; timeoutMs: number } {
  return { running: slots.activeCount, pending: slots.pendingCount, limit: CONCURRENCY, timeoutMs: TIMEOUT_MS };
}
