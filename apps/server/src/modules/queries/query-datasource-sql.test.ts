import { describe, expect, it } from 'vitest';
import { isAppError } from '@panorama/core/errors/app-error';
import { queryDatasourceName } from '@panorama/core/schemas/query-datasource';
import { checkQuerySql, TEMPLATED_QUERY_REFUSED } from './query-datasource-sql';

function refusal(run: () => unknown): { status: number; text: string } {
  try {
    run();
  } catch (err) {
    if (isAppError(err))
      return { status: err.status, text: JSON.stringify(err.details ?? err.message) };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('a SQL Lab query as a chart source', () => {
  it('passes one read-only SELECT, without its semicolon, with the tables it reads', () => {
    const checked = checkQuerySql(
      'SELECT s.region, c.name FROM sales s JOIN main.customers c ON c.id = s.id;',
      null,
      'duckdb',
      'main',
    );
    expect(checked.sql).toBe(
      'SELECT s.region, c.name FROM sales s JOIN main.customers c ON c.id = s.id',
    );
    expect(checked.tables.map((t) => t.table).sort()).toEqual(['customers', 'sales']);
    expect(
      checkQuerySql('WITH a AS (SELECT 1 AS x) SELECT x FROM a', '{}', 'postgresql', 'public')
        .tables,
    ).toEqual([]);
  });

  it.each([
    ['two statements', 'SELECT 1; SELECT 2'],
    ['a write', 'DELETE FROM sales'],
    ['SELECT ... INTO', 'SELECT * INTO copied FROM sales'],
    ['a write in a CTE', 'WITH d AS (DELETE FROM sales RETURNING *) SELECT * FROM d'],
    ['a file read', "SELECT * FROM read_csv('/etc/passwd')"],
    ['a session change', 'SET search_path TO other'],
  ])('refuses %s', (_name, sql) => {
    expect([400, 422]).toContain(refusal(() => checkQuerySql(sql, null, 'duckdb', 'main')).status);
  });

  it('refuses templates, whose meaning depends on values a dataset keeps', () => {
    const markup = refusal(() => checkQuerySql("SELECT '{{ x }}'", null, 'duckdb', 'main'));
    expect(markup.status).toBe(422);
    expect(markup.text).toContain(TEMPLATED_QUERY_REFUSED);
    const params = refusal(() => checkQuerySql('SELECT 1', '{"x": 1}', 'duckdb', 'main'));
    expect(params.text).toContain(TEMPLATED_QUERY_REFUSED);
  });

  it('is named after its SQL Lab tab, else its id', () => {
    expect(queryDatasourceName(7, ' Regions ')).toBe('Regions');
    expect(queryDatasourceName(7, '')).toBe('Query 7');
    expect(queryDatasourceName(7, null)).toBe('Query 7');
  });
});
