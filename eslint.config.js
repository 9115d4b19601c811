import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Web layers: chart types know nothing of the pages that host them, and a feature is used by the
 * rest of the app only through its public file (`index.ts`) and the pages routes load. The
 * resolver knows TypeScript's extensions, so relative imports resolve to the files they name.
 *
 * @type {import('eslint').Linter.Config}
 */
export const webLayers = {
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones() }] },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.mjs', '**/*.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ['apps/web/**/*.{ts,tsx}'],
    ...webLayers,
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

/** The zones of `import-x/no-restricted-paths` that keep the web app's layers apart. */
function webLayerZones() {
  const web = path.join(import.meta.dirname, 'apps/web');
  const features = path.join(web, 'src/features');
  const visualizations = [
    `${web}/src/visualizations/!(shared)/**`,
    `${web}/src/visualizations/*.{ts,tsx}`,
    // The map helpers (shared/k) still draw explore's metric drop zone and control header;
    // they stay outside these zones until their rewrite takes those from a shared place.
    `${web}/src/visualizations/shared/!(k)/**`,
    `${web}/src/visualizations/shared/*.{ts,tsx}`,
  ];
  const zones = [
    {
      target: visualizations,
      from: [`${features}/**`],
      message: 'Chart types are hosted by features, never the other way round.',
    },
  ];
  for (const name of fs.readdirSync(features)) {
    if (!fs.statSync(path.join(features, name)).isDirectory()) continue;
    zones.push({
      target: [
        `${web}/!(src)/**`,
        `${web}/src/!(features|visualizations)/**`,
        ...visualizations,
        `${web}/src/*.{ts,tsx}`,
        `${features}/!(${name})/**`,
      ],
      from: [`${features}/${name}/**`],
      except: [`${features}/${name}/@(index.ts|*Page.tsx)`],
      message: `Import features/${name} through its public file, features/${name}/index.ts.`,
    });
  }
  return zones;
}
