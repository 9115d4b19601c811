import { describe, expect, it } from 'vitest';
import type { FilterDivider, NativeFilter } from '@panorama/core/filters/filter-types';
import {
  draftFromItem,
  itemFromDraft,
  newDividerDraft,
  newFilterDraft,
  type NativeFilterDraft,
} from './filterDraft';
import { testLayout } from './testLayout';
import { DISTANCE_OVER_100 } from '../../../testing/testFilters';

const stored: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  description: 'Departure airport',
  targets: [{ datasetId: 4, column: { name: 'origin' } }],
  scope: { rootPath: ['TAB-a'], excluded: [2] },
  chartsInScope: [1],
  tabsInScope: ['TAB-a'],
  controlValues: {
    enableEmptyFilter: false,
    inverseSelection: true,
    defaultToFirstItem: false,
    multiSelect: true,
    searchAllOptions: false,
    sortAscending: false,
    creatable: true,
    operatorType: 'exact',
  },
  defaultDataMask: {
    extraFormData: { filters: [{ col: 'origin', op: 'NOT IN', val: ['SEA'] }] },
    filterState: { value: ['SEA'] },
  },
  cascadeParentIds: [],
  adhoc_filters: [DISTANCE_OVER_100],
  time_range: 'Last year',
  granularity_sqla: 'date',
  sortMetric: null,
  requiredFirst: false,
  datasetUuid: 'kept-as-is',
} as NativeFilter;

function edited(patch: Partial<NativeFilterDraft>): NativeFilterDraft {
  const draft = draftFromItem(stored);
  if (draft.kind !== 'filter') throw new Error('expected a filter draft');
  return { ...draft, ...patch };
}

