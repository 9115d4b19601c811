/**
 * The dataset API: request payloads (Superset's DatasetPostSchema / DatasetPutSchema and their
 * column and metric item schemas, the legacy `POST /datasource/save/` the chart editor uses) and
 * answers (list rows, the detail, the datasource JSON charts consume, samples).
 *
 * Certification and warning_markdown of datasets, columns and metrics live inside `extra`, a JSON
 * object stored as text: `{"certification": {"certified_by", "details"}, "warning_markdown"}`.
 */
import { z } from 'zod';
import { nameText } from './name-text';
import { idList, jsonObjectText } from './json-text';
import { pickedColumnsSchema } from './picked-columns';
import { userRefSchema } from './user-ref';
import { certificationFields as shownCertificationFields, changeTrailFields } from './change-trail';

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

/* ---------------------------------------------------------------------------------------------
 * Answers
 * ------------------------------------------------------------------------------------------- */

/** Certification and warning, read from an item's `extra`. */
const certification = {
  is_certified: z.boolean(),
  ...shownCertificationFields,
  warning_markdown: z.string().nullable(),
};

export const datasetKindSchema = z.enum(['physical', 'virtual']);
export type DatasetKind = z.infer<typeof datasetKindSchema>;

/** A column as the datasource JSON shows it. */
export const datasourceColumnSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  expression: z.string().nullable(),
  filterable: z.boolean(),
  groupby: z.boolean(),
  is_dttm: z.boolean(),
  is_active: z.boolean(),
  type: z.string().nullable(),
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: z.number().int().nullable(),
  advanced_data_type: z.string().nullable(),
  python_date_format: z.string().nullable(),
  ...certification,
  extra: z.string().nullable(),
});
export type DatasourceColumnResponse = z.infer<typeof datasourceColumnSchema>;

/** A metric currency as stored: `{symbol, symbolPosition}`, or the plain code of older rows. */
export const metricCurrencyResponse = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .nullable();

export const datasourceMetricSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  metric_type: z.string().nullable(),
  expression: z.string(),
  description: z.string().nullable(),
  d3format: z.string().nullable(),
  currency: metricCurrencyResponse,
  warning_text: z.string().nullable(),
  ...certification,
  extra: z.string().nullable(),
});
export type DatasourceMetricResponse = z.infer<typeof datasourceMetricSchema>;

const dbText = z.string().nullable();

/**
 * Superset's `datasource.data`: the dataset JSON the chart editor and dashboards consume
 * (`/datasource/get/table/{id}/`, `/datasource/save/`), with its derived helpers.
 */
export const datasourceSchema = z.object({
  id: z.number().int(),
  /** `"{id}__table"`. */
  uid: z.string(),
  type: z.literal('table'),
  datasource_type: z.literal('table'),
  kind: datasetKindSchema,
  name: z.string(),
  table_name: z.string(),
  datasource_name: z.string(),
  schema: dbText,
  catalog: dbText,
  database: z.object({
    id: z.number().int(),
    database_name: z.string(),
    name: z.string(),
    backend: z.string(),
    allows_subquery: z.boolean(),
    allows_virtual_table_explore: z.boolean(),
    disable_data_preview: z.boolean(),
  }),
  columns: z.array(datasourceColumnSchema),
  metrics: z.array(datasourceMetricSchema),
  main_dttm_col: dbText,
  owners: z.array(z.number().int()),
  sql: dbText,
  description: dbText,
  extra: dbText,
  params: dbText,
  cache_timeout: z.number().int().nullable(),
  offset: z.number().int(),
  default_endpoint: dbText,
  filter_select: z.boolean(),
  filter_select_enabled: z.boolean(),
  fetch_values_predicate: dbText,
  template_params: dbText,
  is_sqllab_view: z.boolean(),
  is_managed_externally: z.boolean(),
  external_url: dbText,
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  health_check_message: dbText,
  ...shownCertificationFields,
  warning_markdown: dbText,
  select_star: dbText,
  edit_url: z.string(),
  url: z.string(),
  explore_url: z.string(),
  perm: z.string(),
  verbose_map: z.record(z.string(), z.string()),
  column_formats: z.record(z.string(), z.string()),
  currency_formats: z.record(z.string(), metricCurrencyResponse),
  /** `[[JSON of [column, ascending], label], ...]`. */
  order_by_choices: z.array(z.tuple([z.string(), z.string()])),
  granularity_sqla: z.array(z.tuple([z.string(), z.string()])),
  /** `[[duration, label], ...]` of the time grains the database supports. */
  time_grain_sqla: z.array(z.tuple([z.string(), z.string()])),
});
export type Datasource = z.infer<typeof datasourceSchema>;

