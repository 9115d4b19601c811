/**
 * The form data of a filter's own option query ("Filter value query form data"):
 * the target column grouped with a count, narrowed by the filter's pre-filters and by its cascade
 * parents' current values. The chart data API answers it like any chart's query.
 */
import { datasourceKey } from '../query/form-data';
import type { QueryFormData } from '../query/form-data';
import { NATIVE_FILTER_DEFAULT_ROW_LIMIT } from './filter-constants';
import type { ExtraFormData, NativeFilter } from './filter-types';

export interface FilterValueQueryOptions {
  dashboardId: number;
  /** Merged extraFormData of the filter's cascade parents. */
  parentsExtraFormData?: ExtraFormData;
  /** Server setting NATIVE_FILTER_DEFAULT_ROW_LIMIT; 1000 when not configured. */
  rowLimit?: number;
  /** The page's URL parameters (for Jinja in virtual datasets). */
  urlParams?: Record<string, unknown>;
}

export function filterValueFormData(
  filter: NativeFilter,
  {
    dashboardId,
    parentsExtraFormData = {},
    rowLimit = NATIVE_FILTER_DEFAULT_ROW_LIMIT,
    urlParams = {},
  }: FilterValueQueryOptions,
): QueryFormData {
  const target = filter.targets[0];
  const formData: QueryFormData = {
    ...filter.controlValues,
    datasource: target?.datasetId !== undefined ? datasourceKey(target.datasetId, 'table') : '',
    viz_type: filter.filterType,
    adhoc_filters: filter.adhoc_filters ?? [],
    extra_filters: [],
    extra_form_data: { ...parentsExtraFormData },
    metrics: ['count'],
    row_limit: rowLimit,
    showSearch: true,
    url_params: urlParams,
    inView: true,
    type: filter.type,
    dashboardId,
    native_filter_id: filter.id,
  };
  if (target?.column?.name) formData.groupby = [target.column.name];
  if (filter.sortMetric) formData.sortMetric = filter.sortMetric;
  if (filter.granularity_sqla !== undefined) formData.granularity_sqla = filter.granularity_sqla;
  if (filter.time_range !== undefined) formData.time_range = filter.time_range;
  const defaultValue = filter.defaultDataMask?.filterState?.value;
  if (defaultValue !== undefined) formData.defaultValue = defaultValue;
  return formData;
}