describe('draft ↔ configuration item', () => {
  it('reads every field the form shows', () => {
    const draft = draftFromItem(stored);
    expect(draft).toMatchObject({
      kind: 'filter',
      name: 'Origin',
      datasetId: 4,
      column: 'origin',
      preFilterEnabled: true,
      timeRange: 'Last year',
      granularitySqla: 'date',
      sortEnabled: true,
      sortAscending: false,
      select: { multiSelect: true, inverseSelection: true, creatable: true },
      hasDefaultValue: true,
      defaultValue: ['SEA'],
      scope: { rootPath: ['TAB-a'], excluded: [2] },
      otherControlValues: { operatorType: 'exact' },
      passthrough: { datasetUuid: 'kept-as-is' },
    });
  });

  it('saves an unchanged draft as the stored item, keeping unknown keys', () => {
    const item = itemFromDraft(draftFromItem(stored), { layout: testLayout });
    expect(item).toEqual({ ...stored, chartsInScope: [1], tabsInScope: ['TAB-a'] });
  });

  it('recomputes the default mask with inverse selection from the new value', () => {
    const item = itemFromDraft(edited({ defaultValue: ['LAX', 'JFK'] })) as NativeFilter;
    expect(item.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'NOT IN', val: ['LAX', 'JFK'] }] },
      filterState: { value: ['LAX', 'JFK'] },
    });
  });

  it('coerces a single-select default to the column type', () => {
    const draft = edited({
      column: 'distance',
      select: { ...edited({}).select, multiSelect: false, inverseSelection: false },
      defaultValue: ['250.7'],
    });
    expect(
      (itemFromDraft(draft, { columnType: 'BIGINT' }) as NativeFilter).defaultDataMask,
    ).toEqual({
      extraFormData: { filters: [{ col: 'distance', op: 'IN', val: [250] }] },
      filterState: { value: [250] },
    });
    expect(
      (itemFromDraft({ ...draft, defaultValue: ['abc'] }, { columnType: 'DOUBLE' }) as NativeFilter)
        .defaultDataMask,
    ).toEqual({ extraFormData: {}, filterState: {} });
  });

  it('drops the default when "select first value" is on, and marks the filter required first', () => {
    const item = itemFromDraft(
      edited({ select: { ...edited({}).select, defaultToFirstItem: true } }),
    ) as NativeFilter;
    expect(item.defaultDataMask).toEqual({ extraFormData: {}, filterState: {} });
    expect(item.requiredFirst).toBe(true);
  });

  it('leaves out pre-filters when the switch is off and sorting when disabled', () => {
    const item = itemFromDraft(edited({ preFilterEnabled: false, sortEnabled: false }));
    expect(item).not.toHaveProperty('adhoc_filters');
    expect(item).not.toHaveProperty('time_range');
    expect(item).not.toHaveProperty('granularity_sqla');
    expect((item as NativeFilter).controlValues).not.toHaveProperty('sortAscending');
  });

  it('stores a sort metric in controlValues and at the top level', () => {
    const item = itemFromDraft(
      edited({ sortMetric: 'count', sortAscending: true }),
    ) as NativeFilter;
    expect(item.controlValues.sortMetric).toBe('count');
    expect(item.controlValues.sortAscending).toBe(true);
    expect(item.sortMetric).toBe('count');
  });

  it('builds a time range filter without dataset, column or select switches', () => {
    const draft: NativeFilterDraft = {
      ...newFilterDraft({ id: 'NATIVE_FILTER-t' }),
      name: ' When ',
      filterType: 'filter_time',
      datasetId: 4,
      column: 'origin',
      hasDefaultValue: true,
      defaultValue: 'Last week',
    };
    expect(itemFromDraft(draft)).toEqual({
      id: 'NATIVE_FILTER-t',
      type: 'NATIVE_FILTER',
      name: 'When',
      filterType: 'filter_time',
      description: '',
      targets: [{}],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      controlValues: { enableEmptyFilter: false },
      defaultDataMask: {
        extraFormData: { time_range: 'Last week' },
        filterState: { value: 'Last week' },
      },
      cascadeParentIds: [],
      sortMetric: null,
      requiredFirst: false,
    });
  });

  it('emits a range default as >= and <= bounds', () => {
    const draft: NativeFilterDraft = {
      ...newFilterDraft({ id: 'NATIVE_FILTER-r', datasetId: 4 }),
      name: 'Distance',
      filterType: 'filter_range',
      column: 'distance',
      hasDefaultValue: true,
      defaultValue: [100, null],
    };
    expect((itemFromDraft(draft) as NativeFilter).defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'distance', op: '>=', val: 100 }] },
      filterState: { value: [100, null] },
    });
  });

  it('round-trips a divider with trimmed text', () => {
    const divider: FilterDivider = {
      id: 'NATIVE_FILTER_DIVIDER-1',
      type: 'DIVIDER',
      title: 'Airports',
      description: 'Where flights go',
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    };
    expect(itemFromDraft(draftFromItem(divider))).toEqual(divider);
    const fresh = { ...newDividerDraft('NATIVE_FILTER_DIVIDER-2'), title: '  Times  ' };
    expect(itemFromDraft(fresh)).toMatchObject({ title: 'Times', description: '' });
  });

  it('gives new items prefixed ids', () => {
    expect(newFilterDraft().id).toMatch(/^NATIVE_FILTER-[\w-]{21}$/);
    expect(newDividerDraft().id).toMatch(/^NATIVE_FILTER_DIVIDER-[\w-]{21}$/);
  });
});

describe('group-by filter draft', () => {
  const groupBy = {
    id: 'NATIVE_FILTER-split',
    type: 'NATIVE_FILTER',
    name: 'Split by',
    filterType: 'filter_groupby',
    description: '',
    targets: [{ datasetId: 4 }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    controlValues: { enableEmptyFilter: false },
    defaultDataMask: {},
    cascadeParentIds: [],
  } as unknown as NativeFilter;

  it('is single-choice unless its configuration says otherwise, and saves that switch', () => {
    const draft = draftFromItem(groupBy) as NativeFilterDraft;
    expect(draft.select.multiSelect).toBe(false);
    const saved = itemFromDraft(draft) as NativeFilter;
    expect(saved.controlValues).toEqual({ enableEmptyFilter: false, multiSelect: false });
  });

  it('keeps a stored multiSelect through the modal', () => {
    const draft = draftFromItem({ ...groupBy, controlValues: { multiSelect: true } });
    const saved = itemFromDraft(draft) as NativeFilter;
    expect(saved.controlValues.multiSelect).toBe(true);
    expect(saved.targets).toEqual([{ datasetId: 4 }]);
  });
});