/** A row of `GET /dataset/`. */
export const datasetListRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  table_name: z.string(),
  schema: dbText,
  catalog: dbText,
  database: z.object({ id: z.number().int(), database_name: z.string(), backend: z.string() }),
  kind: datasetKindSchema,
  sql: dbText,
  owners: z.array(userRefSchema),
  description: dbText,
  main_dttm_col: dbText,
  extra: dbText,
  ...changeTrailFields,
  datasource_type: z.literal('table'),
  explore_url: z.string(),
  default_endpoint: dbText,
  is_managed_externally: z.boolean(),
  external_url: dbText,
  ...shownCertificationFields,
  warning_markdown: dbText,
});
export type DatasetListRow = z.infer<typeof datasetListRowSchema>;
/** A list row holds only the columns asked for. */
export const datasetListItemSchema = pickedColumnsSchema(datasetListRowSchema);
export type DatasetListItem = z.infer<typeof datasetListItemSchema>;

const audited = { changed_on: z.string(), created_on: z.string() };

/** `GET /dataset/{id}`: the list row, the datasource JSON's derived fields, full columns and metrics. */
export const datasetDetailSchema = datasourceSchema.extend({
  ...datasetListRowSchema.shape,
  database: datasourceSchema.shape.database,
  created_on: z.string(),
  changed_on_humanized: z.string().nullable(),
  created_on_humanized: z.string().nullable(),
  columns: z.array(datasourceColumnSchema.extend(audited)),
  metrics: z.array(datasourceMetricSchema.extend(audited)),
});
export type DatasetDetail = z.infer<typeof datasetDetailSchema>;
export const datasetGetResponseSchema = z.object({
  id: z.number().int(),
  /** Only the columns asked for with `q=(columns:!(...))`. */
  result: pickedColumnsSchema(datasetDetailSchema),
});

/** The `result` of a create: what was stored from the body (the SQL as checked, the owners). */
export const datasetCreateResultSchema = z
  .object({ ...datasetCreateSchema.shape, owners: z.array(z.number().int()) })
  .partial();
/** The `result` of an update: the fields sent (owners as resolved). */
export const datasetUpdateResultSchema = z
  .object({
    ...datasetFields,
    owners: z.array(z.number().int()),
    database_id: z.number().int(),
    columns: z.array(z.object(columnFields).partial()),
    metrics: z.array(z.object(metricFields).partial()),
  })
  .partial();
export const datasetCreateResponseSchema = z.object({
  id: z.number().int(),
  result: datasetCreateResultSchema,
});
export const datasetUpdateResponseSchema = z.object({
  id: z.number().int(),
  result: datasetUpdateResultSchema,
});
export type DatasetCreateResponse = z.infer<typeof datasetCreateResponseSchema>;
export type DatasetUpdateResponse = z.infer<typeof datasetUpdateResponseSchema>;

/**
 * `POST /datasource/samples`: a page of raw rows (`data`, one object per row) with the paging
 * figures; the other fields of the chart-data payload (cache and query metadata) are passed on
 * as the query answered them.
 */
export const datasetSamplesResponseSchema = z.object({
  result: z
    .object({
      data: z.array(z.record(z.string(), z.unknown())),
      colnames: z.array(z.string()),
      coltypes: z.array(z.number().int().nullable()),
      rowcount: z.number().int(),
      page: z.number().int(),
      per_page: z.number().int(),
      total_count: z.number().int(),
    })
    .catchall(z.unknown()),
});
export type DatasetSamplesResponse = z.infer<typeof datasetSamplesResponseSchema>;

/** `GET /datasource/{type}/{id}/column/{column}/values/`: a column's distinct values. */
export const columnValuesResponseSchema = z.object({ result: z.array(z.unknown()) });
