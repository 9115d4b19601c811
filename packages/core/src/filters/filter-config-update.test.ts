import { describe, expect, it } from 'vitest';
import {
  applyFilterConfigChanges,
  duplicateFilterIds,
  withoutDanglingParents,
} from './filter-config-update';
import type { FilterConfigItem, NativeFilter } from './filter-types';
import { nativeFilter } from './native-filter-fixture';

const f = (id: string, name = id, cascadeParentIds: string[] = []): NativeFilter =>
  nativeFilter(id, { name, targets: [], cascadeParentIds });
const ids = (items: FilterConfigItem[]) => items.map((i) => i.id);

describe('applyFilterConfigChanges', () => {
  const current = [f('a'), f('b'), f('c')];

  it('replaces modified items in place, appends new ones and drops deleted ones', () => {
    const result = applyFilterConfigChanges(current, {
      modified: [f('b', 'B renamed'), f('d')],
      deleted: ['a'],
      reordered: [],
    });
    expect(ids(result)).toEqual(['b', 'c', 'd']);
    expect((result[0] as NativeFilter).name).toBe('B renamed');
  });

  it('orders by reordered, unnamed items after in their order', () => {
    expect(
      ids(
        applyFilterConfigChanges(current, {
          modified: [f('d')],
          deleted: [],
          reordered: ['c', 'a'],
        }),
      ),
    ).toEqual(['c', 'a', 'b', 'd']);
    expect(
      ids(
        applyFilterConfigChanges(current, {
          modified: [],
          deleted: ['b'],
          reordered: ['c', 'b', 'a'],
        }),
      ),
    ).toEqual(['c', 'a']);
  });

  it('does not add an item both modified and deleted', () => {
    expect(
      ids(applyFilterConfigChanges(current, { modified: [f('x')], deleted: ['x'], reordered: [] })),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('withoutDanglingParents', () => {
  it('drops parents that are not native filters of the configuration', () => {
    const result = withoutDanglingParents([f('a'), f('b', 'b', ['a', 'gone'])]);
    expect((result[1] as NativeFilter).cascadeParentIds).toEqual(['a']);
  });
});

describe('duplicateFilterIds', () => {
  it('lists repeated ids once', () => {
    expect(duplicateFilterIds([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'a' }])).toEqual(['a']);
  });
});
