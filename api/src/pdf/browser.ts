/**
 * One headless Chromium per process, shared by every document.
 *
 * - Launched lazily on the first document and kept as a promise, so concurrent first
 *   requests share one launch; relaunched on the next document after a crash/disconnect.
 * - Pages are kept warm (page-pool.ts): a page goes back to the pool only after a document
 *   that finished cleanly; after an error, a stall or a timeout it is closed, and a browser
 *   that cannot even close a page is killed and relaunched.
 * - At most DOCUMENT_CONCURRENCY documents render at once (default 4); each has a
 *   DOCUMENT_TIMEOUT_MS budget (default 20 s) once it holds a slot. A page that has not taken its
 *   content after DOCUMENT_STALL_MS (default 8 s) is abandoned and the document tried once more
 *   on a fresh page within the same budget, as is a document whose browser died under it. A long
 *   document (PdfOptions.lines) gets one more budget, and stall time, per 1,000 lines: the busy
 *   month's report is minutes of honest work on a loaded machine, never a 504 (issue 27).
 * - JavaScript is disabled and every network request is refused (each document's own CSP, offline.ts): templates are
 *   self-contained (inline CSS, SVG and data: URIs).
 * - `closeBrowser()` is registered with lib/shutdown's hooks (the server runs them on
 *   SIGTERM/SIGINT); tests call it in afterAll. Puppeteer's own signal handlers are
 *   disabled so they do not change the server's SIGINT/SIGTERM behaviour. Puppeteer kills
 *   the browser on a normal exit; for kill -9, crashes and test workers torn down without
 *   closeBrowser(), chromium-wrapper.sh sets a parent-death signal (Linux, util-linux setpriv).
 */
import { type Browser, type Page, TimeoutError } from 'puppeteer-core';
import { positiveIntFromEnv } from '../config.js';
import { shutdownHooks } from '../lib/shutdown.js';
import { DocumentError, DocumentTimeout } from './errors.js';
import { launchBrowser } from './launch.js';
import { offline } from './offline.js';
import { acquirePage, discardPage, forgetIdlePages, returnPage } from './page-pool.js';
import { printInline, printParameters, printStreamed } from './print-call.js';
import { withPrintCss } from './print-css.js';
import { Semaphore } from './semaphore.js';

export { checkBrowserAvailable, LAUNCH_ARGS } from './launch.js';
export {
  BROWSER_FAILED_MESSAGE, BROWSER_MISSING_MESSAGE, DOCUMENT_TIMEOUT_MESSAGE, DocumentBrowserMissing, DocumentError, DocumentTimeout,
} from './errors.js';

const CONCURRENCY = positiveIntFromEnv('DOCUMENT_CONCURRENCY', 4);
const TIMEOUT_MS = positiveIntFromEnv('DOCUMENT_TIMEOUT_MS', 20_000);
const STALL_MS = positiveIntFromEnv('DOCUMENT_STALL_MS', 8_000);
const slots = new Semaphore(CONCURRENCY);
const screenshots = new Semaphore(1);

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
  forgetIdlePages();
  if (!current) return;
  const browser = await current.catch(() => null);
  await browser?.close().catch(() => undefined);
}

shutdownHooks.add(closeBrowser);

/** A promise that rejects with `error()` after `ms`, and its cancel. */
function deadlineAfter(ms: number, error: () => Error): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), Math.max(0, ms));
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Pages open now (pool and in use), for tests and diagnostics. */
export async function openPageCount(): Promise<number> {
  const browser = browserPromise ? await browserPromise.catch(() => null) : null;
  return browser?.connected ? (await browser.pages()).length : 0;
}

/** The browser died under a document (crash, OOM kill): worth one more try on a new browser. */
class BrowserCrashed extends Error {}
/** A page did not take its content in STALL_MS: worth one more try on a fresh page. */
class DocumentStalled extends Error {}

/**
 * Puts a self-contained HTML document into the page and waits for its load event. Self-contained
 * content loads in milliseconds; one that has not loaded after STALL_MS is on a stuck page, which a
 * fresh page serves instead (runJob), within the same deadline.
 */
async function loadHtml(page: Page, html: string, scale = 1): Promise<void> {
  const stallMs = STALL_MS * scale;
  const stall = deadlineAfter(stallMs, () => new DocumentStalled());
  try {
    await Promise.race([page.setContent(offline(html), { waitUntil: 'load', timeout: stallMs }), stall.promise]);
  } catch (err) {
    throw err instanceof TimeoutError ? new DocumentStalled() : err;
  } finally {
    stall.cancel();
  }
}

