/**
 * Custom SQL sub-queries (ALLOW_ADHOC_SUBQUERY): the tables they read are reported for the
 * caller's access check, catalog tables are refused outright, and the compiled SQL wraps each
 * read table in the caller's row-level rules. A caller that did not look the tables up cannot
 * compile the query at all.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { describe, expect, it } from 'vitest';
import type { TableReference } from '../guard/table-references';
import { SUBQUERY_TABLES_UNCHECKED, subqueryTablesOf } from './compile-query';
import { compile, DIALECTS, FLIGHTS, query, resolveTimeRange, same } from './golden-fixture';

const AIRPORT_LIST = {
  expressionType: 'SQL',
  sqlExpression: "(SELECT string_agg(iata, ',') FROM airports)",
  label: 'codes',
};

const rulesOnAirports = (ref: TableReference) =>
  ref.table.toLowerCase() === 'airports' ? [["country = 'US'"]] : [];

describe('custom SQL sub-queries', () => {
  it('reports the tables they read, in metrics, columns and WHERE', () => {
    for (const dialect of DIALECTS) {
      const tables = subqueryTablesOf(
        query({
          metrics: [AIRPORT_LIST],
          columns: [{ sqlExpression: '(SELECT MAX(x) FROM main.runways)', label: 'r' }],
          extras: { where: 'origin IN (SELECT iata FROM hubs)' },
          row_limit: 1,
        }),
        FLIGHTS,
        { dialect, resolveTimeRange, allowSubqueries: true },
      );
      expect(
        tables?.map((t) => [t.schema, t.table]),
        dialect,
      ).toEqual(
        expect.arrayContaining([
          [null, 'airports'],
          ['main', 'runways'],
          [null, 'hubs'],
        ]),
      );
    }
  });

  it('does not compile sub-queries without the caller rules, even reading no table', () => {
    for (const sqlExpression of [AIRPORT_LIST.sqlExpression, '(SELECT 1)']) {
      expect(() =>
        compile(
          'duckdb',
          { metrics: [{ ...AIRPORT_LIST, sqlExpression }], row_limit: 1 },
          FLIGHTS,
          { allowSubqueries: true },
        ),
      ).toThrow(SUBQUERY_TABLES_UNCHECKED);
    }
    const plain = query({ metrics: [{ ...AIRPORT_LIST, sqlExpression: 'COUNT(*)' }] });
    expect(
      subqueryTablesOf(plain, FLIGHTS, {
        dialect: 'duckdb',
        resolveTimeRange,
        allowSubqueries: true,
      }),
    ).toBeNull();
  });

  it('wraps each table read in the caller rules', () => {
    const expected = same(
      `SELECT ((SELECT string_agg(iata, ',') FROM (SELECT * FROM airports WHERE (country = 'US')) AS airports)) AS "codes" FROM "flights" LIMIT 1`,
    );
    for (const dialect of DIALECTS) {
      const compiled = compile(dialect, { metrics: [AIRPORT_LIST], row_limit: 1 }, FLIGHTS, {
        allowSubqueries: true,
        tableConditions: rulesOnAirports,
      });
      expect(compiled.sql, dialect).toBe(expected[dialect]);
    }
  });

  it('refuses catalog tables whatever the grants', () => {
    const catalogs: [(typeof DIALECTS)[number], string][] = [
      ['postgresql', '(SELECT COUNT(*) FROM information_schema.tables)'],
      ['postgresql', '(SELECT MAX(rolname) FROM pg_authid)'],
      ['duckdb', '(SELECT COUNT(*) FROM information_schema.tables)'],
      ['duckdb', '(SELECT COUNT(*) FROM pg_catalog.pg_class)'],
      ['duckdb', '(SELECT COUNT(*) FROM duckdb_tables())'],
      ['sqlite', '(SELECT group_concat(name) FROM sqlite_master)'],
      ['mysql', '(SELECT COUNT(*) FROM information_schema.tables)'],
      ['mysql', '(SELECT MAX(user) FROM mysql.user)'],
    ];
    for (const [dialect, sqlExpression] of catalogs) {
      expect(
        () =>
          compile(
            dialect,
            { metrics: [{ expressionType: 'SQL', sqlExpression, label: 'x' }], row_limit: 1 },
            FLIGHTS,
            { allowSubqueries: true, tableConditions: () => [] },
          ),
        `${dialect}: ${sqlExpression}`,
      ).toThrow(ValidationError);
    }
  });
});
