import type { Browser } from 'puppeteer-core';

/** What one login run saw, in the page's clock (ms since the click on 'Ingresar'). */
export interface FlowRun {
  flow: 'home' | 'students';
  /** Milestone → ms after the click: login answered, home cards, dashboard, menu click, students rows… */
  marks: Record<string, number>;
  /** Requests that started after the click. */
  after: ResourceRow[];
  /** Main-thread tasks over 50 ms after the click (rendering, mostly): start and duration. */
  longTasks: Array<{ start: number; ms: number }>;
  /** Requests made before the click (the login page and anything it prefetched while the user typed). */
  before: { count: number; scripts: number; bytes: number };
}

interface ResourceRow {
  name: string;
  type: string;
  start: number;
  end: number;
  bytes: number;
  cached: boolean;
}

/**
 * Runs in the page, installed just before the click: records the click and each milestone the moment the DOM
 * shows it, and for the 'students' flow clicks on as an administrator would with no think time: the department
 * card on /home as soon as it is there, then 'Estudiantes' in the side menu, until /student shows a data row.
 */
function pageDriver(flow: 'home' | 'students', department: string) {
  const marks: Record<string, number> = {};
  const w = window as unknown as {
    __bench: { marks: Record<string, number>; done: boolean; tasks: Array<{ start: number; ms: number }> };
  };
  w.__bench = { marks, done: false, tasks: [] };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) w.__bench.tasks.push({ start: task.startTime, ms: task.duration });
  }).observe({ type: 'longtask' });
  const mark = (name: string) => {
    if (marks[name] === undefined) marks[name] = performance.now();
  };
  document.querySelector('button[type=submit]')!.addEventListener('click', () => mark('click'), { capture: true });
  const check = () => {
    if (marks.click === undefined || w.__bench.done) return;
    const path = location.pathname;
    if (path === '/home') {
      const card = [...document.querySelectorAll<HTMLElement>('[data-testid=department-card]')].find((c) =>
        c.textContent?.includes(department),
      );
      if (card && marks.homeCards === undefined) {
        mark('homeCards');
        if (flow === 'students') card.querySelector<HTMLElement>('button')!.click();
      }
      if (document.querySelector('section[aria-label="Resumen del departamento"]')) mark('homeDashboard');
      if (flow === 'home' && marks.homeCards !== undefined && marks.homeDashboard !== undefined) w.__bench.done = true;
    }
    if (flow !== 'students') return;
    if (path === '/semester') {
      mark('semester');
      const link = document.querySelector<HTMLElement>('[data-testid=side-menu] a[href="/student"]');
      if (link && marks.menuClick === undefined) {
        mark('menuClick');
        link.click();
      }
    }
    if (path === '/student') {
      const cell = document.querySelector('main tbody tr td');
      if (cell && /^\d{6,}$/.test(cell.textContent ?? '')) {
        mark('studentsRows');
        w.__bench.done = true;
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

/** Reads the resource timing entries, relative to the click. */
function pageResources() {
  const { marks, tasks } = (
    window as unknown as { __bench: { marks: Record<string, number>; tasks: Array<{ start: number; ms: number }> } }
  ).__bench;
  const click = marks.click!;
  const rows = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
    name: new URL(e.name).pathname + new URL(e.name).search,
    type: e.initiatorType,
    start: e.startTime - click,
    end: e.responseEnd - click,
    bytes: e.transferSize,
    cached: e.transferSize === 0 && e.decodedBodySize > 0,
  }));
  const rel: Record<string, number> = {};
  for (const [k, v] of Object.entries(marks)) rel[k] = v - click;
  return {
    rows,
    marks: rel,
    tasks: tasks.map((t) => ({ start: t.start - click, ms: t.ms })).filter((t) => t.start + t.ms >= 0),
  };
}

/**
 * One login in a fresh browser context (its own, empty HTTP cache): opens /login, types the administrator's
 * credentials at a fast typist's pace (what the page may use to prefetch), waits for the network to rest, clicks
 * 'Ingresar' and follows `flow` to its last milestone.
 */
export async function runFlow(
  browser: Browser,
  base: string,
  flow: 'home' | 'students',
  creds: { username: string; password: string },
): Promise<FlowRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 800 });
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    // tsx compiles the page functions below with esbuild's name keeping, which calls a `__name` helper.
    await page.evaluate('window.__name = (f) => f; performance.setResourceTimingBufferSize(1000)');
    await page.waitForSelector('input[type="password"]');
    await page.type('#username', creds.username, { delay: 40 });
    await page.type('#password', creds.password, { delay: 40 });
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
    await page.evaluate(pageDriver, flow, 'LA PAZ');
    await page.click('button[type=submit]');
    await page.waitForFunction(() => (window as unknown as { __bench: { done: boolean } }).__bench.done, {
      timeout: 30_000,
      polling: 'mutation',
    });
    const { rows, marks, tasks } = await page.evaluate(pageResources);
    const beforeRows = rows.filter((r) => r.start < 0);
    return {
      flow,
      marks,
      longTasks: tasks,
      after: rows.filter((r) => r.start >= 0).sort((a, b) => a.start - b.start),
      before: {
        count: beforeRows.length,
        scripts: beforeRows.filter((r) => r.name.endsWith('.js')).length,
        bytes: beforeRows.reduce((sum, r) => sum + r.bytes, 0),
      },
    };
  } finally {
    await context.close();
  }
}

/** The waterfall of one run as text lines: start, end, kB on the wire, what. */
export function waterfall(run: FlowRun): string[] {
  const lines = [`  ${'inicio'.padStart(7)} ${'fin'.padStart(7)} ${'kB'.padStart(7)}  recurso`];
  const events = [
    ...run.after.map((r) => ({
      at: r.start,
      text: `  ${r.start.toFixed(0).padStart(7)} ${r.end.toFixed(0).padStart(7)} ${(r.bytes / 1024).toFixed(1).padStart(7)}  ${r.cached ? '(caché) ' : ''}${r.name}`,
    })),
    ...run.longTasks.map((t) => ({
      at: t.start,
      text: `  ${t.start.toFixed(0).padStart(7)} ${(t.start + t.ms).toFixed(0).padStart(7)} ${''.padStart(7)}  [tarea larga del hilo principal, ${t.ms.toFixed(0)} ms]`,
    })),
    ...Object.entries(run.marks)
      .filter(([k]) => k !== 'click')
      .map(([k, v]) => ({ at: v, text: `  ${v.toFixed(0).padStart(7)} ${''.padStart(7)} ${''.padStart(7)}  ── ${k}` })),
  ].sort((a, b) => a.at - b.at);
  return [...lines, ...events.map((e) => e.text)];
}
