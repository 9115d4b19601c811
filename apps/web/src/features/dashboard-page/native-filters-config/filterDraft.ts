/**
 * What the configuration modal edits: a flat draft per filter or divider, and the conversion
 * between a draft and the stored configuration item. A draft keeps every stored
 * key the form does not show (other plugin controls, Superset-only fields), so opening and saving
 * a filter changes only what the user changed.
 */
import { chartsInScope, defaultFilterScope } from '@panorama/core/layout/filter-scope';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import type { AdhocFilter } from '@panorama/core/adhoc/adhoc-types';
import { coerceDefaultValue } from '@panorama/core/filters/default-value';
import { extraFormDataFor } from '@panorama/core/filters/filter-emitters';
import { SELECT_FILTER_DEFAULT_CONTROL_VALUES } from '@panorama/core/filters/filter-constants';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { newDividerId, newNativeFilterId } from '@panorama/core/filters/filter-ids';
import type {
  DataMask,
  FilterConfigItem,
  FilterDivider,
  FilterType,
  NativeFilter,
  NativeFilterScope,
} from '@panorama/core/filters/filter-types';
import { calculateScopes } from '@panorama/core/filters/filter-scopes';
import {
  hasColumnTarget,
  hasDatasetTarget,
  hasPreFilters,
  hasMultiSelectOnly,
  hasSelectOptions,
  hasSorting,
} from './filterTypeRules';

/** The select-filter switches the form shows, stored in `controlValues`. */
export interface SelectOptions {
  multiSelect: boolean;
  searchAllOptions: boolean;
  inverseSelection: boolean;
  creatable: boolean;
  defaultToFirstItem: boolean;
}

export interface NativeFilterDraft {
  kind: 'filter';
  id: string;
  name: string;
  filterType: FilterType | (string & {});
  description: string;
  datasetId: number | null;
  column: string | null;
  /** The "Pre-filter available values" switch: adhoc filters and a time range on the options. */
  preFilterEnabled: boolean;
  adhocFilters: AdhocFilter[];
  /** Pre-filter time range; 'No filter' means none. */
  timeRange: string;
  /** The time column the pre-filter time range applies to. */
  granularitySqla: string | null;
  /** Time grains a time-grain filter offers; empty = all the dataset's grains. */
  timeGrains: string[];
  sortEnabled: boolean;
  sortAscending: boolean;
  sortMetric: string | null;
  select: SelectOptions;
  /** 'Filter value is required' (controlValues.enableEmptyFilter). */
  required: boolean;
  hasDefaultValue: boolean;
  /** filterState.value of the default data mask, as the value picker edits it. */
  defaultValue: unknown;
  cascadeParentIds: string[];
  scope: NativeFilterScope;
  /** controlValues keys the form does not edit, kept as stored. */
  otherControlValues: Record<string, unknown>;
  /** Stored keys outside the form (datasetUuid exports, newer plugin keys), kept as stored. */
  passthrough: Record<string, unknown>;
}

export interface DividerDraft {
  kind: 'divider';
  id: string;
  title: string;
  description: string;
  scope: NativeFilterScope;
  passthrough: Record<string, unknown>;
}

export type ItemDraft = NativeFilterDraft | DividerDraft;

const MANAGED_CONTROL_KEYS = new Set([
  'multiSelect',
  'searchAllOptions',
  'inverseSelection',
  'creatable',
  'defaultToFirstItem',
  'enableEmptyFilter',
  'sortAscending',
  'sortMetric',
]);

const FILTER_KEYS = new Set([
  'id',
  'type',
  'name',
  'filterType',
  'description',
  'targets',
  'scope',
  'chartsInScope',
  'tabsInScope',
  'controlValues',
  'defaultDataMask',
  'cascadeParentIds',
  'adhoc_filters',
  'time_range',
  'granularity_sqla',
  'time_grains',
  'sortMetric',
  'requiredFirst',
]);

const DIVIDER_KEYS = new Set(['id', 'type', 'title', 'description', 'scope']);

function rest(item: object, known: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !known.has(key)));
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function scopeOf(scope: unknown): NativeFilterScope {
  if (typeof scope !== 'object' || scope === null) return defaultFilterScope();
  const { rootPath, excluded } = scope as Record<string, unknown>;
  return {
    rootPath: Array.isArray(rootPath) ? rootPath.filter((id) => typeof id === 'string') : [],
    excluded: Array.isArray(excluded)
      ? excluded.map(Number).filter((id) => Number.isInteger(id))
      : [],
  };
}

/** A value that counts as "a default was chosen" (an empty list or `[null, null]` does not). */
export function isMeaningfulValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some((entry) => isMeaningfulValue(entry));
  return true;
}

