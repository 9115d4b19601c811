import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Scripts run by Node as they are (build, start, test runner, benchmark helpers): Node's
    // globals, and no type information (the type-checked rules below are for TypeScript files).
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Cycles are a property of our own files; walking into installed packages finds none and
      // trips import-x's legacy resolver on packages with a `node/` build folder (lru-cache).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Imports flow one way: core <- sql <- server, core <- web. Nothing imports an app.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@panorama/sql/*', '@panorama/server/*', '@panorama/web/*', 'node:*'] },
      ],
    },
  },
  {
    files: ['packages/sql/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@panorama/server/*', '@panorama/web/*', 'node:*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: ['@panorama/sql/*', '@panorama/server/*', 'node:*'] },
      ],
    },
  },
);
