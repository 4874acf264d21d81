import { defineConfig } from 'vitest/config';

/**
 * Files that change what a whole test process shares, so each runs in a process of its own: the OS temp folder
 * and the upload library's default folder fixed on first import (uploads), environment settings read by every
 * app built afterwards (TRUST_PROXY, PHOTO_DIR), a module registry reset and browsers killed (pdf-browser), a
 * browser path that cannot start (pdf-browser-fails), stand-in routes added to the route catalogue every served
 * OpenAPI document lists (openapi-generator).
 */
const ISOLATED = [
  'tests/api/uploads.test.ts',
  'tests/api/credentials.test.ts',
  'tests/api/hardening-lockouts.test.ts',
  'tests/api/hardening-sessions.test.ts',
  'tests/api/pdf-browser-fails.test.ts',
  'tests/unit/pdf-browser.test.ts',
  'tests/unit/openapi-generator.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // A hung test fails fast. The few that build databases or start processes give themselves longer, saying why
    // (tests/api/harness.ts, migrations, restores, process tests).
    // One migrated template database per engine that every test file copies.
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 15_000,
    // Each file builds its own databases; two workers match the CI machine's two cores.
    maxWorkers: 2,
    env: { LOG_REQUESTS: '0' },
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      {
        extends: true,
        // The other files share their worker's loaded modules: importing the app afresh for every file cost
        // about two seconds each, half of the suite's time. Each file still has its own databases and app.
        test: {
          name: 'shared',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
    ],
  },
});
