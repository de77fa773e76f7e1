import {defineConfig} from 'vitest/config';

/**
 * Contract tests of the bundle tweaks (src/lean-bundle/contracts): each
 * tweak's assumptions about the framework, checked on the generated files and
 * the output of a real build (`.docusaurus/` and `build/`, built first if
 * missing) rather than on hand-written fixtures.
 */
export default defineConfig({
  test: {
    include: ['src/lean-bundle/contracts/**/*.contract.ts'],
    globalSetup: ['src/lean-bundle/contracts/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Building the site, when there is no build to reuse, takes minutes.
    hookTimeout: 30 * 60_000,
  },
});
