import { describe, expect, it } from 'vitest';
import {
  dependentsOf,
  dropStaleValues,
  findCascadeCycle,
  parentsExtraFormData,
  wouldCreateCycle,
} from './cascade';
import type { FilterConfigItem, NativeFilter } from './filter-types';
import { nativeFilter } from './native-filter-fixture';

const f = (id: string, cascadeParentIds: string[] = []): NativeFilter =>
  nativeFilter(id, { cascadeParentIds });

// region <- country <- city; year alone.
const items: FilterConfigItem[] = [
  f('region'),
  f('country', ['region']),
  f('city', ['country']),
  f('year'),
];

describe('cycle detection', () => {
  it('refuses a filter as its own parent and transitive loops', () => {
    expect(wouldCreateCycle(items, 'region', ['region'])).toBe(true);
    expect(wouldCreateCycle(items, 'region', ['city'])).toBe(true);
    expect(wouldCreateCycle(items, 'country', ['city'])).toBe(true);
  });

  it('accepts parents that do not depend on the child', () => {
    expect(wouldCreateCycle(items, 'city', ['region', 'year'])).toBe(false);
    expect(wouldCreateCycle(items, 'year', ['city'])).toBe(false);
    expect(wouldCreateCycle(items, 'new', ['city'])).toBe(false);
  });

  it('finds a cycle already in a configuration', () => {
    expect(findCascadeCycle(items)).toBeNull();
    const looped = [f('a', ['c']), f('b', ['a']), f('c', ['b']), f('d')];
    expect(findCascadeCycle(looped)?.sort()).toEqual(['a', 'b', 'c']);
    expect(findCascadeCycle([f('self', ['self'])])).toEqual(['self']);
  });
});

describe('dependentsOf', () => {
  it('lists direct and indirect children in configuration order', () => {
    expect(dependentsOf(items, 'region')).toEqual(['country', 'city']);
    expect(dependentsOf(items, 'city')).toEqual([]);
  });
});

describe('parentsExtraFormData', () => {
  it('merges the direct parents current values', () => {
    const dataMask = {
      region: { extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU'] }] } },
      country: { extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } },
    };
    expect(parentsExtraFormData(items[2], dataMask)).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    });
    expect(parentsExtraFormData(items[0], dataMask)).toEqual({});
  });
});

describe('dropStaleValues', () => {
  it('keeps only values still offered', () => {
    expect(dropStaleValues(['Paris', 'Berlin'], ['Paris', 'Lyon'])).toEqual(['Paris']);
    expect(dropStaleValues(['Berlin'], ['Paris'])).toBeNull();
    expect(dropStaleValues([1], ['1'])).toBeNull();
    expect(dropStaleValues(null, ['Paris'])).toBeNull();
  });
});
