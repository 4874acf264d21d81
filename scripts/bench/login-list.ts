import puppeteer from 'puppeteer-core';
import { LAUNCH_ARGS } from '../../api/src/pdf/browser.js';
import { startAppProcess } from './app-process.js';
import { runFlow, type FlowRun } from './login-flow.js';
import { chromiumPath } from './receipts.js';
import { median } from './stats.js';

export const LOGIN_LIST_GOAL_MS = 500;
const ADMIN = { username: 'admin', password: 'Admin2024!' };

/** The milestone a flow is timed to. */
export const FLOW_END: Record<FlowRun['flow'], string> = { home: 'homeDashboard', students: 'studentsRows' };

/**
 * From 'Ingresar' to the students list's first row and to the home page (login-flow.ts), `runs` fresh browser
 * contexts of each, interleaved, after one unrecorded run of each (the app's first requests: JIT, SQLite page
 * cache), against the app in a process of its own on `databaseUrl`, with the admin built in dist/.
 */
export async function measureLoginList(
  databaseUrl: string,
  runs: number,
): Promise<{ runs: Record<FlowRun['flow'], FlowRun[]>; studentsMs: number; homeMs: number }> {
  const app = await startAppProcess(databaseUrl);
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...LAUNCH_ARGS] });
  try {
    await runFlow(browser, app.base, 'students', ADMIN);
    await runFlow(browser, app.base, 'home', ADMIN);
    const done: Record<FlowRun['flow'], FlowRun[]> = { home: [], students: [] };
    for (let i = 0; i < runs; i++) {
      for (const flow of (i % 2 ? ['home', 'students'] : ['students', 'home']) as FlowRun['flow'][]) {
        done[flow].push(await runFlow(browser, app.base, flow, ADMIN));
      }
    }
    const at = (flow: FlowRun['flow']) => median(done[flow].map((r) => r.marks[FLOW_END[flow]]!));
    return { runs: done, studentsMs: at('students'), homeMs: at('home') };
  } finally {
    await browser.close();
    app.stop();
  }
}
