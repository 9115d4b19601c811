/**
 * The legacy filter box on a dashboard (rules in core filter-box.ts): each applied
 * filter box keeps one data mask (an `IN` clause per column, `time_range` for its time filter)
 * under `FILTER_BOX-{chartId}` in the dataMask slice, apart from cross filters. Every column
 * reaches the charts of its own scope (json_metadata.filter_scopes, keys `chartId_column`),
 * minus its immune charts and minus filter boxes, which are never filtered.
 */
import {
  deriveDashboardFilter,
  filterBoxChartsInScope,
  FILTER_BOX_VIZ_TYPE,
  TIME_RANGE,
  type FilterBoxChart,
  type FilterScopesMetadata,
} from '@panorama/core/filters/filter-box';
import type { DataMask, DataMaskMap, ExtraFormData } from '@panorama/core/filters/filter-types';
import { mergeExtraFormData } from '@panorama/core/filters/merge-extra-form-data';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import {
  filterBoxDataMask,
  type FilterBoxSelections,
} from '../../../../visualizations/filter_box/filterBoxMask';

export const FILTER_BOX_KEY_PREFIX = 'FILTER_BOX-';

export function filterBoxMaskKey(chartId: number): string {
  return `${FILTER_BOX_KEY_PREFIX}${chartId}`;
}

export function isFilterBoxMaskKey(key: string): boolean {
  return key.startsWith(FILTER_BOX_KEY_PREFIX);
}

export function isFilterBoxChart(chart: FilterBoxChart): boolean {
  return (chart.form_data.viz_type ?? null) === FILTER_BOX_VIZ_TYPE;
}

export interface FilterBoxContext {
  layout: DashboardLayout;
  filterScopes: FilterScopesMetadata;
  /** The dashboard's filter box charts by id. */
  filterBoxes: Record<number, FilterBoxChart>;
}

/**
 * What the applied filter boxes add to one chart's extra_form_data: each column's clause (and
 * the time range) when the chart is in that column's scope.
 */
export function filterBoxExtraFormData(
  chartId: number,
  dataMask: DataMaskMap,
  { layout, filterScopes, filterBoxes }: FilterBoxContext,
): ExtraFormData {
  const filterBoxIds = Object.keys(filterBoxes).map(Number);
  if (filterBoxIds.includes(chartId)) return {};
  let result: ExtraFormData = {};
  for (const [key, mask] of Object.entries(dataMask)) {
    if (!isFilterBoxMaskKey(key)) continue;
    const box = filterBoxes[Number(key.slice(FILTER_BOX_KEY_PREFIX.length))];
    if (!box) continue;
    const { scopes } = deriveDashboardFilter({ chart: box, layout, filterScopes });
    const reaches = (column: string) => {
      const scope = scopes[column];
      return (
        scope !== undefined && filterBoxChartsInScope(layout, scope, filterBoxIds).includes(chartId)
      );
    };
    for (const clause of mask.extraFormData?.filters ?? []) {
      if (reaches(clause.col)) result = mergeExtraFormData(result, { filters: [clause] });
    }
    const timeRange = mask.extraFormData?.time_range;
    if (timeRange !== undefined && reaches(TIME_RANGE)) {
      result = mergeExtraFormData(result, { time_range: timeRange });
    }
  }
  return result;
}

function selectionValues(value: unknown): Array<string | number | boolean> {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter(
    (v): v is string | number | boolean =>
      (typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'boolean',
  );
}

/**
 * The masks the filter boxes start with when the dashboard opens: each box's default values
 * (or the values `preselect_filters` in the URL gives it), applied at once as Superset does.
 */
export function filterBoxStartingMasks(
  { layout, filterScopes, filterBoxes }: FilterBoxContext,
  preselectFilters: Record<string, unknown> | null,
): DataMaskMap {
  const preselected = Object.fromEntries(
    Object.entries(preselectFilters ?? {}).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]),
    ),
  );
  const result: DataMaskMap = {};
  for (const chart of Object.values(filterBoxes)) {
    const { columns } = deriveDashboardFilter({
      chart,
      layout,
      filterScopes,
      preselectFilters: preselected,
    });
    const selections: FilterBoxSelections = {};
    for (const [column, value] of Object.entries(columns)) {
      if (column.startsWith('__')) continue;
      const values = selectionValues(value);
      if (values.length > 0) selections[column] = values;
    }
    const time = columns[TIME_RANGE];
    const mask: DataMask = filterBoxDataMask(selections, typeof time === 'string' ? time : null);
    const extra = mask.extraFormData;
    if ((extra?.filters?.length ?? 0) > 0 || extra?.time_range !== undefined) {
      const key = filterBoxMaskKey(chart.slice_id);
      result[key] = { ...mask, id: key };
    }
  }
  return result;
}
