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
    // One TypeScript program and one MDX compile per example: about a minute on two cores.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
