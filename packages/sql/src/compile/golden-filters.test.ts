/**
 * Golden SQL for every filter operator: the WHERE condition and parameters expected for each
 * dialect, written by hand. Queries are raw `SELECT origin ... LIMIT 1` with one filter.
 */
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../dialects/dialect';
import { compile, DIALECTS, same, type PerDialect } from './golden-fixture';

interface FilterCase {
  name: string;
  filter: Record<string, unknown>;
  /** The WHERE condition per dialect. */
  where: PerDialect;
  params: unknown[] | Record<DialectName, unknown[]>;
}

/** DuckDB and SQLite name the backslash as their LIKE escape character (the others default to it). */
const ESCAPE = " ESCAPE '\\'";
const DUCKDB_LIKE = `"origin" LIKE ?${ESCAPE}`;

const CASES: FilterCase[] = [
  {
    name: '== binds the value',
    filter: { col: 'origin', op: '==', val: 'SFO' },
    where: same('"origin" = ?'),
    params: ['SFO'],
  },
  {
    name: '== null is IS NULL',
    filter: { col: 'origin', op: '==', val: null },
    where: same('"origin" IS NULL'),
    params: [],
  },
  {
    name: '!= binds the value',
    filter: { col: 'origin', op: '!=', val: 'SFO' },
    where: same('"origin" <> ?'),
    params: ['SFO'],
  },
  {
    name: '!= <NULL> is IS NOT NULL',
    filter: { col: 'origin', op: '!=', val: '<NULL>' },
    where: same('"origin" IS NOT NULL'),
    params: [],
  },
  {
    name: '> casts numeric text for a numeric column',
    filter: { col: 'delay', op: '>', val: '10' },
    where: same('"delay" > ?'),
    params: [10],
  },
  {
    name: '< with a decimal (PostgreSQL casts it)',
    filter: { col: 'delay', op: '<', val: 2.5 },
    where: { ...same('"delay" < ?'), postgresql: '"delay" < CAST($1 AS NUMERIC)' },
    params: [2.5],
  },
  {
    name: '>= and a calculated column',
    filter: { col: 'delay_hours', op: '>=', val: 1 },
    where: same('(delay / 60.0) >= ?'),
    params: [1],
  },
  {
    name: '<=',
    filter: { col: 'delay', op: '<=', val: -3 },
    where: same('"delay" <= ?'),
    params: [-3],
  },
  {
    name: 'IN',
    filter: { col: 'origin', op: 'IN', val: ['SFO', 'JFK'] },
    where: same('"origin" IN (?, ?)'),
    params: ['SFO', 'JFK'],
  },
  {
    name: 'IN with NULL also matches NULLs',
    filter: { col: 'origin', op: 'in', val: ['SFO', null] },
    where: same('("origin" IS NULL OR "origin" IN (?))'),
    params: ['SFO'],
  },
  {
    name: 'NOT IN',
    filter: { col: 'origin', op: 'NOT IN', val: ['SFO'] },
    where: same('"origin" NOT IN (?)'),
    params: ['SFO'],
  },
  {
    name: 'NOT IN with NULL',
    filter: { col: 'origin', op: 'NOT IN', val: ['SFO', null] },
    where: same('NOT ("origin" IS NULL OR "origin" IN (?))'),
    params: ['SFO'],
  },
  {
    name: 'IN of nothing matches nothing',
    filter: { col: 'origin', op: 'IN', val: [] },
    where: same('1 = 0'),
    params: [],
  },
  {
    name: 'NOT IN of nothing matches everything',
    filter: { col: 'origin', op: 'NOT IN', val: [] },
    where: same('NOT (1 = 0)'),
    params: [],
  },
  {
    name: 'IN types values after the column',
    filter: { col: 'delay', op: 'IN', val: ['1', 2, '<NULL>'] },
    where: same('("delay" IS NULL OR "delay" IN (?, ?))'),
    params: [1, 2],
  },
  {
    name: 'numbers become text for a text column',
    filter: { col: 'origin', op: 'IN', val: [1, 2.5] },
    where: same('"origin" IN (?, ?)'),
    params: ['1', '2.5'],
  },
  {
    name: 'LIKE (GLOB in SQLite, which is case-sensitive like the others)',
    filter: { col: 'origin', op: 'LIKE', val: 'S%_' },
    where: { ...same('"origin" LIKE ?'), duckdb: DUCKDB_LIKE, sqlite: '"origin" GLOB ?' },
    params: { duckdb: ['S%_'], postgresql: ['S%_'], mysql: ['S%_'], sqlite: ['S*?'] },
  },
  {
    name: 'LIKE keeps everything but % and _ literal',
    filter: { col: 'origin', op: 'LIKE', val: 'a\\b[*?%' },
    where: { ...same('"origin" LIKE ?'), duckdb: DUCKDB_LIKE, sqlite: '"origin" GLOB ?' },
    params: {
      duckdb: ['a\\\\b[*?%'],
      postgresql: ['a\\\\b[*?%'],
      mysql: ['a\\\\b[*?%'],
      sqlite: ['a\\b[[][*][?]*'],
    },
  },
  {
    name: 'LIKE reads a backslash before %, _ or a backslash as making it literal',
    filter: { col: 'origin', op: 'LIKE', val: '50\\%\\_\\\\%' },
    where: { ...same('"origin" LIKE ?'), duckdb: DUCKDB_LIKE, sqlite: '"origin" GLOB ?' },
    params: {
      duckdb: ['50\\%\\_\\\\%'],
      postgresql: ['50\\%\\_\\\\%'],
      mysql: ['50\\%\\_\\\\%'],
      sqlite: ['50%_\\*'],
    },
  },
  {
    name: 'NOT LIKE',
    filter: { col: 'origin', op: 'NOT LIKE', val: '%O' },
    where: {
      ...same('"origin" NOT LIKE ?'),
      duckdb: `"origin" NOT LIKE ?${ESCAPE}`,
      sqlite: '"origin" NOT GLOB ?',
    },
    params: { duckdb: ['%O'], postgresql: ['%O'], mysql: ['%O'], sqlite: ['*O'] },
  },
  {
    name: 'ILIKE',
    filter: { col: 'origin', op: 'ILIKE', val: 's%' },
    where: {
      duckdb: `"origin" ILIKE ?${ESCAPE}`,
      postgresql: '"origin" ILIKE $1',
      sqlite: `"origin" LIKE ?${ESCAPE}`,
      mysql: 'LOWER(`origin`) LIKE LOWER(?)',
    },
    params: ['s%'],
  },
  {
    name: 'NOT ILIKE',
    filter: { col: 'origin', op: 'NOT ILIKE', val: 's%' },
    where: {
      duckdb: `"origin" NOT ILIKE ?${ESCAPE}`,
      postgresql: '"origin" NOT ILIKE $1',
      sqlite: `"origin" NOT LIKE ?${ESCAPE}`,
      mysql: 'LOWER(`origin`) NOT LIKE LOWER(?)',
    },
    params: ['s%'],
  },
  // Operators without a value are written after the column as they are, in every dialect.
  ...(
    [
      ['delay', 'IS NULL'],
      ['delay', 'IS NOT NULL'],
      ['late', 'IS TRUE'],
      ['late', 'IS FALSE'],
    ] as const
  ).map(([col, op]): FilterCase => ({
    name: op,
    filter: { col, op },
    where: same(`"${col}" ${op}`),
    params: [],
  })),
  {
    name: 'IS TRUE on a number compares with 0',
    filter: { col: 'delay', op: 'IS TRUE' },
    where: same('"delay" <> 0'),
    params: [],
  },
  {
    name: 'boolean text becomes a boolean',
    filter: { col: 'late', op: '==', val: 'true' },
    where: same('"late" = ?'),
    params: [true],
  },
  {
    name: 'an injection attempt is a bound value',
    filter: { col: 'origin', op: '==', val: "' OR 1=1 --" },
    where: same('"origin" = ?'),
    params: ["' OR 1=1 --"],
  },
  {
    name: '<empty string> is the empty string',
    filter: { col: 'origin', op: '==', val: '<empty string>' },
    where: same('"origin" = ?'),
    params: [''],
  },
  {
    name: 'adhoc column filter',
    filter: { col: { sqlExpression: 'UPPER(origin)', label: 'uo' }, op: '==', val: 'SFO' },
    where: same('(UPPER(origin)) = ?'),
    params: ['SFO'],
  },
  {
    name: 'timestamp text compared with a timestamp column',
    filter: { col: 'ts', op: '>=', val: '2024-01-05T10:30' },
    where: {
      duckdb: '"ts" >= CAST(? AS TIMESTAMP)',
      postgresql: '"ts" >= CAST($1 AS TIMESTAMP)',
      sqlite: '"ts" >= ?',
      mysql: '`ts` >= ?',
    },
    params: ['2024-01-05 10:30:00'],
  },
  {
    name: 'a filter with a time grain compares the truncated value',
    filter: { col: 'ts', op: '==', val: '2024-01-05', grain: 'P1D' },
    where: {
      duckdb: `DATE_TRUNC('day', "ts") = CAST(? AS TIMESTAMP)`,
      postgresql: `DATE_TRUNC('day', "ts") = CAST($1 AS TIMESTAMP)`,
      sqlite: `DATETIME("ts", 'start of day') = ?`,
      mysql: 'DATE(`ts`) = ?',
    },
    params: ['2024-01-05 00:00:00'],
  },
];

