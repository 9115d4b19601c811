/**
 * Golden SQL: columns, metrics, raw mode, order, limits, extras, series limit, virtual datasets,
 * row counts. Each case is a query object and the exact SQL and parameters expected for every
 * dialect, written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { CompileDatasource } from './compile-datasource';
import { compile, DIALECTS, FLIGHTS, same, type PerDialect } from './golden-fixture';

interface Case {
  name: string;
  query: Record<string, unknown>;
  sql: PerDialect;
  params?: unknown[];
  datasource?: CompileDatasource;
  labels?: string[];
}

const simple = (aggregate: string, column: string) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate,
});

const CASES: Case[] = [
  {
    name: 'physical column and saved metric',
    query: { columns: ['origin'], metrics: ['count'], row_limit: 10 },
    sql: same(
      'SELECT "origin" AS "origin", (COUNT(*)) AS "count" FROM "flights" GROUP BY "origin" LIMIT 10',
    ),
    labels: ['origin', 'count'],
  },
  {
    name: 'calculated column and every SIMPLE aggregate',
    query: {
      columns: ['delay_hours'],
      metrics: [
        simple('SUM', 'delay'),
        simple('AVG', 'delay'),
        simple('COUNT', 'delay'),
        simple('COUNT_DISTINCT', 'origin'),
        simple('MIN', 'delay'),
        simple('MAX', 'delay_hours'),
      ],
    },
    sql: same(
      'SELECT (delay / 60.0) AS "delay_hours", SUM("delay") AS "SUM(delay)", AVG("delay") AS "AVG(delay)", ' +
        'COUNT("delay") AS "COUNT(delay)", COUNT(DISTINCT "origin") AS "COUNT_DISTINCT(origin)", ' +
        'MIN("delay") AS "MIN(delay)", MAX((delay / 60.0)) AS "MAX(delay_hours)" ' +
        'FROM "flights" GROUP BY (delay / 60.0) LIMIT 100000',
    ),
    labels: [
      'delay_hours',
      'SUM(delay)',
      'AVG(delay)',
      'COUNT(delay)',
      'COUNT_DISTINCT(origin)',
      'MIN(delay)',
      'MAX(delay_hours)',
    ],
  },
  {
    name: 'adhoc SQL column and labelled SQL metric',
    query: {
      columns: [{ sqlExpression: 'UPPER(origin)', label: 'o', expressionType: 'SQL' }],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(delay) * 2', label: 'double' }],
      row_limit: 5,
    },
    sql: same(
      'SELECT (UPPER(origin)) AS "o", (SUM(delay) * 2) AS "double" FROM "flights" GROUP BY (UPPER(origin)) LIMIT 5',
    ),
    labels: ['o', 'double'],
  },
  {
    name: 'SQL metric without label is labelled by its expression; comments are removed',
    query: {
      metrics: [
        { expressionType: 'SQL', sqlExpression: 'COUNT(*)' },
        { expressionType: 'SQL', sqlExpression: 'SUM(delay) -- total\n', label: 'total' },
        { expressionType: 'SQL', sqlExpression: 'MAX(/* worst */delay)', label: 'worst' },
      ],
    },
    sql: same(
      'SELECT (COUNT(*)) AS "COUNT(*)", (SUM(delay)) AS "total", (MAX( delay)) AS "worst" FROM "flights" LIMIT 100000',
    ),
    labels: ['COUNT(*)', 'total', 'worst'],
  },
  {
    name: 'raw mode selects columns without GROUP BY',
    query: { columns: ['origin', 'delay'], row_limit: 3, orderby: [['delay', true]] },
    sql: same(
      'SELECT "origin" AS "origin", "delay" AS "delay" FROM "flights" ORDER BY "delay" ASC LIMIT 3',
    ),
  },
  {
    name: 'raw mode without columns selects every dataset column',
    query: { metrics: null, row_limit: 2 },
    sql: same(
      'SELECT "ts" AS "ts", "day" AS "day", "delay" AS "delay", "origin" AS "origin", "late" AS "late", ' +
        '"epoch" AS "epoch", (delay / 60.0) AS "delay_hours" FROM "flights" LIMIT 2',
    ),
  },
  {
    name: 'aggregate mode with no metrics groups by the columns',
    query: { columns: ['origin', 'late'], metrics: [] },
    sql: same(
      'SELECT "origin" AS "origin", "late" AS "late" FROM "flights" GROUP BY "origin", "late" LIMIT 100000',
    ),
  },
  {
    name: 'order by a saved metric, an adhoc metric, a column; offset',
    query: {
      columns: ['origin'],
      metrics: ['count'],
      orderby: [
        ['avg_delay', false],
        [simple('MAX', 'delay'), true],
        ['origin', true],
        ['count', false],
      ],
      row_limit: 10,
      row_offset: 20,
    },
    sql: same(
      'SELECT "origin" AS "origin", (COUNT(*)) AS "count" FROM "flights" GROUP BY "origin" ' +
        'ORDER BY (AVG(delay)) DESC, MAX("delay") ASC, "origin" ASC, (COUNT(*)) DESC LIMIT 10 OFFSET 20',
    ),
  },
  {
    name: 'order by an adhoc column and a selected label',
    query: {
      columns: [{ sqlExpression: 'UPPER(origin)', label: 'o' }],
      metrics: ['count'],
      orderby: [
        ['o', true],
        [{ sqlExpression: 'LOWER(origin)', label: 'lo' }, false],
      ],
      row_limit: 1,
    },
    sql: same(
      'SELECT (UPPER(origin)) AS "o", (COUNT(*)) AS "count" FROM "flights" GROUP BY (UPPER(origin)) ' +
        'ORDER BY (UPPER(origin)) ASC, (LOWER(origin)) DESC LIMIT 1',
    ),
  },
  {
    name: 'extras.where and extras.having',
    query: {
      columns: ['origin'],
      metrics: ['count'],
      extras: { where: 'delay > 10 /* late */', having: 'COUNT(*) > 5' },
    },
    sql: same(
      'SELECT "origin" AS "origin", (COUNT(*)) AS "count" FROM "flights" WHERE (delay > 10) ' +
        'GROUP BY "origin" HAVING (COUNT(*) > 5) LIMIT 100000',
    ),
  },
  {
    name: 'SIMPLE HAVING filters (extras.having_druid) on metrics by label',
    query: {
      columns: ['origin'],
      metrics: ['count', simple('SUM', 'delay')],
      extras: {
        having_druid: [
          { col: 'count', op: '>', val: '5' },
          { col: 'SUM(delay)', op: '<=', val: 2.5 },
        ],
      },
    },
    sql: {
      ...same(
        'SELECT "origin" AS "origin", (COUNT(*)) AS "count", SUM("delay") AS "SUM(delay)" FROM "flights" ' +
          'GROUP BY "origin" HAVING (COUNT(*)) > ? AND SUM("delay") <= ? LIMIT 100000',
      ),
      postgresql:
        'SELECT "origin" AS "origin", (COUNT(*)) AS "count", SUM("delay") AS "SUM(delay)" FROM "flights" ' +
        'GROUP BY "origin" HAVING (COUNT(*)) > $1 AND SUM("delay") <= CAST($2 AS NUMERIC) LIMIT 100000',
    },
    params: [5, 2.5],
  },
  {
    name: 'virtual dataset',
    query: { columns: ['a'], metrics: ['n'] },
    datasource: {
      tableName: 'v',
      schema: 'main',
      sql: 'SELECT origin AS a FROM flights;',
      columns: [{ column_name: 'a', expression: null, type: 'VARCHAR', is_dttm: false }],
      metrics: [{ metric_name: 'n', expression: 'COUNT(*)' }],
      mainDttmCol: null,
    },
    sql: same(
      'SELECT "a" AS "a", (COUNT(*)) AS "n" FROM (\nSELECT origin AS a FROM flights\n) AS "virtual_table" GROUP BY "a" LIMIT 100000',
    ),
  },
  {
    name: 'table in a schema, fetch values predicate',
    query: { columns: ['origin'], metrics: [], apply_fetch_values_predicate: true },
    datasource: { ...FLIGHTS, schema: 'main', fetchValuesPredicate: 'delay IS NOT NULL' },
    sql: same(
      'SELECT "origin" AS "origin" FROM "main"."flights" WHERE (delay IS NOT NULL) GROUP BY "origin" LIMIT 100000',
    ),
  },
  {
    name: 'row count of the query',
    query: { columns: ['origin'], metrics: ['count'], is_rowcount: true, row_limit: 10 },
    sql: same(
      'SELECT COUNT(*) AS "rowcount" FROM (SELECT "origin" AS "origin", (COUNT(*)) AS "count" FROM "flights" ' +
        'GROUP BY "origin" LIMIT 10) AS "rowcount_qry"',
    ),
    labels: ['rowcount'],
  },
  {
    name: 'row limit clamped to the maximum',
    query: { columns: ['origin'], row_limit: 5_000_000 },
    sql: same('SELECT "origin" AS "origin" FROM "flights" LIMIT 100000'),
  },
];

