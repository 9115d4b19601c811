/**
 * Filter boxes become native filters. Superset retired the filter-box chart and upgrades every
 * dashboard that has one: each filtered field of each box becomes a native filter with the box's
 * scope and default, boxes that filtered each other become cascading filters, and the box itself
 * leaves a short markdown note in its place. An imported dashboard gets the same upgrade, so a
 * bundle from an older Superset opens with working filters instead of retired charts.
 */
import { escapeHtml } from '../html/escape-html';
import { copyJson } from '../json/copy-json';
import { isRecord } from '../json/is-record';
import { parseJsonObject } from '../json/json-object';
import { DASHBOARD_ROOT_ID } from '../layout/layout-constants';
import { NO_TIME_RANGE } from '../time/no-time-range';
import { wouldCreateCycle } from './cascade';
import { TIME_FILTER_MAP } from './filter-box';
import { newNativeFilterId } from './filter-ids';
import type { FilterConfigItem } from './filter-types';

type Json = Record<string, unknown>;

/** A filter-box chart of the dashboard, by the ids it has in this instance. */
export interface FilterBoxToMigrate {
  id: number;
  sliceName: string;
  datasetId: number | null;
  params: Json;
  /** The dataset's column names, so a filter saved on `Year` targets the dataset's `year`. */
  columnNames?: readonly string[];
}

interface FieldScope {
  scope: string[];
  immune: number[];
}

const TIME_RANGE_FIELD = TIME_FILTER_MAP.time_range;
const TIME_COLUMN_FIELD = TIME_FILTER_MAP.granularity_sqla;
const TIME_GRAIN_FIELD = TIME_FILTER_MAP.time_grain_sqla;

/** The box's time column and time grain pickers, each shown by its own switch. */
const TIME_SETTING_FILTERS = [
  {
    field: TIME_COLUMN_FIELD,
    shownBy: 'show_sqla_time_column',
    filterType: 'filter_timecolumn',
    name: 'Time Column',
    formDataKey: 'granularity_sqla',
  },
  {
    field: TIME_GRAIN_FIELD,
    shownBy: 'show_sqla_time_granularity',
    filterType: 'filter_timegrain',
    name: 'Time Grain',
    formDataKey: 'time_grain_sqla',
  },
] as const;

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

function filterConfigs(params: Json): Json[] {
  return Array.isArray(params.filter_configs) ? params.filter_configs.filter(isRecord) : [];
}

/**
 * Every field a box filters, each reaching the whole dashboard except the charts the old
 * dashboard-wide immunity settings left out; a saved per-field scope replaces this default.
 */
function fieldScopes(metadata: Json, box: FilterBoxToMigrate): Map<string, FieldScope> {
  const immuneCharts = numbers(metadata.filter_immune_slices);
  const immuneByField = new Map<string, number[]>();
  const fieldImmunity = isRecord(metadata.filter_immune_slice_fields)
    ? metadata.filter_immune_slice_fields
    : {};
  for (const [chartId, fields] of Object.entries(fieldImmunity)) {
    for (const field of Array.isArray(fields) ? fields : []) {
      if (typeof field !== 'string') continue;
      immuneByField.set(field, [...(immuneByField.get(field) ?? []), Number(chartId)]);
    }
  }
  const scopes = new Map<string, FieldScope>();
  const add = (field: unknown) => {
    if (typeof field !== 'string') return;
    const immune = [...new Set([...immuneCharts, ...(immuneByField.get(field) ?? [])])];
    scopes.set(field, { scope: [DASHBOARD_ROOT_ID], immune });
  };
  if (box.params.date_filter) add(TIME_RANGE_FIELD);
  if (box.params.show_sqla_time_column) add(TIME_COLUMN_FIELD);
  if (box.params.show_sqla_time_granularity) add(TIME_GRAIN_FIELD);
  for (const config of filterConfigs(box.params)) add(config.column);

  const allSaved = isRecord(metadata.filter_scopes) ? metadata.filter_scopes : {};
  const saved = allSaved[String(box.id)];
  for (const [field, scope] of Object.entries(isRecord(saved) ? saved : {})) {
    if (!isRecord(scope)) continue;
    scopes.set(field, {
      scope: Array.isArray(scope.scope) ? scope.scope.map(String) : [DASHBOARD_ROOT_ID],
      immune: numbers(scope.immune),
    });
  }
  return scopes;
}

