/**
 * Superset's Jinja templates on every engine: a virtual dataset reading `filter_values` applies
 * the dashboard's filter inside its own SQL (and the outer query drops it), a row-level rule
 * with `current_username()` narrows each user's numbers, and `url_param` reaches the SQL as a
 * value, whatever the value holds. Expected numbers come from the seed rows in JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { normalizeQueryObject, queryObjectSchema } from '@panorama/core/query/query-object';
import { compileQuery } from '@panorama/sql/compile/compile-query';
import { getDialect } from '@panorama/sql/dialects/dialect';
import type { ChartDatasource } from '../../src/engine/chart-data/chart-datasource';
import { applyChartTemplates } from '../../src/engine/chart-data/chart-templates';
import { renderRowLevelFilters } from '../../src/modules/row-level-security/row-level-templates';
import type { Principal } from '../../src/security/principal';
import { normalize, resolveTimeRange, useEngines, type Engine, type Value } from './engines';
import { groupBy, sortRows } from './expected-values';
import { seedRows } from './seed-rows';

const rows = seedRows();
const engines = useEngines(rows);

function principal(username: string): Principal {
  return {
    userId: 5,
    username,
    firstName: '',
    lastName: '',
    email: `${username}@example.com`,
    roles: [{ id: 3, name: 'Gamma' }],
    isAdmin: false,
    permissions: new Set(),
    via: 'bearer',
    sessionId: null,
  };
}

interface TemplatedRun {
  sql?: string;
  rowLevel?: string;
  username?: string;
  urlParams?: Record<string, unknown>;
}

function tableOf(engine: Engine): string {
  const dialect = getDialect(engine.name);
  const { schema } = engine.datasource;
  return schema ? `${dialect.quoteIdentifier(schema)}.events` : 'events';
}

const TEMPLATES_ON = { enabled: true, allowUnescapedUrlParams: false };

async function run(engine: Engine, raw: Record<string, unknown>, options: TemplatedRun) {
  const caller = principal(options.username ?? 'alpha');
  // Row-level clauses are rendered where the caller's rules are read, as the server does.
  const rowLevel = renderRowLevelFilters(
    { conditions: options.rowLevel ? [[options.rowLevel]] : [], cacheKey: 'none' },
    engine.name,
    caller,
    TEMPLATES_ON,
  );
  const base = {
    ...engine.datasource,
    sql: options.sql?.replaceAll('EVENTS', tableOf(engine)) ?? null,
    rowLevelFilters: rowLevel.conditions,
  };
  const source = {
    dataset: { id: 1, template_params: null, table_name: 'events' },
    database: { id: 1 },
    dialect: engine.name,
    compileDatasource: () => Promise.resolve(base),
  } as unknown as ChartDatasource;
  const templated = await applyChartTemplates(
    source,
    normalizeQueryObject(queryObjectSchema.parse(raw)),
    {
      principal: caller,
      urlParams: options.urlParams ?? {},
      now: new Date(Date.UTC(2024, 0, 1)),
      allowUnescapedUrlParams: false,
      otherDataset: () => Promise.reject(new Error('no other datasets here')),
    },
  );
  const compiled = compileQuery(templated.query, await templated.datasource.compileDatasource(), {
    dialect: engine.name,
    resolveTimeRange,
  });
  const result = await engine.connector.run(compiled.sql, compiled.params, { timeoutMs: 30_000 });
  const values: Value[][] = result.rows.map((row) =>
    compiled.columnAliases.map((alias) => normalize(row[alias])),
  );
  return { rows: values, templated, rowLevelKey: rowLevel.cacheKey };
}

const SUM_QTY = {
  expressionType: 'SIMPLE',
  column: { column_name: 'qty' },
  aggregate: 'SUM',
  label: 'total',
};
const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

describe('templates on every engine', () => {
  it('a virtual dataset applies filter_values itself and the outer query drops the filter', async () => {
    const sql = [
      'SELECT category, qty FROM EVENTS',
      "{% if filter_values('category') %}",
      "WHERE category IN {{ filter_values('category', remove_filter=True)|where_in }}",
      '{% endif %}',
    ].join('\n');
    const picked = ['alpha', "o'hare"];
    const expected = groupBy(
      rows.filter((r) => r.category !== null && picked.includes(r.category)),
      (r) => r.category,
      (key, group) => [key, group.reduce((sum, r) => sum + (r.qty ?? 0), 0)],
    );
    for (const engine of engines) {
      const { rows: got, templated } = await run(
        engine,
        {
          columns: ['category'],
          metrics: [SUM_QTY],
          filters: [{ col: 'category', op: 'IN', val: picked }],
        },
        { sql },
      );
      expect(sortRows(got), engine.name).toEqual(sortRows(expected));
      expect(templated.query.filters, engine.name).toEqual([]);
      expect(templated.templateKey, engine.name).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('a current_username() row-level rule narrows each user to their rows', async () => {
    for (const engine of engines) {
      const keys = new Set<string | null>();
      for (const username of ['alpha', 'beta', "o'hare", 'nobody']) {
        const { rows: got, rowLevelKey } = await run(
          engine,
          { metrics: [COUNT] },
          { rowLevel: "category = '{{ current_username() }}'", username },
        );
        const expected = rows.filter((r) => r.category === username).length;
        expect(got, `${engine.name} ${username}`).toEqual([[expected]]);
        keys.add(rowLevelKey);
      }
      // Each user's result is cached apart.
      expect(keys.size, engine.name).toBe(4);
    }
  });

  it('url_param reaches a chart as a value, never as SQL', async () => {
    const sql = "SELECT * FROM EVENTS WHERE category = '{{ url_param('cat', 'alpha') }}'";
    for (const engine of engines) {
      for (const [cat, expected] of [
        ['beta', rows.filter((r) => r.category === 'beta').length],
        [undefined, rows.filter((r) => r.category === 'alpha').length],
        ["o'hare", rows.filter((r) => r.category === "o'hare").length],
        ["beta' OR '1'='1", 0],
      ] as const) {
        const { rows: got } = await run(
          engine,
          { metrics: [COUNT] },
          { sql, urlParams: cat === undefined ? {} : { cat } },
        );
        expect(got, `${engine.name} ${String(cat)}`).toEqual([[expected]]);
      }
      const { rows: outside } = await run(
        engine,
        { metrics: [COUNT], extras: { where: "category = {{ url_param('cat') }}" } },
        { urlParams: { cat: "x' OR 1=1 --" } },
      );
      expect(outside, engine.name).toEqual([[0]]);
    }
  });

  it('View query shows the rendered SQL, and a bad template names its line', async () => {
    const engine = engines[0] as Engine;
    await expect(
      run(engine, { metrics: [COUNT] }, { sql: 'SELECT *\nFROM EVENTS\n{{ frobnicate() }}' }),
    ).rejects.toThrow('Unknown macro frobnicate at line 3');
    await expect(
      run(
        engine,
        { metrics: [COUNT] },
        { sql: 'SELECT 1 {% if 1 %}; DROP TABLE events{% endif %}' },
      ),
    ).rejects.toThrow();
  });
});
