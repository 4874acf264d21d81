/**
 * Warm pages for documents, and how a page that misbehaved is got rid of.
 *
 * Opening and preparing a page costs several times more than printing one, so a page whose
 * document finished cleanly waits here for the next one. With JavaScript off and no network a
 * page holds nothing but the DOM, which the next document's content replaces whole.
 *
 * A page that failed is closed instead, within CLOSE_BUDGET_MS. Puppeteer's close() (and
 * newPage()) first wait for every screenshot of the browser to finish, and a screenshot stuck in
 * Chromium never does: a page that will not close in time means a wedged browser, which is
 * killed so that the next document starts a fresh one (getBrowser() relaunches on disconnect).
 */
import type { Browser, Page } from 'puppeteer-core';
import { positiveIntFromEnv } from '../config.js';

const CLOSE_BUDGET_MS = positiveIntFromEnv('DOCUMENT_CLOSE_MS', 3_000);

const idlePages: Page[] = [];

/** No JavaScript; what a document may load is its own Content-Security-Policy's business (offline.ts). */
async function preparePage(page: Page): Promise<void> {
  await page.setJavaScriptEnabled(false);
}

/** Resolves true when `promise` settles within `ms`, false when it has not by then. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(() => true, () => true);
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([settled, late]);
  clearTimeout(timer);
  return result;
}

/**
 * Kills a browser that no longer answers and waits (briefly) for puppeteer to notice: its pending
 * calls reject, and the next getBrowser() launches a new one instead of handing out the dead one.
 */
async function killBrowser(browser: Browser): Promise<void> {
  if (!browser.connected) return;
  const gone = new Promise<void>((resolve) => browser.once('disconnected', () => resolve()));
  browser.process()?.kill('SIGKILL');
  await settlesWithin(gone, CLOSE_BUDGET_MS);
}

/** Closes a page that must not be reused; kills its browser when even that hangs. */
export async function discardPage(page: Page): Promise<void> {
  if (!(await settlesWithin(page.close(), CLOSE_BUDGET_MS))) await killBrowser(page.browser());
}

/** A warm page of this browser, or a new prepared one. */
export async function acquirePage(browser: Browser): Promise<Page> {
  while (idlePages.length) {
    const page = idlePages.pop()!;
    if (!page.isClosed() && page.browser() === browser && browser.connected) return page;
    await discardPage(page);
  }
  const page = await browser.newPage();
  await preparePage(page);
  return page;
}

/** Back to the pool after a clean document, while the pool holds fewer than `capacity` pages. */
export async function returnPage(page: Page, capacity: number): Promise<void> {
  if (!page.isClosed() && page.browser().connected && idlePages.length < capacity) idlePages.push(page);
  else await discardPage(page);
}

/** Forgets the pool (its browser is being closed). */
export function forgetIdlePages(): void {
  idlePages.length = 0;
}
