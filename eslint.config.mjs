import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/', 'build-off/', 'build-hosted/', '.docusaurus/', '.generated-static/', 'node_modules/', 'bench/', '.scratch/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.mjs', 'src/sw.js'],
    languageOptions: {globals: {...globals.node, ...globals.serviceworker}},
  },
  {
    // Loaders that Rspack requires, which must be CommonJS.
    files: ['src/plugins/**/*.cjs', 'src/lean-bundle/**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Scripts served as they are from static/ run in the page that loads them.
    files: ['static/**/*.js'],
    languageOptions: {globals: globals.browser},
  },
  {
    // Inlined in every page by the build: a classic script in the browser.
    files: ['src/lean-bundle/page-assets/inline/*.js'],
    languageOptions: {sourceType: 'script', globals: globals.browser},
  },
);
