import { describe, expect, it } from 'vitest';
import { queryChartFormData, queryChartPath } from './queryChartLink';

const results = {
  data: [],
  displayLimitReached: false,
  columns: [
    { column_name: 'region', name: 'region', type: 'VARCHAR', type_generic: 1, is_dttm: false },
    { column_name: 'amount', name: 'amount', type: 'DOUBLE', type_generic: 0, is_dttm: false },
  ],
};

describe('Create chart from a SQL Lab result', () => {
  it('opens explore on the query as a raw table of its columns', () => {
    const path = queryChartPath({ serverId: 42, results });
    expect(path).not.toBeNull();
    const url = new URL(path as string, 'http://local');
    expect(url.pathname).toBe('/explore/');
    expect(url.searchParams.get('datasource_type')).toBe('query');
    expect(url.searchParams.get('datasource_id')).toBe('42');
    expect(JSON.parse(url.searchParams.get('form_data') ?? '{}')).toEqual(
      queryChartFormData(42, ['region', 'amount']),
    );
    expect(queryChartFormData(42, ['region'])).toMatchObject({
      datasource: '42__query',
      viz_type: 'table',
      query_mode: 'raw',
      metrics: [],
    });
  });

  it('needs the server’s id of the run', () => {
    expect(queryChartPath({ serverId: null, results })).toBeNull();
    expect(queryChartPath({ serverId: 0, results })).toBeNull();
  });
});
