/**
 * The layer rules of eslint.config.js hold: each boundary rule fails on a deliberate violation
 * and stays quiet on the legal import next to it. The snippets are linted as if they lived at the
 * given path (ESLint's lintText), so nothing is written to the tree.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: repoRoot,
    // Type information is not what these rules read; without it a snippet lints in seconds.
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        '@typescript-eslint/switch-exhaustiveness-check': 'off',
        'import-x/no-cycle': 'off',
      },
    },
  });
});

/** The rule ids ESLint reports for `code` placed at `filePath` (relative to the repo root). */
async function violations(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

// Loading the config and its plugins takes a while on a busy machine; the rules themselves are quick.
describe('layer boundaries in eslint.config.js', { timeout: 120_000 }, () => {
  it('keeps engine/ off modules/ and lets it import its own ports', async () => {
    const file = 'apps/server/src/engine/chart-data/boundary-probe.ts';
    expect(
      await violations(
        "import { isDatasetReadable } from '../../modules/shared/dataset-visibility';\nexport const probe = isDatasetReadable;\n",
        file,
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await violations(
        "import type { DatasetAccess } from './chart-data-ports';\nexport type Probe = DatasetAccess;\n",
        file,
      ),
    ).toEqual([]);
  });

  it('keeps the store off modules/', async () => {
    const file = 'apps/server/src/store/boundary-probe.ts';
    expect(
      await violations(
        "import { isDatasetReadable } from '../modules/shared/dataset-visibility';\nexport const probe = isDatasetReadable;\n",
        file,
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await violations(
        "import type { MetadataSchema } from './schema';\nexport type Probe = MetadataSchema;\n",
        file,
      ),
    ).toEqual([]);
  });

  it('keeps packages/core and packages/sql off the apps, and core off sql', async () => {
    expect(
      await violations(
        "import { loadConfig } from '../../../../apps/server/src/config';\nexport const probe = loadConfig;\n",
        'packages/core/src/json/boundary-probe.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await violations(
        "import { columnAliases } from '../../../sql/src/compile/column-aliases';\nexport const probe = columnAliases;\n",
        'packages/core/src/json/boundary-probe.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await violations(
        "import { loadConfig } from '../../../../apps/server/src/config';\nexport const probe = loadConfig;\n",
        'packages/sql/src/compile/boundary-probe.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await violations(
        "import { isRecord } from './is-record';\nexport const probe = isRecord;\n",
        'packages/core/src/json/boundary-probe.ts',
      ),
    ).toEqual([]);
  });

  it('keeps query building out of services: kysely values are refused, its types are not', async () => {
    const file = 'apps/server/src/modules/charts/boundary-probe.service.ts';
    expect(
      await violations(
        "import { sql } from 'kysely';\nexport const probe = sql`select 1`;\n",
        file,
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await violations(
        "import type { Kysely } from 'kysely';\nexport type Probe = Kysely<Record<string, never>>;\n",
        file,
      ),
    ).toEqual([]);
  });

  it('keeps queries and the store handle out of routes; calling a service is fine', async () => {
    const file = 'apps/server/src/modules/charts/boundary-probe.routes.ts';
    expect(
      await violations(
        "export function probe(db: { selectFrom(table: string): unknown }) {\n  return db.selectFrom('charts');\n}\n",
        file,
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await violations(
        'export function probe(container: { store: { db: unknown } }) {\n  return container.store.db;\n}\n',
        file,
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await violations(
        'export function probe(charts: { get(id: number): Promise<unknown> }) {\n  return charts.get(1);\n}\n',
        file,
      ),
    ).toEqual([]);
  });

  it('applies the query rule to the shared resource routes too', async () => {
    expect(
      await violations(
        "export function probe(db: { deleteFrom(table: string): unknown }) {\n  return db.deleteFrom('favorites');\n}\n",
        'apps/server/src/rest/resource-routes.ts',
      ),
    ).toContain('no-restricted-syntax');
  });
});

describe('type-checked rules in eslint.config.js', { timeout: 120_000 }, () => {
  const TYPE_CHECKED = [
    '@typescript-eslint/no-misused-promises',
    '@typescript-eslint/no-unsafe-argument',
    '@typescript-eslint/no-unsafe-assignment',
    '@typescript-eslint/no-unsafe-call',
    '@typescript-eslint/no-unsafe-member-access',
    '@typescript-eslint/no-unsafe-return',
  ];

  it.each([
    'apps/server/src/modules/charts/charts.service.ts',
    'apps/server/src/engine/chart-data/chart-data-pipeline.ts',
    'apps/web/src/features/explore/ExplorePage.tsx',
    'apps/web/src/visualizations/pie/transformProps.ts',
    'packages/core/src/json/is-record.ts',
    'packages/sql/src/compile/compile-query.ts',
  ])('are errors for %s', async (file) => {
    // The configuration as it applies to a file, without the override the snippets above use.
    const config = (await new ESLint({ cwd: repoRoot }).calculateConfigForFile(
      path.join(repoRoot, file),
    )) as { rules: Record<string, unknown> };
    for (const rule of TYPE_CHECKED) {
      expect([rule, config.rules[rule]]).toEqual([rule, [2]]);
    }
  });
});
