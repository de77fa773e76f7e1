import {defineConfig} from 'vitest/config';

/**
 * The code examples of the docs, the community pages and the blog, checked
 * with the real tools: the TypeScript compiler against the installed
 * framework's types, the framework's option schemas, the site's MDX pipeline,
 * the installed CLIs' own definitions (test/examples, test/README.md).
 */
export default defineConfig({
  test: {
    include: ['test/examples/**/*.test.ts'],
    environment: 'node',
    // About a minute of CPU (test/README.md); a loaded machine stretches it several times.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
