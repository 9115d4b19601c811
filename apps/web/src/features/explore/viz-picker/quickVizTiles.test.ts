import { describe, expect, it } from 'vitest';
import { QUICK_VIZ_TYPES, quickTileKeys } from './quickVizTiles';

describe('quickTileKeys', () => {
  it('lists line, bar, area, table, big number and pie', () => {
    expect(quickTileKeys('table')).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'table',
      'big_number_total',
      'pie',
    ]);
  });

  it('puts a current type outside the strip first', () => {
    expect(quickTileKeys('word_cloud')).toEqual(['word_cloud', ...QUICK_VIZ_TYPES]);
  });

  it('adds nothing for an empty value', () => {
    expect(quickTileKeys('')).toEqual(QUICK_VIZ_TYPES);
  });
});
