/**
 * Filters, metrics, raw mode, order and limits on real engines: every filter operator (REGEX
 * where the engine has it), values that look like injections, custom SQL, HAVING, row counts.
 * The same query object runs on DuckDB, SQLite, PostgreSQL and MariaDB (the last two when
 * reachable); the rows must be the same everywhere and equal to a JS computation over the seed
 * rows (or, for a few aggregates, to hand-written SQL run on the same engine).
 */
import { describe, expect, it } from 'vitest';
import { checkReadOnlyStatement } from '@panorama/sql/guard/check-read-only-statement';
import { runQuery, useEngines, type Engine, type Value } from './engines';
import { groupBy, likeRegExp, sortRows, sqlSum } from './expected-values';
import { seedRows, type SeedRow } from './seed-rows';

const rows = seedRows();
const engines = useEngines(rows);

async function expectEverywhere(
  raw: Record<string, unknown>,
  expected: Value[][],
  only: (engine: Engine) => boolean = () => true,
): Promise<void> {
  const targets = engines.filter(only);
  expect(targets.length).toBeGreaterThan(0);
  for (const engine of targets) {
    expect(sortRows(await runQuery(engine, raw)), engine.name).toEqual(sortRows(expected));
  }
}

type Row = SeedRow;
const text = (pick: (r: Row) => string | null) => pick;

