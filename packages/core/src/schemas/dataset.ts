/**
 * Request payloads of the dataset API (Superset's DatasetPostSchema / DatasetPutSchema and their
 * column and metric item schemas) and of the legacy `POST /datasource/save/` the chart editor uses.
 *
 * Certification and warning_markdown of datasets, columns and metrics live inside `extra`, a JSON
 * object stored as text: `{"certification": {"certified_by", "details"}, "warning_markdown"}`.
 */
import { z } from 'zod';
import { nameText } from './name-text';
import { idList, jsonObjectText } from './json-text';

/** Superset's SQL_MAX_PARSE_LENGTH: longer SQL is refused before the parser spends time on it. */
export const MAX_DATASET_SQL_LENGTH = 1_000_000;
export const MAX_EXTRA_LENGTH = 100_000;
export const MAX_COLUMNS_PER_DATASET = 5000;

const text = (max: number) => z.string().max(max).nullable();

/** Superset stores a metric currency as `{symbol, symbolPosition}`; older clients send a code. */
export const metricCurrency = z
  .union([
    z.string().max(128),
    z
      .object({ symbol: z.string().max(16), symbolPosition: z.string().max(16).optional() })
      .strict(),
  ])
  .nullable();

const columnFields = {
  id: z.number().int().positive(),
  uuid: z.string().uuid().nullable(),
  column_name: nameText(z.string().trim().min(1, 'Column name is required').max(255)),
  type: text(255),
  advanced_data_type: text(255),
  verbose_name: text(1024),
  description: text(10_000),
  expression: text(MAX_DATASET_SQL_LENGTH),
  extra: jsonObjectText(MAX_EXTRA_LENGTH),
  filterable: z.boolean(),
  groupby: z.boolean(),
  is_active: z.boolean().nullable(),
  is_dttm: z.boolean().nullable(),
  python_date_format: text(255),
};

const metricFields = {
  id: z.number().int().positive(),
  uuid: z.string().uuid().nullable(),
  metric_name: nameText(z.string().trim().min(1, 'Metric name is required').max(255)),
  expression: z.string().trim().min(1, 'Metric expression is required').max(MAX_DATASET_SQL_LENGTH),
  verbose_name: text(1024),
  metric_type: text(32),
  description: text(10_000),
  d3format: text(128),
  currency: metricCurrency,
  warning_text: text(10_000),
  extra: jsonObjectText(MAX_EXTRA_LENGTH),
};

export const datasetColumnPutSchema = z
  .object(columnFields)
  .partial()
  .required({ column_name: true })
  .strict();
export const datasetMetricPutSchema = z
  .object(metricFields)
  .partial()
  .required({ metric_name: true, expression: true })
  .strict();
export type DatasetColumnPut = z.infer<typeof datasetColumnPutSchema>;
export type DatasetMetricPut = z.infer<typeof datasetMetricPutSchema>;

const datasetFields = {
  table_name: nameText(z.string().trim().min(1, 'Table name is required').max(250)),
  catalog: text(256),
  schema: text(255),
  sql: text(MAX_DATASET_SQL_LENGTH),
  owners: idList,
  description: text(10_000),
  main_dttm_col: text(250),
  default_endpoint: text(2000),
  offset: z
    .number()
    .int()
    .min(-24 * 60)
    .max(24 * 60),
  cache_timeout: z.number().int().min(0).nullable(),
  filter_select_enabled: z.boolean(),
  fetch_values_predicate: text(10_000),
  template_params: jsonObjectText(MAX_EXTRA_LENGTH),
  extra: jsonObjectText(MAX_EXTRA_LENGTH),
  is_sqllab_view: z.boolean(),
  is_managed_externally: z.boolean(),
  external_url: text(2000),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
};

export const datasetCreateSchema = z
  .object({
    database: z.number().int().positive(),
    table_name: datasetFields.table_name,
    catalog: datasetFields.catalog,
    schema: datasetFields.schema,
    sql: datasetFields.sql,
    owners: datasetFields.owners,
    is_managed_externally: datasetFields.is_managed_externally,
    external_url: datasetFields.external_url,
    normalize_columns: datasetFields.normalize_columns,
    always_filter_main_dttm: datasetFields.always_filter_main_dttm,
    template_params: datasetFields.template_params,
  })
  .partial()
  .required({ database: true, table_name: true })
  .strict();
export type DatasetCreate = z.infer<typeof datasetCreateSchema>;

export const datasetUpdateSchema = z
  .object({
    ...datasetFields,
    database_id: z.number().int().positive(),
    columns: z.array(datasetColumnPutSchema).max(MAX_COLUMNS_PER_DATASET),
    metrics: z.array(datasetMetricPutSchema).max(MAX_COLUMNS_PER_DATASET),
  })
  .partial()
  .strict();
export type DatasetUpdate = z.infer<typeof datasetUpdateSchema>;

/** `PUT /dataset/{id}?override_columns=true`: replace the column list instead of merging it. */
export const datasetUpdateQuerySchema = z.object({
  override_columns: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * The `data` object of `POST /datasource/save/`: the dataset JSON the client got from
 * `/datasource/get/`, edited. Read-only keys it carries back (uid, verbose_map, select_star...)
 * are dropped; columns and metrics are matched by name (Superset's update_from_object).
 */
const ownerRef = z.union([
  z.number().int().positive(),
  z
    .object({ value: z.number().int().positive() })
    .passthrough()
    .transform((o) => o.value),
  z
    .object({ id: z.number().int().positive() })
    .passthrough()
    .transform((o) => o.id),
]);

/** Certification fields the editor shows on columns and metrics; folded into `extra` when it is absent. */
const certificationFields = {
  certified_by: text(1000).optional(),
  certification_details: text(10_000).optional(),
  warning_markdown: text(10_000).optional(),
};

export const datasourceSaveColumnSchema = z.object({
  ...z.object(columnFields).partial().required({ column_name: true }).shape,
  ...certificationFields,
});
export const datasourceSaveMetricSchema = z.object({
  ...z.object(metricFields).partial().required({ metric_name: true, expression: true }).shape,
  ...certificationFields,
});
export type DatasourceSaveColumn = z.infer<typeof datasourceSaveColumnSchema>;
export type DatasourceSaveMetric = z.infer<typeof datasourceSaveMetricSchema>;

export const datasourceSaveDataSchema = z
  .object(datasetFields)
  .omit({ owners: true, is_managed_externally: true })
  .partial()
  .extend({
    id: z.number().int().positive(),
    type: z.enum(['table', 'dataset']).default('table'),
    database: z.object({ id: z.number().int().positive() }).passthrough().optional(),
    owners: z.array(ownerRef).max(1000).optional(),
    columns: z.array(datasourceSaveColumnSchema).max(MAX_COLUMNS_PER_DATASET).optional(),
    metrics: z.array(datasourceSaveMetricSchema).max(MAX_COLUMNS_PER_DATASET).optional(),
  });
export type DatasourceSaveData = z.infer<typeof datasourceSaveDataSchema>;
