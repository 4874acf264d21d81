import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Generous: MariaDB builds a scratch database from every migration in some tests (restore, migrations), which
    // on a loaded 2-core machine can take tens of seconds; a hang still ends the test.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file builds its own databases; two workers match the CI machine's two cores.
    maxWorkers: 2,
    env: { LOG_REQUESTS: '0' },
  },
});