/** A filter and the rows it must keep, by SQL semantics (NULL never matches a comparison). */
const OPERATOR_CASES: [string, Record<string, unknown>, (r: Row) => boolean][] = [
  ['== text', { col: 'category', op: '==', val: 'beta' }, (r) => r.category === 'beta'],
  ['== with a quote', { col: 'category', op: '==', val: "o'hare" }, (r) => r.category === "o'hare"],
  [
    '!= text (NULLs excluded)',
    { col: 'category', op: '!=', val: 'beta' },
    (r) => r.category !== null && r.category !== 'beta',
  ],
  ['== NULL', { col: 'qty', op: '==', val: null }, (r) => r.qty === null],
  [
    '> number given as text',
    { col: 'qty', op: '>', val: '100' },
    (r) => r.qty !== null && r.qty > 100,
  ],
  [
    '< decimal on an integer column',
    { col: 'qty', op: '<', val: 2.5 },
    (r) => r.qty !== null && r.qty < 2.5,
  ],
  [
    '>= decimal',
    { col: 'price', op: '>=', val: 500.25 },
    (r) => r.price !== null && r.price >= 500.25,
  ],
  ['<= negative', { col: 'qty', op: '<=', val: -10 }, (r) => r.qty !== null && r.qty <= -10],
  [
    'IN with NULL',
    { col: 'category', op: 'IN', val: ['alpha', '50% off', null] },
    (r) => r.category === null || r.category === 'alpha' || r.category === '50% off',
  ],
  [
    'NOT IN',
    { col: 'category', op: 'NOT IN', val: ['alpha', 'beta'] },
    (r) => r.category !== null && !['alpha', 'beta'].includes(r.category),
  ],
  [
    'NOT IN with NULL',
    { col: 'category', op: 'NOT IN', val: ['alpha', null] },
    (r) => r.category !== null && r.category !== 'alpha',
  ],
  [
    'IN numbers',
    { col: 'qty', op: 'IN', val: [1, '2', 3, 150] },
    (r) => r.qty !== null && [1, 2, 3, 150].includes(r.qty),
  ],
  ['IN nothing', { col: 'qty', op: 'IN', val: [] }, () => false],
  [
    'LIKE case-sensitive',
    { col: 'note', op: 'LIKE', val: 'm%' },
    (r) => r.note !== null && likeRegExp('m%').test(r.note),
  ],
  [
    'LIKE % inside',
    { col: 'note', op: 'LIKE', val: '%100%%' },
    (r) => r.note !== null && likeRegExp('%100%%').test(r.note),
  ],
  [
    'LIKE _ is one character',
    { col: 'note', op: 'LIKE', val: 'under_score' },
    (r) => r.note !== null && likeRegExp('under_score').test(r.note),
  ],
  [
    'LIKE backslash before another character is literal',
    { col: 'note', op: 'LIKE', val: 'back\\sl%' },
    (r) => r.note === 'back\\slash',
  ],
  [
    'LIKE escaped % and _ are literal',
    { col: 'note', op: 'LIKE', val: '50\\%\\_%' },
    (r) => r.note === '50%_off',
  ],
  [
    'ILIKE contains an escaped backslash',
    { col: 'note', op: 'ILIKE', val: '%K\\\\S%' },
    (r) => r.note === 'back\\slash',
  ],
  [
    'LIKE brackets, * and ? are literal',
    { col: 'note', op: 'LIKE', val: '[bracket]*?' },
    (r) => r.note === '[bracket]*?',
  ],
  [
    'NOT LIKE',
    { col: 'note', op: 'NOT LIKE', val: '%a%' },
    (r) => r.note !== null && !likeRegExp('%a%').test(r.note),
  ],
  [
    'ILIKE',
    { col: 'note', op: 'ILIKE', val: 'MIXED%' },
    (r) => r.note !== null && likeRegExp('MIXED%', true).test(r.note),
  ],
  [
    'NOT ILIKE',
    { col: 'note', op: 'NOT ILIKE', val: '%CASE' },
    (r) => r.note !== null && !likeRegExp('%CASE', true).test(r.note),
  ],
  ['IS NULL', { col: 'price', op: 'IS NULL' }, (r) => r.price === null],
  ['IS NOT NULL', { col: 'price', op: 'IS NOT NULL' }, (r) => r.price !== null],
  ['IS TRUE', { col: 'flag', op: 'IS TRUE' }, (r) => r.flag === true],
  ['IS FALSE', { col: 'flag', op: 'IS FALSE' }, (r) => r.flag === false],
  ['== true on a boolean', { col: 'flag', op: '==', val: true }, (r) => r.flag === true],
  [
    'calculated column',
    { col: 'qty_x2', op: '>', val: 300 },
    (r) => r.qty !== null && r.qty * 2 > 300,
  ],
  [
    'adhoc column',
    { col: { sqlExpression: 'qty + 1', label: 'q1' }, op: '==', val: 11 },
    (r) => r.qty === 10,
  ],
  [
    'TEMPORAL_RANGE',
    { col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-03-31T06:00:00 : 2024-04-01' },
    (r) =>
      r.ts !== null &&
      r.ts >= new Date('2024-03-31T06:00:00Z') &&
      r.ts < new Date('2024-04-01T00:00:00Z'),
  ],
  [
    'injection attempt is a plain value',
    { col: 'note', op: '==', val: "' OR 1=1 --" },
    () => false,
  ],
  [
    'injection attempt in IN',
    { col: 'note', op: 'IN', val: ["x') OR ('1'='1", "It's 100% real"] },
    (r) => r.note === "It's 100% real",
  ],
  ['injection attempt in LIKE', { col: 'note', op: 'LIKE', val: "%' OR '1'='1" }, () => false],
  [
    'double quotes in a value',
    { col: 'note', op: '==', val: 'quote "double"' },
    (r) => r.note === 'quote "double"',
  ],
  ['empty string', { col: 'note', op: '==', val: '<empty string>' }, (r) => r.note === ''],
  ['unicode', { col: 'note', op: '==', val: 'ünïcödé' }, (r) => r.note === 'ünïcödé'],
];

const ids = (keep: (r: Row) => boolean): Value[][] => rows.filter(keep).map((r) => [r.id]);

describe('cross-engine: filter operators', () => {
  for (const [name, filter, keep] of OPERATOR_CASES) {
    it(name, async () => {
      await expectEverywhere({ columns: ['id'], filters: [filter], row_limit: 1000 }, ids(keep));
    });
  }

  it('REGEX where the engine has one', async () => {
    const re = /^[A-Z][a-z]+ /;
    await expectEverywhere(
      { columns: ['id'], filters: [{ col: 'note', op: 'REGEX', val: '^[A-Z][a-z]+ ' }] },
      ids((r) => r.note !== null && re.test(r.note)),
      (e) => e.name !== 'sqlite',
    );
  });

  it('filters on unknown columns are rejected, the others applied', async () => {
    await expectEverywhere(
      {
        columns: ['id'],
        filters: [
          { col: 'region', op: '==', val: 'x' },
          { col: 'category', op: '==', val: 'delta' },
        ],
      },
      ids((r) => r.category === 'delta'),
    );
  });
});

describe('cross-engine: metrics, grouping, raw mode', () => {
  it('saved, SIMPLE and SQL metrics by category, calculated column', async () => {
    const expected = groupBy(
      rows,
      (r) => r.category,
      (category, group) => {
        const qty = group.map((r) => r.qty).filter((q): q is number => q !== null);
        const prices = group.map((r) => r.price).filter((p): p is number => p !== null);
        return [
          category,
          group.length,
          sqlSum(group.map((r) => r.qty)),
          Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 1e6) / 1e6,
          qty.length ? Math.min(...qty) : null,
          qty.length ? Math.max(...qty) * 2 : null,
          new Set(group.map((r) => r.note).filter((n) => n !== null)).size,
          group.filter((r) => r.flag === true).length,
        ];
      },
    );
    await expectEverywhere(
      {
        columns: ['category'],
        metrics: [
          'rows',
          'total_qty',
          { expressionType: 'SIMPLE', column: { column_name: 'price' }, aggregate: 'AVG' },
          { expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'MIN' },
          { expressionType: 'SIMPLE', column: { column_name: 'qty_x2' }, aggregate: 'MAX' },
          {
            expressionType: 'SIMPLE',
            column: { column_name: 'note' },
            aggregate: 'COUNT_DISTINCT',
          },
          {
            expressionType: 'SQL',
            sqlExpression: 'SUM(CASE WHEN flag THEN 1 ELSE 0 END) -- trues',
            label: 'trues',
          },
        ],
      },
      expected,
    );
  });

  it('adhoc SQL column, metrics [] groups without aggregating', async () => {
    const expected = groupBy(
      rows,
      (r) => (r.qty === null ? null : r.qty >= 0 ? 'pos' : 'neg'),
      (sign) => [sign],
    );
    await expectEverywhere(
      {
        columns: [
          {
            sqlExpression: "CASE WHEN qty >= 0 THEN 'pos' WHEN qty < 0 THEN 'neg' END",
            label: 'sign',
          },
        ],
        metrics: [],
      },
      expected,
    );
  });

  it('extras.where, extras.having and SIMPLE HAVING filters', async () => {
    const scoped = rows.filter((r) => r.qty !== null && r.qty > 0);
    const expected = groupBy(
      scoped,
      (r) => r.category,
      (category, group) => [category, group.length, sqlSum(group.map((r) => r.qty))],
    ).filter(([, n, sum]) => (n as number) > 20 && (sum as number) > 1500);
    expect(expected.length).toBeGreaterThan(0);
    await expectEverywhere(
      {
        columns: ['category'],
        metrics: ['rows', 'total_qty'],
        extras: {
          where: 'qty > 0',
          having: 'COUNT(*) > 20',
          having_druid: [{ col: 'total_qty', op: '>', val: '1500' }],
        },
      },
      expected,
    );
  });

  it('raw mode: order, limit and offset', async () => {
    const sorted = rows
      .filter((r) => r.price !== null)
      .sort((a, b) => (b.price as number) - (a.price as number) || a.id - b.id);
    const page = sorted.slice(10, 15).map((r) => [r.id, r.price]);
    for (const engine of engines) {
      const got = await runQuery(engine, {
        columns: ['id', 'price'],
        filters: [{ col: 'price', op: 'IS NOT NULL' }],
        orderby: [
          ['price', false],
          ['id', true],
        ],
        row_limit: 5,
        row_offset: 10,
      });
      expect(got, engine.name).toEqual(page);
    }
  });

  it('row count of the query', async () => {
    const categories = new Set(rows.map((r) => r.category)).size;
    await expectEverywhere({ columns: ['category'], metrics: ['rows'], is_rowcount: true }, [
      [categories],
    ]);
  });

  it('equals hand-written SQL on each engine', async () => {
    for (const engine of engines) {
      const q = engine.name === 'mysql' ? '`' : '"';
      const table = engine.datasource.schema
        ? `${q}${engine.datasource.schema}${q}.events`
        : 'events';
      const hand = `SELECT category, COUNT(*) AS n, SUM(qty) AS s FROM ${table}
        WHERE note IS NOT NULL GROUP BY category`;
      checkReadOnlyStatement(hand, engine.name);
      const handRows = await engine.connector.run(hand, [], { timeoutMs: 10_000 });
      const got = await runQuery(engine, {
        columns: ['category'],
        metrics: ['rows', 'total_qty'],
        filters: [{ col: 'note', op: 'IS NOT NULL' }],
      });
      expect(sortRows(got), engine.name).toEqual(
        sortRows(
          handRows.rows.map(
            (r) => [r.category, Number(r.n), r.s === null ? null : Number(r.s)] as Value[],
          ),
        ),
      );
    }
  });
});

describe('cross-engine: seed sanity', () => {
  it('the seed covers NULLs, quotes and every category', () => {
    const pick = text((r) => r.note);
    expect(rows.some((r) => pick(r) === null)).toBe(true);
    expect(rows.some((r) => r.category === null)).toBe(true);
    expect(rows.some((r) => r.flag === null)).toBe(true);
    expect(engines.map((e) => e.name).slice(0, 2)).toEqual(['duckdb', 'sqlite']);
  });
});
