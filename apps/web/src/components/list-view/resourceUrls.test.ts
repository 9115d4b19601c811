import rison from 'rison';
import { describe, expect, it } from 'vitest';
import {
  bulkDeleteUrl,
  exportUrl,
  favoriteStatusUrl,
  favoriteUrl,
  infoUrl,
  optionsFromRows,
  optionsUrl,
  risonIds,
} from './resourceUrls';

function decodedQ(url: string): unknown {
  return rison.decode(new URL(url, 'http://panorama.test').searchParams.get('q') ?? '');
}

describe('bulk and favourite URLs', () => {
  it('use a rison id array', () => {
    expect(risonIds([1, 2, 3])).toBe('!(1,2,3)');
    expect(bulkDeleteUrl('dashboard', [1, 2, 3])).toBe('/api/v1/dashboard/?q=!(1,2,3)');
    expect(exportUrl('chart', [7])).toBe('/api/v1/chart/export/?q=!(7)');
    expect(favoriteStatusUrl('chart', [1, 2])).toBe('/api/v1/chart/favorite_status/?q=!(1,2)');
    expect(favoriteUrl('dashboard', 4)).toBe('/api/v1/dashboard/4/favorites/');
  });

  it('asks _info only for permissions', () => {
    expect(infoUrl('security/users')).toBe('/api/v1/security/users/_info?q=(keys:!(permissions))');
  });
});

describe('optionsUrl', () => {
  it('pages related and distinct values with the typed filter', () => {
    const url = optionsUrl({ type: 'related', resource: 'dashboard', column: 'owners' }, ' ada ');
    expect(url.startsWith('/api/v1/dashboard/related/owners?q=')).toBe(true);
    expect(decodedQ(url)).toEqual({ filter: 'ada', page: 0, page_size: 100 });
    const distinct = optionsUrl({ type: 'distinct', resource: 'dataset', column: 'schema' }, '');
    expect(distinct).toBe("/api/v1/dataset/distinct/schema?q=(filter:'',page:0,page_size:100)");
  });

  it('searches another list by its label column, keeping odd characters intact', () => {
    const url = optionsUrl(
      { type: 'list', resource: 'dataset', labelColumn: 'table_name' },
      "o'brien & #1",
    );
    expect(url).not.toMatch(/[&#\s]/);
    expect(decodedQ(url)).toEqual({
      columns: ['id', 'table_name'],
      filters: [{ col: 'table_name', opr: 'ct', value: "o'brien & #1" }],
      order_column: 'table_name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });
  });
});

describe('optionsFromRows', () => {
  it('maps {text, value} rows and list rows, skipping malformed ones', () => {
    expect(
      optionsFromRows({ type: 'related', resource: 'chart', column: 'owners' }, [
        { text: 'Ada Lovelace', value: 1 },
        { text: '', value: 'main' },
        { text: 'bad', value: { id: 1 } },
        null,
      ]),
    ).toEqual([
      { label: 'Ada Lovelace', value: 1 },
      { label: 'main', value: 'main' },
    ]);
    expect(
      optionsFromRows({ type: 'list', resource: 'dashboard', labelColumn: 'dashboard_title' }, [
        { id: 3, dashboard_title: 'Sales' },
      ]),
    ).toEqual([{ label: 'Sales', value: 3 }]);
  });
});
