import { describe, expect, it } from 'vitest';
import { applyFilterConfigChanges } from '@panorama/core/filters/filter-config-update';
import type { FilterConfigItem, NativeFilter } from '@panorama/core/filters/filter-types';
import { configReducer, initialConfigState } from './configState';
import { newDividerDraft, type NativeFilterDraft } from './filterDraft';
import { editedItems, filterChanges, hasChanges } from './saveChanges';
import { testFilterItem } from './testFilterItem';
import { testLayout } from './testLayout';

function filter(name: string, patch: Partial<NativeFilter> = {}): NativeFilter {
  return testFilterItem(name, {
    chartsInScope: [1, 2, 3],
    tabsInScope: ['TAB-a', 'TAB-b'],
    controlValues: { multiSelect: true },
    ...patch,
  });
}

const original: FilterConfigItem[] = [
  filter('a'),
  filter('b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
  filter('c'),
];

const context = { layout: testLayout, columnTypeOf: () => 'VARCHAR' };

describe('filterChanges', () => {
  it('is empty when nothing changed', () => {
    const changes = filterChanges(original, original);
    expect(changes).toEqual({ modified: [], deleted: [], reordered: [] });
    expect(hasChanges(changes)).toBe(false);
  });

  it('ignores chartsInScope and tabsInScope, which the server recomputes', () => {
    const recomputed = original.map((item) => ({ ...item, chartsInScope: [1] }));
    expect(hasChanges(filterChanges(original, recomputed))).toBe(false);
  });

  it('sends only edited and new items, deletions by id, no order when it follows', () => {
    const renamed = { ...original[0], name: 'A2' } as NativeFilter;
    const added = filter('d');
    const edited = [renamed, original[2] as FilterConfigItem, added];
    const changes = filterChanges(original, edited);
    expect(changes).toEqual({
      modified: [renamed, added],
      deleted: ['NATIVE_FILTER-b'],
      reordered: [],
    });
    expect(applyFilterConfigChanges(original, changes)).toEqual(edited);
  });

  it('sends the full order after a move', () => {
    const edited = [original[2], original[0], original[1]] as FilterConfigItem[];
    const changes = filterChanges(original, edited);
    expect(changes).toEqual({
      modified: [],
      deleted: [],
      reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-a', 'NATIVE_FILTER-b'],
    });
    expect(applyFilterConfigChanges(original, changes)).toEqual(edited);
  });

  it('sends the order when a new item is placed before old ones', () => {
    const added = filter('d');
    const edited = [added, ...original];
    const changes = filterChanges(original, edited);
    expect(changes.modified).toEqual([added]);
    expect(changes.reordered).toEqual([
      'NATIVE_FILTER-d',
      'NATIVE_FILTER-a',
      'NATIVE_FILTER-b',
      'NATIVE_FILTER-c',
    ]);
    expect(applyFilterConfigChanges(original, changes)).toEqual(edited);
  });
});

describe('editedItems', () => {
  it('keeps untouched items as loaded, even when their draft would differ', () => {
    const state = initialConfigState(original);
    expect(editedItems(state, original, context)).toEqual(original);
  });

  it('rebuilds an edited item from its draft with its charts in scope', () => {
    let state = initialConfigState(original);
    const draft = state.drafts['NATIVE_FILTER-c'] as NativeFilterDraft;
    state = configReducer(state, {
      type: 'draftChanged',
      id: draft.id,
      draft: { ...draft, name: 'C2', scope: { rootPath: ['TAB-a'], excluded: [2] } },
    });
    const [, , c] = editedItems(state, original, context);
    expect(c).toMatchObject({
      name: 'C2',
      scope: { rootPath: ['TAB-a'], excluded: [2] },
      chartsInScope: [1],
      tabsInScope: ['TAB-a'],
    });
  });

  it('leaves removed items out, drops links to them, and lists them as deleted', () => {
    let state = initialConfigState(original);
    state = configReducer(state, { type: 'itemRemoved', id: 'NATIVE_FILTER-a' });
    state = configReducer(state, {
      type: 'itemAdded',
      draft: { ...newDividerDraft('NATIVE_FILTER_DIVIDER-1'), title: 'More' },
    });
    const edited = editedItems(state, original, context);
    expect(edited.map((item) => item.id)).toEqual([
      'NATIVE_FILTER-b',
      'NATIVE_FILTER-c',
      'NATIVE_FILTER_DIVIDER-1',
    ]);
    expect((edited[0] as NativeFilter).cascadeParentIds).toEqual([]);
    const changes = filterChanges(original, edited);
    expect(changes.deleted).toEqual(['NATIVE_FILTER-a']);
    expect(changes.modified.map((item) => item.id)).toEqual([
      'NATIVE_FILTER-b',
      'NATIVE_FILTER_DIVIDER-1',
    ]);
    expect(changes.reordered).toEqual([]);
    expect(applyFilterConfigChanges(original, changes)).toEqual(edited);
  });
});
