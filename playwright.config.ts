import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const url = (p: number) => `http://127.0.0.1:${p}`;

/**
 * The specs run in two halves, each against a server and database of its own (the first on E2E_PORT, the second
 * on E2E_PORT + 1): one after the other by default, side by side with E2E_WORKERS=2 on a machine with cores to
 * spare. Each half's specs run one after the other on their database, as the whole suite did on one. This half
 * holds about half of the suite's time; a new spec joins the first half.
 */
const SECOND_HALF = [
  'academics.spec.ts',
  'access.spec.ts',
  'accessibility.spec.ts',
  'audit-readable.spec.ts',
  'calendar-feed.spec.ts',
  'concurrency.spec.ts',
  'counter.spec.ts',
  'credentials.spec.ts',
  'first-run.spec.ts',
  'i18n.spec.ts',
  'lockouts.spec.ts',
  'payments.spec.ts',
  'portal.spec.ts',
  'reports.spec.ts',
  'routes.spec.ts',
  'shell.spec.ts',
  'users.spec.ts',
  'verify.spec.ts',
];

/**
 * Browser tests of the built admin (dist/admin) against a fresh SQLite database with the demo seeds,
 * in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per port, so runs on different E2E_PORTs do not wipe each other's artefacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  // One browser at a time: on a 2-core machine half as fast as the one the halves were measured on, two browsers
  // beside their servers starved each other into timeouts (the 20,000-row list, axe, the long counter flows).
  // The halves then run one after the other, each on its own server and database as before.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: 'e2e', testIgnore: SECOND_HALF, workers: 1, use: { baseURL: url(port) } },
    { name: 'e2e-2', testMatch: SECOND_HALF, workers: 1, use: { baseURL: url(port + 1) } },
  ],
  // On CI one retry: the suite shares 2 cores with both engines' API tests, and a focus or a render that misses
  // the 10 s expect window once is reported as flaky (with its trace) instead of failing the whole run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    locale: 'es-BO',
    timezoneId: 'America/La_Paz',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [port, port + 1].map((p) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `${url(p)}/api/health`,
    env: { E2E_PORT: String(p) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
