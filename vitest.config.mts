import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

/** Unit tests: pure TypeScript, no browser and no build needed. */
export default defineConfig({
  // tsconfig keeps JSX for the site's bundler (`jsx: preserve`); tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  // The site's own alias, as the bundler resolves it.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'config/**/__tests__/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