/** The dataset's spelling of a column when the box's differs only in letter case. */
function datasetColumn(box: FilterBoxToMigrate, name: string): string {
  if (!box.columnNames || box.columnNames.includes(name)) return name;
  const lower = name.toLowerCase();
  return box.columnNames.find((column) => column.toLowerCase() === lower) ?? name;
}

function defaultMask(extraFormData: Json, value: unknown): Json {
  return { extraFormData, filterState: { value } };
}

/** The filter-specific part of one field's native filter; null for a field the box no longer shows. */
function filterOfField(box: FilterBoxToMigrate, field: string, saved: unknown): Json | null {
  const { params } = box;
  const target = box.datasetId === null ? {} : { datasetId: box.datasetId };
  const setting = TIME_SETTING_FILTERS.find((candidate) => candidate.field === field);
  if (setting && params[setting.shownBy]) {
    const value = saved || params[setting.formDataKey];
    return {
      filterType: setting.filterType,
      name: setting.name,
      targets: [target],
      ...(value ? { defaultDataMask: defaultMask({ [setting.formDataKey]: value }, [value]) } : {}),
    };
  }
  if (field === TIME_RANGE_FIELD && params.date_filter) {
    const value = saved || params.time_range;
    const hasRange = Boolean(value) && value !== NO_TIME_RANGE;
    return {
      filterType: 'filter_time',
      name: 'Time Range',
      targets: [{}],
      ...(hasRange ? { defaultDataMask: defaultMask({ time_range: value }, value) } : {}),
    };
  }
  const config = filterConfigs(params).find((item) => item.column === field);
  if (!config) return null;
  const column = datasetColumn(box, field);
  const multiple = Boolean(config.multiple);
  const filter: Json = {
    filterType: 'filter_select',
    name: typeof config.label === 'string' && config.label ? config.label : field,
    targets: [{ ...target, column: { name: column } }],
    controlValues: {
      defaultToFirstItem: false,
      enableEmptyFilter: config.clearable === false,
      inverseSelection: false,
      multiSelect: multiple,
      searchAllOptions: Boolean(config.searchAllOptions),
      ...('metric' in config ? { sortAscending: config.asc } : {}),
    },
  };
  if ('metric' in config) filter.sortMetric = config.metric;
  if (Array.isArray(params.adhoc_filters) && params.adhoc_filters.length > 0) {
    filter.adhoc_filters = params.adhoc_filters;
  }
  // The box's own time range narrowed the values it offered; the filter keeps doing so.
  const timeRange = params.time_range;
  if (typeof timeRange === 'string' && timeRange && timeRange !== NO_TIME_RANGE) {
    filter.time_range = timeRange;
    if (typeof params.granularity_sqla === 'string') {
      filter.granularity_sqla = params.granularity_sqla;
    }
  }
  let value: unknown = saved;
  if (!value) {
    value = config.defaultValue;
    // A multiple-choice default was stored as one text with ';' between values.
    if (typeof value === 'string' && value && multiple) value = value.split(';');
  }
  if (value) {
    const values = Array.isArray(value) ? value : [value];
    filter.defaultDataMask = defaultMask(
      { filters: [{ col: column, op: 'IN', val: values }] },
      values,
    );
  }
  return filter;
}

function layoutItems(position: Json): Json[] {
  return Object.values(position).filter(isRecord);
}

function chartIdOf(item: Json): unknown {
  return item.type === 'CHART' && isRecord(item.meta) ? item.meta.chartId : undefined;
}

export interface FilterBoxMigrationInput {
  metadata: Json;
  position: Json;
  filterBoxes: readonly FilterBoxToMigrate[];
  /** Makes the new filters' ids; random ids unless a caller needs them predictable. */
  newFilterId?: () => string;
}

