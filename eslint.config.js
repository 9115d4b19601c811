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

/**
 * Test folders that still read loosely typed trees (ECharts options, JSON bodies) through `any`;
 * they leave this list as their readings get types, and no folder joins it.
 */
const UNSAFE_ANY_NOT_YET_CLEAN = [
  'apps/web/src/visualizations/**/*.test.ts',
  'apps/server/test/**',
  'apps/web/e2e/**',
];

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
    // The server's layers: routes -> services -> repositories -> store. The engine takes ports
    // (engine/chart-data/chart-data-ports.ts) and never imports a module; the store's table
    // types know no module; the packages never reach into an app, core never into sql.
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    // The plugin's default resolver knows only JavaScript extensions; without .ts no import
    // would resolve to a file and no zone (nor cycle) could be seen.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/server/src/engine',
              from: './apps/server/src/modules',
              message: 'The engine takes ports injected by the container, not modules.',
            },
            {
              target: './apps/server/src/store',
              from: './apps/server/src/modules',
              message: 'The store holds the tables; modules build on it, not the reverse.',
            },
            {
              target: './packages/core',
              from: ['./apps', './packages/sql'],
              message: 'packages/core is pure and imports no app and not packages/sql.',
            },
            {
              target: './packages/sql',
              from: './apps',
              message: 'packages/sql is pure and imports no app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services and routes reach the store only through repositories (and the container's list
    // queries): no query builder, no raw SQL, no store handle.
    files: [
      'apps/server/src/**/*.service.ts',
      'apps/server/src/**/*.routes.ts',
      'apps/server/src/rest/resource-routes.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Queries belong in a repository; import only types from kysely here.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'Queries belong in a repository.',
        },
        {
          selector: "MemberExpression[object.property.name='store'][property.name='db']",
          message: 'Reach the store through a repository or the container, not container.store.db.',
        },
      ],
    },
  },
  {
    // Promises passed where nothing awaits them, and `any` flowing into typed code, are errors.
    files: ['**/*.{ts,tsx}'],
    ignores: UNSAFE_ANY_NOT_YET_CLEAN,
    rules: {
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // A file past 400 lines of code (blank lines and comments not counted) holds more than one
    // concept; split it by concept, one per file.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The files still over that limit. A file leaves this list when it is split; none joins it.
    files: ['apps/server/test/import-export/round-trip.test.ts'],
    rules: { 'max-lines': 'off' },
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
    `${web}/src/visualizations/shared/**`,
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
