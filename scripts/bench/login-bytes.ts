import puppeteer from 'puppeteer-core';
import { LAUNCH_ARGS } from '../../api/src/pdf/browser.js';
import { chromiumPath } from './receipts.js';

/**
 * What Chromium downloads to show /login without a session: bytes on the wire (as encoded by the server) of
 * the scripts and of everything, read from the DevTools protocol. Plain http, so brotli is not offered and
 * the figure is the gzip one.
 */
export async function loginPageBytes(base: string): Promise<{ scripts: number; total: number }> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    let scripts = 0;
    let total = 0;
    cdp.on('Network.responseReceived', (event) => { types.set(event.requestId, event.type); });
    cdp.on('Network.loadingFinished', (event) => {
      total += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') scripts += event.encodedDataLength;
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[type="password"]');
    return { scripts, total };
  } finally {
    await browser.close();
  }
}