const selectWhere = (dialect: DialectName, where: string) =>
  dialect === 'mysql'
    ? `SELECT \`origin\` AS \`origin\` FROM \`flights\` WHERE ${where} LIMIT 1`
    : `SELECT "origin" AS "origin" FROM "flights" WHERE ${where} LIMIT 1`;

describe('compileQuery: golden SQL for filter operators', () => {
  for (const c of CASES) {
    for (const dialect of DIALECTS) {
      it(`${c.name} (${dialect})`, () => {
        const compiled = compile(dialect, {
          columns: ['origin'],
          row_limit: 1,
          filters: [c.filter],
        });
        expect(compiled.sql).toBe(selectWhere(dialect, c.where[dialect]));
        expect(compiled.params).toEqual(Array.isArray(c.params) ? c.params : c.params[dialect]);
        expect(compiled.appliedFilters).toEqual([
          { column: typeof c.filter.col === 'string' ? c.filter.col : 'uo' },
        ]);
      });
    }
  }

  it('REGEX where the engine has it, refused on SQLite', () => {
    const filters = [{ col: 'origin', op: 'REGEX', val: '^S.O$' }];
    const where: Record<Exclude<DialectName, 'sqlite'>, string> = {
      duckdb: 'REGEXP_MATCHES("origin", ?)',
      postgresql: '"origin" ~ $1',
      mysql: '`origin` REGEXP ?',
    };
    for (const dialect of ['duckdb', 'postgresql', 'mysql'] as const) {
      const compiled = compile(dialect, { columns: ['origin'], row_limit: 1, filters });
      expect(compiled.sql).toBe(selectWhere(dialect, where[dialect]));
      expect(compiled.params).toEqual(['^S.O$']);
    }
    expect(() => compile('sqlite', { columns: ['origin'], filters })).toThrow(
      'The REGEX operator is not supported by sqlite databases',
    );
  });

  it('several filters are ANDed, in order', () => {
    const compiled = compile('postgresql', {
      columns: ['origin'],
      row_limit: 1,
      filters: [
        { col: 'origin', op: 'IN', val: ['A', 'B'] },
        { col: 'delay', op: '>', val: 3 },
      ],
    });
    expect(compiled.sql).toBe(
      'SELECT "origin" AS "origin" FROM "flights" WHERE "origin" IN ($1, $2) AND "delay" > $3 LIMIT 1',
    );
    expect(compiled.params).toEqual(['A', 'B', 3]);
  });

  it('a filter on a column the dataset lacks is rejected, not applied', () => {
    const compiled = compile('duckdb', {
      columns: ['origin'],
      row_limit: 1,
      filters: [
        { col: 'region', op: '==', val: 'x' },
        { col: 'origin', op: '==', val: 'y' },
      ],
    });
    expect(compiled.sql).toBe(selectWhere('duckdb', '"origin" = ?'));
    expect(compiled.params).toEqual(['y']);
    expect(compiled.appliedFilters).toEqual([{ column: 'origin' }]);
    expect(compiled.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: 'region' }]);
  });

  it('comparison operators need a value', () => {
    for (const op of ['>', '<', '>=', '<=', 'LIKE', 'ILIKE', 'REGEX']) {
      expect(() =>
        compile('duckdb', { columns: ['origin'], filters: [{ col: 'delay', op }] }),
      ).toThrow('Must specify a value for filters with comparison operators');
    }
  });

  it('caps the values of one IN filter', () => {
    const val = Array.from({ length: 10_001 }, (_, i) => i);
    expect(() =>
      compile('duckdb', { columns: ['origin'], filters: [{ col: 'delay', op: 'IN', val }] }),
    ).toThrow('A filter may have at most 10000 values');
  });
});
