import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A module path inside a framework package's private `lib/` folder (esquery regular expression). */
const PRIVATE_FRAMEWORK_MODULE = '/^@docusaurus\\/[^/]+\\/lib\\//';
const PRIVATE_FRAMEWORK_MESSAGE =
  'A private module of the framework: import its public entry, or move this code into src/lean-bundle/ (gated, contract-tested).';

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
    // The framework's private modules (`@docusaurus/<package>/lib/…`) may change in any release:
    // only src/lean-bundle/ uses them, gated and contract-tested (its README).
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    ignores: ['src/lean-bundle/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=${PRIVATE_FRAMEWORK_MODULE}]`,
          message: PRIVATE_FRAMEWORK_MESSAGE,
        })),
        {
          selector: `CallExpression[callee.name='require'][arguments.0.value=${PRIVATE_FRAMEWORK_MODULE}]`,
          message: PRIVATE_FRAMEWORK_MESSAGE,
        },
        {
          selector: `CallExpression[callee.object.name='require'][callee.property.name='resolve'][arguments.0.value=${PRIVATE_FRAMEWORK_MODULE}]`,
          message: PRIVATE_FRAMEWORK_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.mjs', 'src/sw.js'],
    languageOptions: {globals: {...globals.node, ...globals.serviceworker}},
  },
  {
    // Modules of the service worker (the PWA plugin's swCustom and what it imports).
    files: ['src/lean-bundle/parallel-precache/*.js'],
    languageOptions: {globals: globals.serviceworker},
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
