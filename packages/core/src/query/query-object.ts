/**
 * The chart data request: a QueryContext holding QueryObjects, with Superset's field names (so its
 * saved query contexts work here) and its deprecated aliases accepted on input (normalised by
 * `normalizeQueryObject`).
 */
import { z } from 'zod';

export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

export const AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** A column reference inside a SIMPLE adhoc metric. */
const metricColumn = z
  .object({ column_name: z.string().min(1), type: z.string().nullish() })
  .passthrough();

export const adhocMetricSchema = z
  .object({
    expressionType: z.enum(['SIMPLE', 'SQL']),
    column: metricColumn.nullish(),
    aggregate: z.enum(AGGREGATES).nullish(),
    sqlExpression: z.string().nullish(),
    label: z.string().nullish(),
    hasCustomLabel: z.boolean().nullish(),
    optionName: z.string().nullish(),
  })
  .passthrough();
export type AdhocMetric = z.infer<typeof adhocMetricSchema>;

/** A saved metric's name, or an adhoc metric. */
export const metricSchema = z.union([z.string().min(1), adhocMetricSchema]);
export type Metric = z.infer<typeof metricSchema>;

export const adhocColumnSchema = z
  .object({
    sqlExpression: z.string().min(1),
    label: z.string().nullish(),
    expressionType: z.literal('SQL').optional(),
    columnType: z.enum(['BASE_AXIS', 'SERIES']).optional(),
    timeGrain: z.string().nullish(),
    isColumnReference: z.boolean().optional(),
  })
  .passthrough();
export type AdhocColumn = z.infer<typeof adhocColumnSchema>;

/** A physical or calculated column's name, or an adhoc (SQL) column. */
export const columnSchema = z.union([z.string().min(1), adhocColumnSchema]);
export type Column = z.infer<typeof columnSchema>;

export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'NOT ILIKE',
  'REGEX',
  'IN',
  'NOT IN',
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const queryFilterSchema = z
  .object({
    col: columnSchema,
    // Accepted case-insensitively, as Superset's schema does.
    op: z
      .string()
      .transform((op) => op.toUpperCase())
      .pipe(z.enum(FILTER_OPERATORS)),
    val: z.union([filterValue, z.array(filterValue)]).optional(),
    grain: z.string().nullish(),
    isExtra: z.boolean().optional(),
  })
  .passthrough();
export type QueryFilter = z.infer<typeof queryFilterSchema>;

export const postProcessingSchema = z
  .object({ operation: z.string().min(1), options: z.record(z.string(), z.unknown()).optional() })
  .passthrough();
export type PostProcessingRule = z.infer<typeof postProcessingSchema>;

export const queryExtrasSchema = z
  .object({
    where: z.string().max(100_000).optional(),
    having: z.string().max(100_000).optional(),
    having_druid: z.array(queryFilterSchema).optional(),
    time_grain_sqla: z.string().nullish(),
    relative_start: z.enum(['today', 'now']).optional(),
    relative_end: z.enum(['today', 'now']).optional(),
    druid_time_origin: z.string().optional(),
  })
  .passthrough();
export type QueryExtras = z.infer<typeof queryExtrasSchema>;

export const orderbySchema = z.tuple([z.union([columnSchema, adhocMetricSchema]), z.boolean()]);

