import {defineConfig} from 'vitest/config';

/**
 * The hosted search path: a build made with the three ALGOLIA_* variables set
 * (placeholder values; `npm test` builds it into build-hosted/), checked in
 * Chromium with the hosted service's answers recorded (test/hosted-search/).
 * The same browser and server setup as the end-to-end tests, on that build.
 */
export default defineConfig({
  test: {
    globalSetup: ['test/e2e/support/globalSetup.ts'],
    include: ['test/hosted-search/**/*.hosted.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: {poll: {timeout: 10_000, interval: 100}},
    pool: 'forks',
    maxWorkers: 1,
  },
});
