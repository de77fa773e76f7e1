import {defineConfig} from 'vitest/config';

/** Unit tests: pure TypeScript, no browser and no build needed. */
export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'config/**/__tests__/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
