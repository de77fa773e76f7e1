import {defineConfig} from 'vitest/config';

/**
 * The production stage: Chromium against the build as nginx serves it with
 * hosting/nginx.conf (test/production/support/globalSetup.ts). A subset of
 * the end-to-end checks, one page of every type and every interactive widget,
 * plus what only a real server shows (status codes, headers, error pages).
 */
export default defineConfig({
  test: {
    globalSetup: ['test/production/support/globalSetup.ts'],
    include: ['test/production/**/*.prod.ts'],
    testTimeout: 60_000,
    // Same reason as the e2e suite: a lazily loaded part can take over a second on two busy cores.
    expect: {poll: {timeout: 10_000, interval: 100}},
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default'],
  },
});
