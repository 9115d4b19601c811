import { describe, expect, it } from 'vitest';
import { groupByFilterOptions, withInteractiveGroupby } from './interactive-groupby';

const COLUMNS = [
  { column_name: 'origin', verbose_name: 'Origin airport' },
  { column_name: 'dest', verbose_name: null },
  { column_name: 'carrier' },
];

describe('groupByFilterOptions', () => {
  it('offers every dataset column, labelled by verbose name or else its name', () => {
    expect(groupByFilterOptions(COLUMNS)).toEqual([
      { value: 'origin', label: 'Origin airport' },
      { value: 'dest', label: 'dest' },
      { value: 'carrier', label: 'carrier' },
    ]);
  });

  it('keeps only the columns chosen in the filter configuration when some are chosen', () => {
    expect(groupByFilterOptions(COLUMNS, ['carrier', 'dest'])).toEqual([
      { value: 'dest', label: 'dest' },
      { value: 'carrier', label: 'carrier' },
    ]);
  });

  it('offers nothing for a dataset without columns', () => {
    expect(groupByFilterOptions([])).toEqual([]);
  });
});

describe('withInteractiveGroupby', () => {
  it('appends the emitted columns after the chart’s own', () => {
    expect(
      withInteractiveGroupby(['origin'], { interactive_groupby: ['dest', 'carrier'] }),
    ).toEqual(['origin', 'dest', 'carrier']);
  });

  it('adds a column the chart already groups by only once', () => {
    expect(
      withInteractiveGroupby(['origin'], { interactive_groupby: ['origin', 'dest', 'dest'] }),
    ).toEqual(['origin', 'dest']);
  });

  it('keeps adhoc columns and leaves the columns alone without interactive_groupby', () => {
    const adhoc = { label: 'year', sqlExpression: 'EXTRACT(YEAR FROM ds)', expressionType: 'SQL' };
    const columns = [adhoc, 'origin'] as Parameters<typeof withInteractiveGroupby>[0];
    expect(withInteractiveGroupby(columns, {})).toEqual(columns);
    expect(withInteractiveGroupby(columns, undefined)).toEqual(columns);
    expect(withInteractiveGroupby(columns, { interactive_groupby: ['dest'] })).toEqual([
      adhoc,
      'origin',
      'dest',
    ]);
  });
});