/** The native filters that replace the dashboard's filter boxes, ordered by filter type. */
export function nativeFiltersFromFilterBoxes({
  metadata,
  position,
  filterBoxes,
  newFilterId = newNativeFilterId,
}: FilterBoxMigrationInput): Json[] {
  const defaults =
    typeof metadata.default_filters === 'string' ? parseJsonObject(metadata.default_filters) : {};
  const boxIds = new Set(filterBoxes.map((box) => box.id));
  const scopesByBox = new Map(filterBoxes.map((box) => [box.id, fieldScopes(metadata, box)]));
  const filtersByBox = new Map<number, Json[]>();

  for (const box of filterBoxes) {
    const boxDefaults = defaults[String(box.id)];
    const filters: Json[] = [];
    for (const [field, scope] of scopesByBox.get(box.id) ?? []) {
      const saved = isRecord(boxDefaults) ? boxDefaults[field] : undefined;
      const specific = filterOfField(box, field, saved);
      if (!specific) continue;
      filters.push({
        cascadeParentIds: [],
        id: newFilterId(),
        scope: {
          rootPath: scope.scope,
          excluded: scope.immune.filter((id) => !boxIds.has(id)),
        },
        type: 'NATIVE_FILTER',
        ...specific,
      });
    }
    filtersByBox.set(box.id, filters);
  }

  // A box that another box's field reached was filtered by it: that is a cascade now. Two boxes
  // that reached each other would make a cycle, which filters cannot have: the first link wins.
  const allFilters = [...filtersByBox.values()].flat() as unknown as FilterConfigItem[];
  const ancestorsByBox = new Map<number, Set<string>>();
  for (const item of layoutItems(position)) {
    const chartId = chartIdOf(item);
    if (typeof chartId === 'number' && boxIds.has(chartId) && Array.isArray(item.parents)) {
      ancestorsByBox.set(chartId, new Set(item.parents.map(String)));
    }
  }
  for (const child of filterBoxes) {
    const ancestors = ancestorsByBox.get(child.id) ?? new Set<string>();
    for (const parent of filterBoxes) {
      if (child === parent) continue;
      const reaches = [...(scopesByBox.get(parent.id)?.values() ?? [])].some(
        (scope) => !scope.immune.includes(child.id) && scope.scope.every((id) => ancestors.has(id)),
      );
      if (!reaches) continue;
      for (const childFilter of filtersByBox.get(child.id) ?? []) {
        if (childFilter.filterType !== 'filter_select') continue;
        const parentIds = childFilter.cascadeParentIds as string[];
        for (const parentFilter of filtersByBox.get(parent.id) ?? []) {
          const cascades = ['filter_select', 'filter_time'].includes(
            String(parentFilter.filterType),
          );
          const id = String(parentFilter.id);
          if (!cascades || parentIds.includes(id)) continue;
          const childId = String(childFilter.id);
          if (!wouldCreateCycle(allFilters, childId, [...parentIds, id])) parentIds.push(id);
        }
      }
    }
  }

  return [...filtersByBox.values()]
    .flat()
    .sort((a, b) => String(a.filterType).localeCompare(String(b.filterType)));
}

/**
 * The dashboard with its filter boxes turned into native filters: the filters appended to
 * `native_filter_configuration`, the old filter settings dropped, and each box's layout item a
 * markdown note saying where its filters went.
 */
export function migrateFilterBoxes(input: FilterBoxMigrationInput): {
  metadata: Json;
  position: Json;
} {
  const metadata: Json = copyJson(input.metadata);
  const position: Json = copyJson(input.position);
  const existing: unknown[] = Array.isArray(metadata.native_filter_configuration)
    ? metadata.native_filter_configuration
    : [];
  metadata.native_filter_configuration = [
    ...existing,
    ...nativeFiltersFromFilterBoxes({ ...input, metadata, position }),
  ];
  delete metadata.default_filters;
  delete metadata.filter_scopes;

  const boxes = new Map(input.filterBoxes.map((box) => [box.id, box]));
  const renamed = new Map<string, string>();
  for (const [key, item] of Object.entries(position)) {
    if (!isRecord(item)) continue;
    const box = boxes.get(Number(chartIdOf(item)));
    if (!box || !isRecord(item.meta)) continue;
    const markdownId = key.replace('CHART-', 'MARKDOWN-');
    renamed.set(key, markdownId);
    delete position[key];
    position[markdownId] = {
      ...item,
      id: markdownId,
      type: 'MARKDOWN',
      meta: {
        ...item.meta,
        code: `&#9888; The ${escapeHtml(box.sliceName)} filter-box chart has been migrated to a native filter.`,
      },
    };
  }
  for (const item of layoutItems(position)) {
    for (const relation of ['children', 'parents'] as const) {
      const ids: unknown = item[relation];
      if (Array.isArray(ids)) {
        item[relation] = ids.map((id: unknown) => renamed.get(String(id)) ?? id);
      }
    }
  }
  return { metadata, position };
}
