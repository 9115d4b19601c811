import { EXAMPLE_DASHBOARD_UUIDS } from '@panorama/core/examples/example-dashboards';
import { describe, expect, it } from 'vitest';
import { encodeListQuery } from '../../api/listQuery';
import {
  ANY_QUERY,
  createdQuery,
  editedQuery,
  EXAMPLES_QUERY,
  favoritesQuery,
  recentActivityUrl,
  safeInternalPath,
} from './homeQueries';

describe('home queries', () => {
  it('lists what the user changed, three at a time, newest first', () => {
    expect(editedQuery(4)).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 3,
      filters: [{ col: 'changed_by', opr: 'rel_o_m', value: 4 }],
    });
  });

  it('lists what the user created, three at a time, newest first', () => {
    expect(createdQuery(4)).toEqual({
      order_column: 'created_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 3,
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: 4 }],
    });
  });

  it('finds every example dashboard by its uuid, by title', () => {
    expect(EXAMPLES_QUERY.filters).toEqual([
      { col: 'uuid', opr: 'in', value: [...EXAMPLE_DASHBOARD_UUIDS] },
    ]);
    expect(EXAMPLES_QUERY.page_size).toBe(EXAMPLE_DASHBOARD_UUIDS.length);
    expect(decodeURIComponent(encodeListQuery(EXAMPLES_QUERY))).toContain(
      `value:!('${EXAMPLE_DASHBOARD_UUIDS[0]}'`,
    );
  });

  it('uses the favourite filter of each resource', () => {
    expect(favoritesQuery('dashboard').filters).toEqual([
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
    ]);
    expect(favoritesQuery('chart').filters).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
  });

  it('asks for one row to learn whether anything exists', () => {
    expect(ANY_QUERY.page_size).toBe(1);
    expect(ANY_QUERY.filters).toBeUndefined();
  });

  it('builds the recent activity call', () => {
    expect(recentActivityUrl()).toBe('/api/v1/log/recent_activity/?q=(page:0,page_size:5)');
  });

  it('follows only same-origin paths', () => {
    expect(safeInternalPath('/dashboard/3/')).toBe('/dashboard/3/');
    expect(safeInternalPath('/explore/?slice_id=2')).toBe('/explore/?slice_id=2');
    expect(safeInternalPath('//evil.example/')).toBeNull();
    expect(safeInternalPath('/\\evil.example/')).toBeNull();
    expect(safeInternalPath('javascript:alert(1)')).toBeNull();
    expect(safeInternalPath('https://evil.example/')).toBeNull();
  });
});
