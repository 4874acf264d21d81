import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // A hung test fails fast. The few that build databases or start processes give themselves longer, saying why
    // (tests/api/harness.ts, migrations, restores, process tests).
    // With TEST_MYSQL_URL, one migrated MariaDB database that every test file copies.
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 15_000,
    // Each file builds its own databases; two workers match the CI machine's two cores.
    maxWorkers: 2,
    env: { LOG_REQUESTS: '0' },
  },
});
