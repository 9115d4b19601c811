/**
 * Answers of the chart data API (`/api/v1/chart/data`, a saved chart's `/data/`, a cached result by
 * key, the legacy `/superset/explore_json/`): `{ result: [entry, ...] }`, one entry per query, or
 * with GLOBAL_ASYNC_QUERIES a 202 async job. Timestamps `cached_dttm`/`queried_dttm` are UTC ISO
 * text; `from_dttm`/`to_dttm` epoch milliseconds.
 */
import { z } from 'zod';

export type ChartDataRow = Record<string, unknown>;

/**
 * The rows of a result, checked only for being an array and passed on as they are: the answer
 * schema runs on every chart answer, and walking (and copying) 100,000 rows would cost more than
 * the query that produced them.
 */
export const chartDataRowsSchema = z
  .custom<ChartDataRow[]>((value) => Array.isArray(value))
  .meta({ type: 'array', items: { type: 'object' } });

/**
 * `post_processed` data of the pivot table and table charts: the chart's layout as data, a
 * `{column label: {row label: value}}` map (JSON), or rows (CSV and XLSX). Passed on unchecked
 * like the rows.
 */
export const postProcessedDataSchema = z
  .custom<ChartDataRow[] | Record<string, Record<string, unknown>>>(
    (value) => typeof value === 'object' && value !== null,
  )
  .meta({ type: 'object' });

const resultFields = {
  colnames: z.array(z.string()),
  coltypes: z.array(z.number().nullable()),
  rowcount: z.number().int(),
  sql_rowcount: z.number().int(),
};

/** The `full` entry's fields besides its data (Superset's ChartDataResponseResult). */
const fullFields = {
  /**
   * The row limit the SQL ran under (the chart's row limit capped by SQL_MAX_ROW); a
   * `sql_rowcount` reaching it means the result was cut there. Absent from older cached results.
   */
  applied_row_limit: z.number().int().nullable().optional(),
  query: z.string(),
  applied_filters: z.array(z.object({ column: z.string() })),
  rejected_filters: z.array(z.object({ column: z.string(), reason: z.string() })),
  annotation_data: z.record(z.string(), z.unknown()),
  from_dttm: z.number().nullable(),
  to_dttm: z.number().nullable(),
  label_map: z.record(z.string(), z.array(z.string())),
  queried_dttm: z.string(),
  is_cached: z.boolean(),
  cached_dttm: z.string().nullable(),
  cache_key: z.string().nullable(),
  cache_timeout: z.number(),
  error: z.string().nullable(),
  status: z.enum(['success', 'failed']),
  stacktrace: z.null(),
  result_format: z.string(),
};

/**
 * One entry of `result`: rows with the fields of its result type. `full` (and `samples`,
 * `drill_detail`) carry everything; `results` only the rows and their columns; `columns` and
 * `timegrains` only `data`. Fields a result type does not produce are absent.
 */
export const chartDataEntrySchema = z.object({
  data: chartDataRowsSchema,
  ...z.object(resultFields).partial().shape,
  ...z.object(fullFields).partial().shape,
});
export type ChartDataEntry = z.infer<typeof chartDataEntrySchema>;

/** `post_processed`: the `full` fields, with the labels of its columns and rows as tuples. */
export const postProcessedEntrySchema = z.object({
  ...fullFields,
  data: postProcessedDataSchema,
  colnames: z.array(z.unknown()),
  coltypes: z.array(z.number().nullable()),
  indexnames: z.array(z.unknown()).optional(),
  rowcount: z.number().int(),
  sql_rowcount: z.number().int(),
});
export type PostProcessedEntry = z.infer<typeof postProcessedEntrySchema>;

/** `query`: the SQL that would run, or why it cannot (`error`, with `query` null). */
export const queryTextEntrySchema = z.object({
  language: z.literal('sql'),
  query: z.string().nullable(),
  error: z.string().optional(),
});
export type QueryTextEntry = z.infer<typeof queryTextEntrySchema>;

export const chartDataResponseSchema = z.object({
  result: z.array(z.union([queryTextEntrySchema, chartDataEntrySchema, postProcessedEntrySchema])),
});
export type ChartDataResponse = z.infer<typeof chartDataResponseSchema>;

/** The answer to a query context asking for rows (`full`, `results`, `samples`...): row entries. */
export interface ChartDataRowsResponse {
  result: ChartDataEntry[];
}

/** A query run as an async job (202): listen on `channel_id`, then read `result_url`. */
export const asyncJobResponseSchema = z.object({
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.number().int(),
  status: z.literal('pending'),
  result_url: z.string(),
});
export type AsyncJobResponse = z.infer<typeof asyncJobResponseSchema>;

/** A download (CSV or XLSX, or a ZIP of one file per query). */
export const chartDataFileSchema = z.string().describe('CSV, XLSX or ZIP file');

/**
 * The legacy `/superset/explore_json/` answer (Superset's viz payload): `data` in the viz type's
 * own legacy shape, passed on unchecked like the rows; with `?query=true` the SQL instead.
 */
export const legacyChartDataResponseSchema = z.union([
  queryTextEntrySchema.omit({ error: true }),
  z.object({
    ...z.object(fullFields).pick({
      cache_key: true,
      cached_dttm: true,
      cache_timeout: true,
      is_cached: true,
      query: true,
      status: true,
      applied_filters: true,
      rejected_filters: true,
      from_dttm: true,
      to_dttm: true,
    }).shape,
    data: z.unknown(),
    error: z.null(),
    form_data: z.record(z.string(), z.unknown()),
    stacktrace: z.null(),
    rowcount: z.number().int(),
  }),
]);
export type LegacyChartDataResponse = z.infer<typeof legacyChartDataResponseSchema>;
