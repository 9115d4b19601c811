/**
 * A select filter's "search all options" through the chart data API: on a column with 2000
 * distinct values the first page (row limit 1000) stops short of the 1500th value, and the
 * query the filter sends for typed text finds it. The typed text reaches SQL only as a bound
 * LIKE pattern, its `%` and `_` matching themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_FILTER_DEFAULT_ROW_LIMIT } from '@panorama/core/filters/filter-constants';
import { selectSearchFilters, type SearchColumnKind } from '@panorama/core/filters/select-search';
import type { TestApp } from '../support/test-app';
import { createDataset } from '../modules/datasets-fixtures';
import { databaseId } from '../support/store-lookups';
import { exampleApp, query } from './chart-data-fixtures';

/** 2000 codes `code-0001` … `code-2000`, plus text with LIKE's wildcards in it. */
const CODES_SQL = `SELECT code, n FROM (
  SELECT 'code-' || lpad(CAST(i AS VARCHAR), 4, '0') AS code, i AS n FROM range(1, 2001) t(i)
  UNION ALL SELECT * FROM (VALUES ('rate 5%', 0), ('rate 5x', 0), ('snake_case', 0),
    ('snakeXcase', 0), ('back\\slash', 0)) v(code, n)
)`;

let t: TestApp;
let codes: number;

/** The distinct values a select filter on `column` is offered for the typed text. */
async function offered(column: string, search: string, kind: SearchColumnKind) {
  const entry = await query(t, codes, {
    columns: [column],
    metrics: [],
    orderby: [[column, true]],
    row_limit: NATIVE_FILTER_DEFAULT_ROW_LIMIT,
    filters: selectSearchFilters(column, search, kind),
  });
  return entry.data.map((row) => row[column]);
}

beforeAll(async () => {
  t = await exampleApp();
  codes = await createDataset(t, {
    database: await databaseId(t, 'examples'),
    schema: 'main',
    table_name: 'many_codes',
    sql: CODES_SQL,
  });
});

afterAll(async () => {
  await t?.dispose();
});

describe('select filter search all options', () => {
  it('the first page holds 1000 values and not the 1500th', async () => {
    const first = await offered('code', '', 'text');
    expect(first).toHaveLength(1000);
    expect(first).not.toContain('code-1500');
  });

  it('typing part of the 1500th value finds it, ignoring case', async () => {
    expect(await offered('code', '1500', 'text')).toEqual(['code-1500']);
    expect(await offered('code', 'CODE-150', 'text')).toEqual(
      Array.from({ length: 10 }, (_, i) => `code-150${i}`),
    );
  });

  it('typed % and _ match themselves, not any text', async () => {
    expect(await offered('code', '5%', 'text')).toEqual(['rate 5%']);
    expect(await offered('code', 'e_c', 'text')).toEqual(['snake_case']);
    expect(await offered('code', 'k\\s', 'text')).toEqual(['back\\slash']);
  });

  it('typed quotes and SQL are only text to match', async () => {
    expect(await offered('code', "' OR 1=1 --", 'text')).toEqual([]);
  });

  it('a numeric column is searched from the typed number up', async () => {
    const found = await offered('n', '1995', 'numeric');
    expect(found.map(Number)).toEqual([1995, 1996, 1997, 1998, 1999, 2000]);
  });
});
