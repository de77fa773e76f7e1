import {defineConfig} from 'vitest/config';

/**
 * End-to-end tests: real Chromium against the production build in `build/`.
 * One browser server is shared by all test files (see support/globalSetup.ts);
 * two workers match the two cores of the CI machine.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default'],
  },
});
