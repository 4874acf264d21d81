import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROWSER_FAILED_MESSAGE } from '../../api/src/pdf/index.js';
import { closeBrowserAfterAll } from './finance-fixtures.js';
import { describeEngines } from './harness.js';

/**
 * A Chromium that is installed but exits instead of starting (missing libraries, a broken
 * package) answers documents with the same 503 as a missing browser, not a 500 with puppeteer's launch log.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'instituto-broken-chromium-'));
const broken = path.join(dir, 'chromium');
const saved = process.env.PUPPETEER_EXECUTABLE_PATH;
beforeAll(() => {
  writeFileSync(broken, '#!/bin/sh\necho "error while loading shared libraries: libnss3.so" >&2\nexit 1\n');
  chmodSync(broken, 0o755);
  process.env.PUPPETEER_EXECUTABLE_PATH = broken;
});
afterAll(() => {
  if (saved === undefined) delete process.env.PUPPETEER_EXECUTABLE_PATH;
  else process.env.PUPPETEER_EXECUTABLE_PATH = saved;
  rmSync(dir, { recursive: true, force: true });
});
closeBrowserAfterAll();

describeEngines('a browser that cannot start', (api) => {
  it('answers a PDF report with a Spanish 503, every time, and the rest of the app keeps working', async () => {
    for (const attempt of [1, 2]) {
      const res = await api().as('cajero').get('/api/ingress/report.pdf');
      expect(res.status, `attempt ${attempt}`).toBe(503);
      expect(res.body).toEqual(expect.objectContaining({ msg: BROWSER_FAILED_MESSAGE }));
      expect(res.text).not.toMatch(/\bat [\w.<>]+ \(|Failed to launch|libnss3/);
    }
    expect((await api().request('GET', '/api/health')).status).toBe(200);
  });
});
