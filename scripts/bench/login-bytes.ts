import puppeteer from 'puppeteer-core';
import { LAUNCH_ARGS } from '../../api/src/pdf/browser.js';
import { chromiumPath } from './receipts.js';

/**
 * Runs in the page before its scripts: the wall-clock time the login card's password field enters the DOM.
 * A string, not a function: tsx would wrap a function in a helper the page does not have.
 */
const CARD_CLOCK = `new MutationObserver((_, observer) => {
  if (!document.querySelector('input[type="password"]')) return;
  window.__cardAt = performance.timeOrigin + performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/**
 * What Chromium downloads to show /login without a session: bytes on the wire (as encoded by the server) of
 * the scripts and of everything requested before the card is in the page, read from the DevTools protocol.
 * What the page fetches after that (the admin app it loads while the user types, main.tsx) is `prefetched`, not
 * part of showing /login. Plain http, so brotli is not offered and the figure is the gzip one.
 */
export async function loginPageBytes(base: string): Promise<{ scripts: number; total: number; prefetched: number }> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(CARD_CLOCK);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sent = new Map<string, number>();
    const types = new Map<string, string>();
    const finished: Array<{ requestId: string; bytes: number }> = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      sent.set(event.requestId, event.wallTime * 1000);
    });
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
    });
    cdp.on('Network.loadingFinished', (event) => {
      finished.push({ requestId: event.requestId, bytes: event.encodedDataLength });
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[type="password"]');
    const cardAt = (await page.evaluate('window.__cardAt')) as number;
    let scripts = 0;
    let total = 0;
    let prefetched = 0;
    for (const { requestId, bytes } of finished) {
      const script = types.get(requestId) === 'Script';
      if ((sent.get(requestId) ?? 0) > cardAt) {
        if (script) prefetched += bytes;
        continue;
      }
      total += bytes;
      if (script) scripts += bytes;
    }
    return { scripts, total, prefetched };
  } finally {
    await browser.close();
  }
}