/** One attempt: a warm page (or a new one) until `deadline`; a page that failed is discarded. */
async function attemptJob<T>(job: (page: Page) => Promise<T>, deadline: number): Promise<T> {
  const state: { page?: Page; browser?: Browser; finished: boolean; ok: boolean } = { finished: false, ok: false };
  const work = (async () => {
    const browser = await getBrowser();
    state.browser = browser;
    const page = await acquirePage(browser);
    if (state.finished) {
      // The deadline passed while the page was being prepared: nobody will discard it but us.
      void discardPage(page);
      throw new DocumentTimeout();
    }
    state.page = page;
    const result = await job(page);
    state.ok = true;
    return result;
  })();
  work.catch(() => undefined); // the race reports the error; avoid an unhandled rejection
  const limit = deadlineAfter(deadline - Date.now(), () => new DocumentTimeout());
  try {
    return await Promise.race([work, limit.promise]);
  } catch (err) {
    if (!(err instanceof DocumentError) && !(err instanceof DocumentStalled) && state.browser && !state.browser.connected) {
      throw new BrowserCrashed(String(err));
    }
    throw err;
  } finally {
    state.finished = true;
    limit.cancel();
    // Only a page whose document completed before the deadline is clean enough to reuse.
    if (state.page) await (state.ok ? returnPage(state.page, CONCURRENCY) : discardPage(state.page));
  }
}

/**
 * Runs a document job in a slot, within DOCUMENT_TIMEOUT_MS from taking the slot. A job whose
 * browser died or whose page stalled is tried once more (a document is a pure function of its
 * HTML); the second failure is the caller's: a stall then answers as a timeout.
 */
async function runJob<T>(job: (page: Page) => Promise<T>, scale = 1): Promise<T> {
  await slots.acquire();
  const deadline = Date.now() + TIMEOUT_MS * scale;
  try {
    try {
      return await attemptJob(job, deadline);
    } catch (err) {
      if (!(err instanceof BrowserCrashed) && !(err instanceof DocumentStalled)) throw err;
    }
    try {
      return await attemptJob(job, deadline);
    } catch (err) {
      throw err instanceof DocumentStalled ? new DocumentTimeout() : err;
    }
  } finally {
    slots.release();
  }
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
   * Table lines the document prints. Each LINES_PER_BUDGET of them add one DOCUMENT_TIMEOUT_MS (and stall budget):
   * a month of 6,000 lines is a legitimate minute of work on a busy machine, not a stuck page.
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

/** Renders a complete HTML document to a PDF. */
export async function renderPdf(html: string, options: PdfOptions): Promise<Buffer> {
  const margin = {
    top: '12mm',
    right: '12mm',
    bottom: options.pageNumbers ? '14mm' : '12mm',
    left: '12mm',
    ...options.margin,
  };
  const scale = budgetScale(options.lines);
  const printed = withPrintCss(html, { pageNumbers: options.pageNumbers });
  const paper = printParameters({ format: options.format, landscape: options.landscape, size: options.size, margin, tagged: options.tagged ?? true });
  return runJob(async (page) => {
    await loadHtml(page, printed, scale);
    // A short document comes back in the print command's answer; a list report as a stream (print-call.ts).
    return options.lines ? printStreamed(page, paper, TIMEOUT_MS * scale) : printInline(page, paper);
  }, scale);
}

/** Renders HTML to a PNG of exactly width × height CSS pixels (× scale), e.g. credential cards. */
export async function htmlToPng(
  html: string,
  options: { width: number; height: number; scale?: number },
): Promise<Buffer> {
  return runJob(async (page) => {
    await page.setViewport({ width: options.width, height: options.height, deviceScaleFactor: options.scale ?? 2 });
    await loadHtml(page, html);
    // Chromium paints only the tab in front, and a pooled page is often behind another: a screenshot of it
    // waited for a frame that never came (and puppeteer's close() waits for screenshots). One screenshot at a
    // time, of a page brought to front first.
    const png = await screenshots.use(async () => {
      await page.bringToFront();
      return page.screenshot({ type: 'png', fullPage: false });
    });
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  });
}

/** Numbers for diagnostics and tests. */
export function documentQueueStats(): { running: number; pending: number; limit: number; timeoutMs: number } {
  return { running: slots.running, pending: slots.pending, limit: CONCURRENCY, timeoutMs: TIMEOUT_MS };
}