const SERIES_LIMIT: Case = {
  name: 'series limit ranked by series_limit_metric, joined on the series columns',
  query: {
    columns: ['origin', 'late'],
    metrics: ['count', 'avg_delay'],
    series_columns: ['origin'],
    series_limit: 3,
    series_limit_metric: 'avg_delay',
    orderby: [['count', false]],
    filters: [{ col: 'delay', op: '>', val: 0 }],
    row_limit: 50,
  },
  sql: Object.fromEntries(
    (
      [
        ['duckdb', '"', '?', '?', 'IS NOT DISTINCT FROM'],
        ['sqlite', '"', '?', '?', 'IS'],
        ['postgresql', '"', '$1', '$2', 'IS NOT DISTINCT FROM'],
        ['mysql', '`', '?', '?', '<=>'],
      ] as const
    ).map(([dialect, q, p1, p2, nse]) => {
      const id = (name: string) => `${q}${name}${q}`;
      return [
        dialect,
        `SELECT ${id('origin')} AS ${id('origin')}, ${id('late')} AS ${id('late')}, (COUNT(*)) AS ${id('count')}, ` +
          `(AVG(delay)) AS ${id('avg_delay')} FROM ${id('flights')} INNER JOIN (SELECT ${id('origin')} AS ${id('__series_0')} ` +
          `FROM ${id('flights')} WHERE ${id('delay')} > ${p1} GROUP BY ${id('origin')} ORDER BY CASE WHEN (AVG(delay)) IS NULL ` +
          `THEN 1 ELSE 0 END, (AVG(delay)) DESC, ${id('origin')} LIMIT 3) AS ${id('series_limit')} ON ${id('origin')} ${nse} ` +
          `${id('series_limit')}.${id('__series_0')} WHERE ${id('delay')} > ${p2} GROUP BY ${id('origin')}, ${id('late')} ` +
          `ORDER BY (COUNT(*)) DESC LIMIT 50`,
      ];
    }),
  ) as PerDialect,
  params: [0, 0],
};