export function newFilterDraft(
  options: { id?: string; datasetId?: number | null } = {},
): NativeFilterDraft {
  return {
    kind: 'filter',
    id: options.id ?? newNativeFilterId(),
    name: '',
    filterType: 'filter_select',
    description: '',
    datasetId: options.datasetId ?? null,
    column: null,
    preFilterEnabled: false,
    adhocFilters: [],
    timeRange: NO_TIME_RANGE,
    granularitySqla: null,
    timeGrains: [],
    sortEnabled: false,
    sortAscending: SELECT_FILTER_DEFAULT_CONTROL_VALUES.sortAscending,
    sortMetric: null,
    select: {
      multiSelect: SELECT_FILTER_DEFAULT_CONTROL_VALUES.multiSelect,
      searchAllOptions: SELECT_FILTER_DEFAULT_CONTROL_VALUES.searchAllOptions,
      inverseSelection: SELECT_FILTER_DEFAULT_CONTROL_VALUES.inverseSelection,
      creatable: false,
      defaultToFirstItem: SELECT_FILTER_DEFAULT_CONTROL_VALUES.defaultToFirstItem,
    },
    required: SELECT_FILTER_DEFAULT_CONTROL_VALUES.enableEmptyFilter,
    hasDefaultValue: false,
    defaultValue: null,
    cascadeParentIds: [],
    scope: defaultFilterScope(),
    otherControlValues: {},
    passthrough: {},
  };
}

export function newDividerDraft(id: string = newDividerId()): DividerDraft {
  return {
    kind: 'divider',
    id,
    title: '',
    description: '',
    scope: defaultFilterScope(),
    passthrough: {},
  };
}

function filterDraftFrom(item: NativeFilter): NativeFilterDraft {
  const controls = item.controlValues ?? {};
  const target = item.targets?.[0];
  const defaultValue = item.defaultDataMask?.filterState?.value;
  const adhocFilters = Array.isArray(item.adhoc_filters) ? item.adhoc_filters : [];
  const timeRange = typeof item.time_range === 'string' ? item.time_range : NO_TIME_RANGE;
  const sortMetric =
    typeof controls.sortMetric === 'string'
      ? controls.sortMetric
      : typeof item.sortMetric === 'string'
        ? item.sortMetric
        : null;
  return {
    kind: 'filter',
    id: item.id,
    name: item.name ?? '',
    filterType: item.filterType,
    description: item.description ?? '',
    datasetId: typeof target?.datasetId === 'number' ? target.datasetId : null,
    column: target?.column?.name ?? null,
    preFilterEnabled: adhocFilters.length > 0 || timeRange !== NO_TIME_RANGE,
    adhocFilters,
    timeRange,
    granularitySqla: typeof item.granularity_sqla === 'string' ? item.granularity_sqla : null,
    timeGrains: Array.isArray(item.time_grains) ? item.time_grains : [],
    sortEnabled: typeof controls.sortAscending === 'boolean',
    sortAscending: bool(controls.sortAscending, true),
    sortMetric,
    select: {
      multiSelect: bool(
        controls.multiSelect,
        hasMultiSelectOnly(item.filterType)
          ? false
          : SELECT_FILTER_DEFAULT_CONTROL_VALUES.multiSelect,
      ),
      searchAllOptions: bool(controls.searchAllOptions, false),
      inverseSelection: bool(controls.inverseSelection, false),
      creatable: bool(controls.creatable, false),
      defaultToFirstItem: bool(controls.defaultToFirstItem, false),
    },
    required: bool(controls.enableEmptyFilter, false),
    hasDefaultValue: isMeaningfulValue(defaultValue),
    defaultValue: defaultValue ?? null,
    cascadeParentIds: Array.isArray(item.cascadeParentIds) ? [...item.cascadeParentIds] : [],
    scope: scopeOf(item.scope),
    otherControlValues: rest(controls, MANAGED_CONTROL_KEYS),
    passthrough: rest(item, FILTER_KEYS),
  };
}

/** The draft the form starts from for a stored item. */
export function draftFromItem(item: FilterConfigItem): ItemDraft {
  if (item.type === 'DIVIDER') {
    return {
      kind: 'divider',
      id: item.id,
      title: item.title ?? '',
      description: item.description ?? '',
      scope: scopeOf(item.scope),
      passthrough: rest(item, DIVIDER_KEYS),
    };
  }
  return filterDraftFrom(item);
}

/** What the conversion needs to know about the chosen column and the dashboard. */
export interface DraftContext {
  /** The database type of the target column (e.g. 'BIGINT'), for default-value coercion. */
  columnType?: string | null;
  layout?: DashboardLayout;
}

/**
 * The default value as stored: a single-select default typed as text is coerced to the column
 * type (so a number column gets a number, as the query expects); a list keeps its entries as
 * picked.
 */
