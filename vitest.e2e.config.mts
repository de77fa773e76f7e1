import {defineConfig} from 'vitest/config';

/**
 * End-to-end tests: real Chromium against the production build in `build/`.
 * One browser server is shared by all test files of a project (see
 * support/globalSetup.ts); two workers match the two cores of the CI machine.
 *
 * The route crawl is its own project, run after the others: it keeps both
 * cores busy for minutes, and tests with their own time limits (the offline
 * precache, for one) would otherwise run out of time beside it.
 */
const CRAWL = 'test/e2e/crawl.e2e.ts';

export default defineConfig({
  test: {
    globalSetup: ['test/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    // A client-side navigation or a lazily loaded part can take over a second on
    // two busy cores; Vitest's default of one second for expect.poll failed
    // tests on CI load alone. Polls still end as soon as the state is reached.
    expect: {poll: {timeout: 10_000, interval: 100}},
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {name: 'e2e', include: ['test/e2e/**/*.e2e.ts'], exclude: [CRAWL], sequence: {groupOrder: 0}},
      },
      {
        extends: true,
        test: {name: 'crawl', include: [CRAWL], sequence: {groupOrder: 1}},
      },
    ],
  },
});
