import { describe, expect, it } from 'vitest';
import { eventNodeKey, pathCrossFilterDataMask, pathDrillFilters } from './pathCrossFilter';

const FILTER = {
  columns: ['region', 'country'],
  valuesByKey: {
    Europe: ['Europe'],
    'Europe / France': ['Europe', 'France'],
    'Europe / <NULL>': ['Europe', null],
  },
  selectedKeys: [],
};

describe('pathCrossFilterDataMask', () => {
  it('filters as many columns as the node is deep', () => {
    expect(pathCrossFilterDataMask(FILTER, 'Europe')?.extraFormData.filters).toEqual([
      { col: 'region', op: 'IN', val: ['Europe'] },
    ]);
    const leaf = pathCrossFilterDataMask(FILTER, 'Europe / France');
    expect(leaf?.extraFormData.filters).toEqual([
      { col: 'region', op: 'IN', val: ['Europe'] },
      { col: 'country', op: 'IN', val: ['France'] },
    ]);
    expect(leaf?.filterState.label).toBe('Europe / France');
    expect(leaf?.filterState.selectedValues).toEqual(['Europe / France']);
  });

  it('clears the filter when the selected node is clicked again', () => {
    const mask = pathCrossFilterDataMask({ ...FILTER, selectedKeys: ['Europe'] }, 'Europe');
    expect(mask?.extraFormData.filters).toEqual([]);
    expect(mask?.filterState.selectedValues).toBeNull();
  });

  it('ignores unknown nodes', () => {
    expect(pathCrossFilterDataMask(FILTER, 'Mars')).toBeNull();
  });
});

describe('pathDrillFilters', () => {
  it('gives one equality per level, IS NULL for a missing value', () => {
    expect(pathDrillFilters(FILTER, 'Europe / <NULL>')).toEqual([
      { col: 'region', op: '==', val: 'Europe' },
      { col: 'country', op: 'IS NULL', val: null },
    ]);
  });
});

describe('eventNodeKey', () => {
  it('reads the key of the clicked data item', () => {
    expect(eventNodeKey({ data: { key: 'Europe', name: 'Europe' } })).toBe('Europe');
    expect(eventNodeKey({ data: 3 })).toBeUndefined();
    expect(eventNodeKey({})).toBeUndefined();
  });
});