export function storedDefaultValue(draft: NativeFilterDraft, columnType?: string | null): unknown {
  const value = draft.defaultValue;
  if (draft.filterType !== 'filter_select' || draft.select.multiSelect) return value;
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  const coerced = coerceDefaultValue(first, columnType ?? null);
  return coerced === null || coerced === undefined || coerced === '' ? null : [coerced];
}

function controlValuesOf(draft: NativeFilterDraft): Record<string, unknown> {
  const controls: Record<string, unknown> = { ...draft.otherControlValues };
  controls.enableEmptyFilter = draft.required;
  if (hasSelectOptions(draft.filterType)) {
    controls.multiSelect = draft.select.multiSelect;
    controls.searchAllOptions = draft.select.searchAllOptions;
    controls.inverseSelection = draft.select.inverseSelection;
    controls.creatable = draft.select.creatable;
    controls.defaultToFirstItem = draft.select.defaultToFirstItem;
  }
  if (hasMultiSelectOnly(draft.filterType)) controls.multiSelect = draft.select.multiSelect;
  if (hasSorting(draft.filterType) && draft.sortEnabled) {
    controls.sortAscending = draft.sortAscending;
    if (draft.sortMetric) controls.sortMetric = draft.sortMetric;
  }
  return controls;
}

function filterItemFrom(draft: NativeFilterDraft, context: DraftContext): NativeFilter {
  const target: NativeFilter['targets'][number] = {};
  if (hasDatasetTarget(draft.filterType) && draft.datasetId !== null) {
    target.datasetId = draft.datasetId;
    if (hasColumnTarget(draft.filterType) && draft.column) target.column = { name: draft.column };
  }
  const controlValues = controlValuesOf(draft);
  const sortMetric = typeof controlValues.sortMetric === 'string' ? controlValues.sortMetric : null;
  const item: NativeFilter = {
    ...draft.passthrough,
    id: draft.id,
    type: 'NATIVE_FILTER',
    name: draft.name.trim(),
    filterType: draft.filterType,
    description: draft.description.trim(),
    targets: [target],
    scope: draft.scope,
    controlValues,
    defaultDataMask: { extraFormData: {}, filterState: {} },
    cascadeParentIds: [...draft.cascadeParentIds],
    sortMetric,
    // Choosing the first value needs the options first: the bar holds charts until it has them.
    requiredFirst: hasSelectOptions(draft.filterType) && draft.select.defaultToFirstItem,
  };
  if (hasPreFilters(draft.filterType) && draft.preFilterEnabled) {
    item.adhoc_filters = draft.adhocFilters;
    if (draft.timeRange !== NO_TIME_RANGE) {
      item.time_range = draft.timeRange;
      if (draft.granularitySqla) item.granularity_sqla = draft.granularitySqla;
    }
  }
  if (draft.filterType === 'filter_timegrain' && draft.timeGrains.length > 0) {
    item.time_grains = [...draft.timeGrains];
  }
  item.defaultDataMask = defaultDataMaskOf(draft, item, context.columnType);
  if (context.layout) {
    const scopes = calculateScopes([item], context.layout)[item.id];
    item.chartsInScope = scopes?.chartsInScope ?? chartsInScope(context.layout, item.scope);
    item.tabsInScope = scopes?.tabsInScope ?? [];
  }
  return item;
}

function defaultDataMaskOf(
  draft: NativeFilterDraft,
  item: NativeFilter,
  columnType: string | null | undefined,
): DataMask {
  const firstItemWins = hasSelectOptions(draft.filterType) && draft.select.defaultToFirstItem;
  const value = storedDefaultValue(draft, columnType);
  // A required value is a default whether or not the box was ticked (the form forces it on).
  const wanted = draft.hasDefaultValue || draft.required;
  if (!wanted || firstItemWins || !isMeaningfulValue(value)) {
    return { extraFormData: {}, filterState: {} };
  }
  return { extraFormData: extraFormDataFor(item, { value }), filterState: { value } };
}

/** The configuration item a draft saves as (chartsInScope and tabsInScope when given a layout). */
export function itemFromDraft(draft: ItemDraft, context: DraftContext = {}): FilterConfigItem {
  if (draft.kind === 'divider') {
    const divider: FilterDivider = {
      ...draft.passthrough,
      id: draft.id,
      type: 'DIVIDER',
      title: draft.title.trim(),
      description: draft.description.trim(),
      scope: draft.scope,
    };
    return divider;
  }
  return filterItemFrom(draft, context);
}

/** The label the left list shows for an item. */
export function draftTitle(draft: ItemDraft): string {
  return draft.kind === 'divider' ? draft.title.trim() : draft.name.trim();
}