describe('compileQuery: golden SQL for columns, metrics, order, limits', () => {
  for (const c of [...CASES, SERIES_LIMIT]) {
    for (const dialect of DIALECTS) {
      it(`${c.name} (${dialect})`, () => {
        const compiled = compile(dialect, c.query, c.datasource);
        expect(compiled.sql).toBe(c.sql[dialect]);
        expect(compiled.params).toEqual(c.params ?? []);
        if (c.labels) expect(compiled.columnLabels).toEqual(c.labels);
      });
    }
  }

  it('series limit ranks by the first metric, ascending when order_desc is false', () => {
    const compiled = compile('duckdb', {
      columns: ['origin'],
      metrics: ['count'],
      series_columns: ['origin'],
      series_limit: 2,
      order_desc: false,
    });
    expect(compiled.sql).toBe(
      'SELECT "origin" AS "origin", (COUNT(*)) AS "count" FROM "flights" INNER JOIN (SELECT "origin" AS "__series_0" ' +
        'FROM "flights" GROUP BY "origin" ORDER BY CASE WHEN (COUNT(*)) IS NULL THEN 1 ELSE 0 END, (COUNT(*)) ASC, "origin" ' +
        'LIMIT 2) AS "series_limit" ON "origin" IS NOT DISTINCT FROM "series_limit"."__series_0" GROUP BY "origin" LIMIT 100000',
    );
  });

  it('series limit is not applied in raw mode or without series columns', () => {
    for (const q of [
      { columns: ['origin'], series_columns: ['origin'], series_limit: 2 },
      { columns: ['origin'], metrics: ['count'], series_limit: 2 },
    ]) {
      expect(compile('duckdb', q).sql).not.toContain('series_limit');
    }
  });

  it('clamps to the per-request maximum and treats row_limit 0 as "up to the maximum"', () => {
    const opts = { maxRowLimit: 1000 };
    expect(compile('duckdb', { columns: ['origin'], row_limit: 5000 }, FLIGHTS, opts).sql).toMatch(
      / LIMIT 1000$/,
    );
    expect(compile('duckdb', { columns: ['origin'], row_limit: 0 }, FLIGHTS, opts).sql).toMatch(
      / LIMIT 1000$/,
    );
    expect(compile('duckdb', { columns: ['origin'], row_limit: 7 }, FLIGHTS, opts).sql).toMatch(
      / LIMIT 7$/,
    );
  });

  it('gives labels PostgreSQL would truncate a short hashed alias', () => {
    const label = 'x'.repeat(70);
    const metric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label };
    const pg = compile('postgresql', { metrics: [metric] });
    expect(pg.columnLabels).toEqual([label]);
    const alias = pg.columnAliases[0] as string;
    expect(alias).toMatch(/^x{53}__[0-9a-f]{8}$/);
    expect(pg.sql).toBe(`SELECT (COUNT(*)) AS "${alias}" FROM "flights" LIMIT 100000`);
    // DuckDB keeps any length.
    expect(compile('duckdb', { metrics: [metric] }).columnAliases).toEqual([label]);
    // Multi-byte labels are cut on a character boundary, within 63 bytes.
    const wide = compile('postgresql', { metrics: [{ ...metric, label: 'é'.repeat(40) }] });
    const wideAlias = wide.columnAliases[0] as string;
    expect(new TextEncoder().encode(wideAlias).length).toBeLessThanOrEqual(63);
    expect(wideAlias).toMatch(/^é{26}__[0-9a-f]{8}$/);
  });

  it('quotes identifiers holding quote characters', () => {
    const ds: CompileDatasource = {
      ...FLIGHTS,
      tableName: 'we"ird`t',
      columns: [{ column_name: 'a"b`c', expression: null, type: 'VARCHAR', is_dttm: false }],
    };
    expect(compile('postgresql', { columns: ['a"b`c'] }, ds).sql).toBe(
      'SELECT "a""b`c" AS "a""b`c" FROM "we""ird`t" LIMIT 100000',
    );
    expect(compile('mysql', { columns: ['a"b`c'] }, ds).sql).toBe(
      'SELECT `a"b``c` AS `a"b``c` FROM `we"ird``t` LIMIT 100000',
    );
  });
});
