import { describe, expect, it } from 'vitest';
import {
  expandedSlicesOf,
  nativeFilterScopesOf,
  parseDashboardMetadata,
} from './dashboardMetadata';

describe('parseDashboardMetadata', () => {
  it('parses the JSON text and drops positions and show_native_filters', () => {
    const text = JSON.stringify({
      color_scheme: 'supersetColors',
      refresh_frequency: 60,
      positions: { ROOT_ID: {} },
      show_native_filters: true,
    });
    expect(parseDashboardMetadata(text)).toEqual({
      color_scheme: 'supersetColors',
      refresh_frequency: 60,
    });
  });

  it('accepts an object and gives {} for anything unreadable', () => {
    expect(parseDashboardMetadata({ stagger_time: 100 })).toEqual({ stagger_time: 100 });
    expect(parseDashboardMetadata(null)).toEqual({});
    expect(parseDashboardMetadata('')).toEqual({});
    expect(parseDashboardMetadata('{not json')).toEqual({});
    expect(parseDashboardMetadata('[1,2]')).toEqual({});
  });

  it('does not change the object it was given', () => {
    const source = { positions: {}, color_scheme: 'x' };
    parseDashboardMetadata(source);
    expect(source).toEqual({ positions: {}, color_scheme: 'x' });
  });
});

describe('expandedSlicesOf', () => {
  it('keeps numeric chart ids that are expanded', () => {
    expect(expandedSlicesOf({ expanded_slices: { '12': true, '13': false, abc: true } })).toEqual({
      12: true,
    });
    expect(expandedSlicesOf({})).toEqual({});
  });
});

describe('nativeFilterScopesOf', () => {
  it('reads rootPath and excluded of each filter', () => {
    expect(
      nativeFilterScopesOf({
        native_filter_configuration: [
          { id: 'F1', scope: { rootPath: ['ROOT_ID'], excluded: [3, '4'] } },
          { id: 'F2' },
          { id: 'F3', scope: { rootPath: ['TAB-a', 7], excluded: 'x' } },
        ],
      }),
    ).toEqual([
      { rootPath: ['ROOT_ID'], excluded: [3, 4] },
      { rootPath: ['TAB-a'], excluded: [] },
    ]);
  });
});