export const annotationLayerSchema = z
  .object({
    annotationType: z.enum(['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES']),
    name: z.string(),
    value: z.union([z.string(), z.number()]),
    sourceType: z.string().optional(),
    show: z.boolean().optional(),
    overrides: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();

/** Raw QueryObject as clients send it (deprecated aliases included). */
export const queryObjectSchema = z
  .object({
    columns: z.array(columnSchema).max(1000).optional(),
    groupby: z.array(columnSchema).max(1000).optional(),
    metrics: z.array(metricSchema).max(1000).nullish(),
    filters: z.array(queryFilterSchema).max(1000).default([]),
    extras: queryExtrasSchema.default({}),
    orderby: z.array(orderbySchema).max(1000).default([]),
    row_limit: z.number().int().nullish(),
    row_offset: z.number().int().nullish(),
    series_columns: z.array(columnSchema).optional(),
    series_limit: z.number().int().nullish(),
    timeseries_limit: z.number().int().nullish(),
    series_limit_metric: metricSchema.nullish(),
    timeseries_limit_metric: metricSchema.nullish(),
    order_desc: z.boolean().default(true),
    time_range: z.string().max(1000).nullish(),
    since: z.string().nullish(),
    until: z.string().nullish(),
    granularity: z.string().nullish(),
    granularity_sqla: z.string().nullish(),
    is_timeseries: z.boolean().optional(),
    is_rowcount: z.boolean().optional(),
    annotation_layers: z.array(annotationLayerSchema).default([]),
    applied_time_extras: z.record(z.string(), z.unknown()).default({}),
    apply_fetch_values_predicate: z.boolean().optional(),
    post_processing: z.array(postProcessingSchema.nullable()).default([]),
    time_offsets: z.array(z.string().max(100)).max(50).default([]),
    time_shift: z.string().nullish(),
    url_params: z.record(z.string(), z.string()).optional(),
    result_type: z.string().optional(),
    datasource: z.object({ id: z.number().int(), type: z.enum(DATASOURCE_TYPES) }).optional(),
    where: z.string().optional(),
    having: z.string().optional(),
    custom_params: z.record(z.string(), z.unknown()).optional(),
    custom_form_data: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();
export type RawQueryObject = z.infer<typeof queryObjectSchema>;

export const RESULT_TYPES = [
  'full',
  'query',
  'results',
  'samples',
  'columns',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
export const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export const queryContextSchema = z
  .object({
    datasource: z.object({ id: z.number().int().positive(), type: z.enum(DATASOURCE_TYPES) }),
    queries: z.array(queryObjectSchema).min(1).max(50),
    form_data: z.record(z.string(), z.unknown()).nullish(),
    result_format: z.enum(RESULT_FORMATS).default('json'),
    result_type: z.enum(RESULT_TYPES).default('full'),
    force: z.boolean().default(false),
    custom_cache_timeout: z.number().int().nullish(),
  })
  .passthrough();
export type QueryContext = z.infer<typeof queryContextSchema>;

/** A QueryObject after aliases are folded in: what compilers and the pipeline work with. */
export interface QueryObject {
  columns: Column[];
  /** null means raw mode (no aggregation); [] means group by columns without metrics. */
  metrics: Metric[] | null;
  filters: QueryFilter[];
  extras: QueryExtras;
  orderby: [Column | AdhocMetric, boolean][];
  row_limit: number | null;
  row_offset: number;
  series_columns: Column[];
  series_limit: number;
  series_limit_metric: Metric | null;
  order_desc: boolean;
  time_range: string | null;
  granularity: string | null;
  is_timeseries: boolean;
  is_rowcount: boolean;
  annotation_layers: z.infer<typeof annotationLayerSchema>[];
  applied_time_extras: Record<string, unknown>;
  apply_fetch_values_predicate: boolean;
  post_processing: PostProcessingRule[];
  time_offsets: string[];
  time_shift: string | null;
  result_type: ResultType | undefined;
}

/** Folds Superset's deprecated names into the current ones (query_object.py DEPRECATED_FIELDS). */
export function normalizeQueryObject(raw: RawQueryObject): QueryObject {
  const columns = raw.columns ?? raw.groupby ?? [];
  const metrics = raw.metrics === undefined ? null : raw.metrics;
  const extras: QueryExtras = { ...raw.extras };
  if (raw.where && !extras.where) extras.where = raw.where;
  if (raw.having && !extras.having) extras.having = raw.having;
  const isTimeseries = raw.is_timeseries ?? columns.some((c) => c === '__timestamp');
  // Superset reads these by truthiness: an empty `series_columns` of a time-series query means
  // every column, and a deprecated field fills its successor whenever that is unset, 0 or empty
  // (its clients send the form's series limit as `timeseries_limit` beside `series_limit: 0`).
  const seriesColumns = raw.series_columns?.length
    ? raw.series_columns
    : isTimeseries && metrics && metrics.length
      ? columns
      : [];
  return {
    columns,
    metrics,
    filters: raw.filters,
    extras,
    orderby: raw.orderby as [Column | AdhocMetric, boolean][],
    row_limit: raw.row_limit ?? null,
    row_offset: raw.row_offset ?? 0,
    series_columns: seriesColumns,
    series_limit: raw.series_limit || raw.timeseries_limit || 0,
    series_limit_metric: raw.series_limit_metric || raw.timeseries_limit_metric || null,
    order_desc: raw.order_desc,
    time_range: raw.time_range ?? null,
    granularity: raw.granularity ?? raw.granularity_sqla ?? null,
    is_timeseries: isTimeseries,
    is_rowcount: raw.is_rowcount ?? false,
    annotation_layers: raw.annotation_layers,
    applied_time_extras: raw.applied_time_extras,
    apply_fetch_values_predicate: raw.apply_fetch_values_predicate ?? false,
    post_processing: raw.post_processing.filter((p): p is PostProcessingRule => p !== null),
    time_offsets: raw.time_offsets,
    time_shift: raw.time_shift ?? null,
    result_type: raw.result_type as ResultType | undefined,
  };
}

// The labels live in labels.ts (no zod there, for the browser); re-exported for existing callers.
export { getColumnLabel, getMetricLabel } from './labels';
