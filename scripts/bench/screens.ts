/**
 * Each busy screen in Chromium: the time until it shows its content (1) after the click, once the app is
 * loaded — a route change inside the running admin, as a menu link or a row does — and (2) on a first visit with an
 * empty cache — the screen's address opened in a fresh browser context holding only the session (no cached file).
 * "Content": the screen's marker element is in the page and no loading indicator is left in <main>.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { LAUNCH_ARGS } from '../../api/src/pdf/browser.js';
import { chromiumPath } from './receipts.js';
import type { Screen } from './screen-calls.js';
import { median } from './stats.js';

/** What shows a screen's content: its rows, its form, or its calendar grid. */
const MARKERS: Array<[RegExp, string]> = [
  [/^\/student$/, 'main tbody tr td'],
  [/^\/home$/, 'section[aria-label="Resumen del departamento"]'],
  [/\/student\/\d+$/, 'main tbody tr td'],
  [/^\/counter$/, '[data-testid=counter-search]'],
  [/^\/monthly-pay-student$/, 'main form input'],
  [/\/group\/\d+$/, 'main tbody tr td'],
  [/^\/grade$/, 'main input, main [role=combobox]'],
  [/\/schedule$/, '[data-testid=calendar-frame] .toastui-calendar-layout'],
  [/^\/report-cashier$/, 'main form input'],
];
const markerOf = (url: string) => MARKERS.find(([pattern]) => pattern.test(url))?.[1] ?? 'main';

export interface ScreenTiming {
  name: string;
  url: string;
  afterClickMs: number;
  firstVisitMs: number;
}

/** Resolves when the marker is shown and nothing in <main> is still loading; answers ms since `since` (page clock). */
async function contentShown(page: Page, marker: string, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    (selector: string, start: number) => {
      const found = document.querySelector(selector);
      const loading = document.querySelector('main [role=progressbar], main .MuiSkeleton-root');
      return found && !loading ? performance.now() - start : false;
    },
    { timeout: 30_000, polling: 'mutation' },
    marker,
    since,
  );
  return (await handle.jsonValue()) as number;
}

/** Logs in as the administrator and chooses department 1 (its card on /home): the session the screens run in. */
async function logIn(page: Page, base: string): Promise<Record<string, string>> {
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await page.waitForSelector('input[type="password"]');
  await page.type('#username', 'admin');
  await page.type('#password', 'Admin2024!');
  await page.click('button[type=submit]');
  const card = await page.waitForSelector('[data-testid=department-card] button', { timeout: 30_000 });
  await card!.click();
  await page.waitForFunction(() => location.pathname !== '/home', { timeout: 30_000 });
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** A route change inside the running app, as a link click does (react-router listens to popstate). */
async function clickTo(page: Page, url: string, marker: string): Promise<number> {
  const since = await page.evaluate((to: string) => {
    const start = performance.now();
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return start;
  }, url);
  return contentShown(page, marker, since);
}

/** The screen's address in a fresh context (empty HTTP cache) with the session in localStorage: navigation start to content. */
async function firstVisit(
  browser: Browser,
  base: string,
  storage: Record<string, string>,
  url: string,
  marker: string,
): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 800 });
    await page.evaluateOnNewDocument((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await page.goto(`${base}${url}`, { waitUntil: 'domcontentloaded' });
    return await contentShown(page, marker, 0);
  } finally {
    await context.close();
  }
}

/**
 * For each screen with an address: `runs` route changes from the semesters page (medians, after one unrecorded) and
 * `runs` first visits in fresh contexts (medians). The app must be built in dist/ (npm run build).
 */
export async function measureScreens(base: string, screens: Screen[], runs = 3): Promise<ScreenTiming[]> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  try {
    const login = await browser.newPage();
    const storage = await logIn(login, base);
    await login.close();
    const timings: ScreenTiming[] = [];
    const seen = new Set<string>();
    for (const screen of screens) {
      if (!screen.url || seen.has(screen.url)) continue;
      seen.add(screen.url);
      const marker = markerOf(screen.url);
      const clicks: number[] = [];
      const visits: number[] = [];
      // A new tab of the logged-in browser each time: the app's files in its cache, no answer kept in its memory.
      for (let i = 0; i <= runs; i++) {
        const page = await browser.newPage();
        await page.setViewport({ width: 1366, height: 800 });
        await page.goto(`${base}/semester`, { waitUntil: 'load' });
        await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
        const ms = await clickTo(page, screen.url, marker);
        if (i > 0) clicks.push(ms);
        await page.close();
      }
      for (let i = 0; i < runs; i++) visits.push(await firstVisit(browser, base, storage, screen.url, marker));
      timings.push({ name: screen.name, url: screen.url, afterClickMs: median(clicks), firstVisitMs: median(visits) });
    }
    return timings;
  } finally {
    await browser.close();
  }
}
