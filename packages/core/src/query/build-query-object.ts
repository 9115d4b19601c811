/**
 * The query object every chart type starts from (Superset's buildQueryObject):
 * fields from form data (with aliases and query mode), legacy extra filters, adhoc filters split
 * into WHERE / HAVING parts, limits and ordering, then the dashboard's `extra_form_data` (native
 * and cross filters) appended and its overrides applied, then the x-axis made a BASE_AXIS column.
 * A chart type's `buildQuery` refines this base (post-processing, extra queries).
 */
import type { AdhocFilter } from '../adhoc/adhoc-types';
import { extractExtras, processAdhocFilters } from './adhoc-filter-clauses';
import type { QueryFormData } from './form-data';
import { normalizeTimeColumn } from './normalize-time-column';
import type { Metric, QueryExtras, QueryFilter, RawQueryObject } from './query-object';
import { extractQueryFields } from './query-fields';
import type { QueryFieldAliases } from './query-fields';

/** The legacy name of the time column at the chosen grain. */
export const DTTM_ALIAS = '__timestamp';

/** extra_form_data keys that replace a query-object field (Superset's frontend mapping). */
const OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
} as const;

/** extra_form_data keys copied into `extras`. */
const OVERRIDE_EXTRAS_KEYS = [
  'druid_time_origin',
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;

function toNumberOrUndefined(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function isUsableMetric(value: unknown): value is Metric {
  if (typeof value === 'string') return value.length > 0;
  return typeof value === 'object' && value !== null && 'expressionType' in value;
}

/** Applies the override keys of `extra_form_data` (native filters' time range, grain...). */
function applyExtraFormDataOverrides(
  queryObject: RawQueryObject,
  overrides: Record<string, unknown>,
): RawQueryObject {
  const result: Record<string, unknown> = { ...queryObject };
  for (const [key, target] of Object.entries(OVERRIDE_REGULAR_MAPPINGS)) {
    if (overrides[key] !== undefined) result[target] = overrides[key];
  }
  const extras: Record<string, unknown> = { ...queryObject.extras };
  for (const key of OVERRIDE_EXTRAS_KEYS) {
    if (key in overrides) extras[key] = overrides[key];
  }
  result.extras = extras;
  return result as RawQueryObject;
}

/**
 * A dashboard time range reaches charts whose time filter is an adhoc TEMPORAL_RANGE filter (the
 * generic x-axis charts have no granularity): as Superset's `merge_extra_form_data` does, when
 * the mask sets `time_range` and the query has no granularity, every TEMPORAL_RANGE filter takes
 * that range.
 */
function applyTimeRangeToTemporalFilters(
  queryObject: RawQueryObject,
  timeRange: unknown,
): RawQueryObject {
  if (typeof timeRange !== 'string' || timeRange === '' || queryObject.granularity) {
    return queryObject;
  }
  const filters = (queryObject.filters ?? []).map((filter) =>
    filter.op === 'TEMPORAL_RANGE' ? { ...filter, val: timeRange } : filter,
  );
  return { ...queryObject, filters };
}

export function buildQueryObject(
  formData: QueryFormData,
  queryFields?: QueryFieldAliases,
): RawQueryObject {
  const {
    annotation_layers: annotationLayers,
    extra_form_data: extraFormData,
    time_range: timeRange,
    since,
    until,
    row_limit: rowLimit,
    row_offset: rowOffset,
    order_desc: orderDesc,
    limit,
    timeseries_limit_metric: timeseriesLimitMetric,
    granularity: _granularity,
    url_params: urlParams,
    custom_params: customParams,
    series_columns: seriesColumns,
    series_limit: seriesLimit,
    series_limit_metric: seriesLimitMetric,
    ...residualFormData
  } = formData;
  const {
    adhoc_filters: appendAdhocFilters,
    filters: appendFilters,
    custom_form_data: customFormData,
    ...overrides
  } = extraFormData ?? {};

  const { metrics, columns, orderby } = extractQueryFields(residualFormData, queryFields);
  const extracted = extractExtras(formData);
  const { filters, extras: filterExtras } = processAdhocFilters(
    [...extracted.filters, ...asList<QueryFilter>(appendFilters)],
    [...asList<AdhocFilter>(formData.adhoc_filters), ...asList<AdhocFilter>(appendAdhocFilters)],
    nonEmpty(formData.where),
  );

  const extras: QueryExtras = { ...filterExtras };
  if (extracted.time_grain_sqla) extras.time_grain_sqla = extracted.time_grain_sqla;
  if (extracted.druid_time_origin) extras.druid_time_origin = extracted.druid_time_origin;

  const queryObject: RawQueryObject = {
    columns,
    metrics,
    orderby,
    filters,
    extras,
    annotation_layers: asList(annotationLayers),
    applied_time_extras: extracted.applied_time_extras,
    order_desc: typeof orderDesc === 'boolean' ? orderDesc : true,
    post_processing: [],
    time_offsets: [],
    custom_params: (customParams as Record<string, unknown> | undefined) ?? {},
  };
  const time = extracted.time_range ?? nonEmpty(timeRange);
  if (time) queryObject.time_range = time;
  if (nonEmpty(since)) queryObject.since = since as string;
  if (nonEmpty(until)) queryObject.until = until as string;
  if (extracted.granularity) queryObject.granularity = extracted.granularity;
  const numericRowLimit = toNumberOrUndefined(rowLimit);
  if (numericRowLimit !== undefined) queryObject.row_limit = numericRowLimit;
  const numericRowOffset = toNumberOrUndefined(rowOffset);
  if (numericRowOffset !== undefined) queryObject.row_offset = numericRowOffset;
  if (Array.isArray(seriesColumns)) queryObject.series_columns = seriesColumns;
  const numericSeriesLimit = toNumberOrUndefined(seriesLimit);
  if (numericSeriesLimit !== undefined) queryObject.series_limit = numericSeriesLimit;
  if (isUsableMetric(seriesLimitMetric)) queryObject.series_limit_metric = seriesLimitMetric;
  queryObject.timeseries_limit = toNumberOrUndefined(limit) ?? 0;
  if (isUsableMetric(timeseriesLimitMetric)) {
    queryObject.timeseries_limit_metric = timeseriesLimitMetric;
  }
  if (urlParams && typeof urlParams === 'object') {
    queryObject.url_params = urlParams as Record<string, string>;
  }

  const overridden = applyTimeRangeToTemporalFilters(
    applyExtraFormDataOverrides(queryObject, overrides),
    overrides.time_range,
  );
  if (customFormData && typeof customFormData === 'object') {
    overridden.custom_form_data = customFormData as Record<string, unknown>;
  }
  return normalizeTimeColumn(formData, overridden);
}
