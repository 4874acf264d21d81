import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own databases; two workers match the CI machine's two cores.
    maxWorkers: 2,
    env: { LOG_REQUESTS: '0' },
  },
});
