/**
 * Row-level-security conditions in the compiled SQL: AND'ed last into WHERE, each in its own
 * parentheses, inside the series-limit sub-query too, guarded (no statements, no sub-queries even
 * when ALLOW_ADHOC_SUBQUERY is on) and immune to what the query's own custom WHERE says.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { describe, expect, it } from 'vitest';
import type { CompileDatasource } from './compile-datasource';
import { compile, DIALECTS, FLIGHTS, same } from './golden-fixture';

/** Each argument is one group of clauses (OR'ed); groups are AND'ed. */
const withRls = (...rowLevelFilters: string[][]): CompileDatasource => ({
  ...FLIGHTS,
  rowLevelFilters,
});

describe('compileQuery: row-level-security conditions', () => {
  it('ANDs the groups after the query filters and ORs the clauses of a group', () => {
    const expected = same(
      'SELECT "origin" AS "origin" FROM "flights" WHERE "delay" > ? AND (origin = \'SFO\') AND ((late) OR (delay < 5 OR delay > 100)) LIMIT 10',
    );
    for (const dialect of DIALECTS) {
      const compiled = compile(
        dialect,
        { columns: ['origin'], filters: [{ col: 'delay', op: '>', val: 0 }], row_limit: 10 },
        withRls(["origin = 'SFO'"], ['late', 'delay < 5 OR delay > 100']),
      );
      expect(compiled.sql, dialect).toBe(expected[dialect]);
      expect(compiled.params).toEqual([0]);
      // Row-level security is not a filter the chart applied.
      expect(compiled.appliedFilters).toEqual([{ column: 'delay' }]);
    }
  });

  it('stays in force when the custom WHERE tries to widen the query', () => {
    const compiled = compile(
      'duckdb',
      { columns: ['origin'], extras: { where: '1 = 1 OR 2 = 2' }, row_limit: 1 },
      withRls(["origin = 'SFO'"]),
    );
    expect(compiled.sql).toBe(
      'SELECT "origin" AS "origin" FROM "flights" WHERE (1 = 1 OR 2 = 2) AND (origin = \'SFO\') LIMIT 1',
    );
    // A custom WHERE that would close the parentheses is refused before anything runs.
    expect(() =>
      compile(
        'duckdb',
        { columns: ['origin'], extras: { where: '1 = 1) OR (1 = 1' }, row_limit: 1 },
        withRls(["origin = 'SFO'"]),
      ),
    ).toThrow(ValidationError);
  });

  it('filters the series-limit sub-query as well as the outer query', () => {
    const compiled = compile(
      'duckdb',
      {
        columns: ['origin'],
        metrics: ['count'],
        series_columns: ['origin'],
        series_limit: 2,
        row_limit: 10,
      },
      withRls(['delay < 60']),
    );
    expect(compiled.sql.match(/\(delay < 60\)/g)).toHaveLength(2);
  });

  it('removes comments so a clause cannot swallow the parentheses after it', () => {
    const compiled = compile(
      'sqlite',
      { columns: ['origin'], row_limit: 1 },
      withRls(["origin = 'SFO' -- only SFO", 'late']),
    );
    expect(compiled.sql).toBe(
      'SELECT "origin" AS "origin" FROM "flights" WHERE ((origin = \'SFO\') OR (late)) LIMIT 1',
    );
  });

  it('refuses statements and sub-queries, even with ALLOW_ADHOC_SUBQUERY', () => {
    for (const clause of ['1=1; DROP TABLE flights', 'origin IN (SELECT origin FROM other)']) {
      for (const dialect of DIALECTS) {
        expect(
          () =>
            compile(dialect, { columns: ['origin'] }, withRls(['late', clause]), {
              allowSubqueries: true,
            }),
          `${dialect}: ${clause}`,
        ).toThrow(ValidationError);
      }
    }
  });

  it('leaves the SQL unchanged without conditions', () => {
    expect(compile('duckdb', { columns: ['origin'], row_limit: 1 }, withRls([])).sql).toBe(
      'SELECT "origin" AS "origin" FROM "flights" LIMIT 1',
    );
  });
});
