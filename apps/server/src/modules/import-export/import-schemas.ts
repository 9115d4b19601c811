/**
 * The YAML files of a v1 bundle as Superset's Import V1 schemas define them:
 * metadata.yaml, databases/*.yaml, datasets/*\/*.yaml, charts/*.yaml, dashboards/*.yaml and
 * queries/**\/*.yaml (saved queries).
 *
 * Errors read like marshmallow's (`Missing data for required field.`, `Not a valid string.`...),
 * nested by field the way Superset reports them, because clients show them as they come. Fields
 * the schemas do not know are dropped rather than refused, so bundles from newer Superset
 * versions (tags, themes...) still import. Lengths are capped at the store's column sizes so an
 * overlong value is a validation error, not a database failure.
 */
import { JSON_TOO_DEEP_MESSAGE, jsonTextTooDeep } from '@panorama/core/json/json-depth';
import { z } from 'zod';

export const IMPORT_VERSION = '1.0.0';
export const MISSING_FIELD = 'Missing data for required field.';
export const NOT_NULL = 'Field may not be null.';

type Issue = { input?: unknown };
const messageFor = (kind: string) => (iss: Issue) =>
  iss.input === undefined ? MISSING_FIELD : iss.input === null ? NOT_NULL : kind;

const NOT_STRING = 'Not a valid string.';
const str = (max?: number) => {
  const base = z.string({ error: messageFor(NOT_STRING) });
  return max === undefined ? base : base.max(max, { error: `Longer than maximum length ${max}.` });
};
const bool = () =>
  z.preprocess(
    // marshmallow's Boolean also takes the usual spellings of true and false.
    (v) => {
      if (v === 'true' || v === 'True' || v === 1 || v === '1') return true;
      if (v === 'false' || v === 'False' || v === 0 || v === '0') return false;
      return v;
    },
    z.boolean({ error: messageFor('Not a valid boolean.') }),
  );
const int = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: messageFor('Not a valid integer.') }).int({ error: 'Not a valid integer.' }),
  );
const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A UUID, normalised to the lower-case dashed form the store keeps. */
const uuid = () =>
  z
    .string({ error: messageFor('Not a valid UUID.') })
    .regex(UUID_PATTERN, { error: 'Not a valid UUID.' })
    .transform((v) => {
      const hex = v.replace(/-/g, '').toLowerCase();
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    });
type Dict = Record<string, unknown>;
const dictSchema = () =>
  z.record(z.string(), z.unknown(), { error: messageFor('Not a valid mapping type.') });
/** A mapping; older exports wrote some as JSON text, which is decoded first (Superset's fix_extra). */
const dict = () =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return null;
    if (jsonTextTooDeep(v)) {
      ctx.addIssue({ code: 'custom', message: JSON_TOO_DEEP_MESSAGE });
      return {};
    }
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, dictSchema());
const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: messageFor('Not a valid list.') });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

const object = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, {
    error: (iss: Issue) => (iss.input === undefined ? MISSING_FIELD : 'Invalid input type.'),
  });

export const metadataSchema = object({
  version: str(),
  type: str().optional(),
  timestamp: str().optional(),
});

export const databaseFileSchema = object({
  database_name: str(250),
  sqlalchemy_uri: str(10_000),
  uuid: uuid(),
  version: str(),
  password: nullable(str(10_000)),
  cache_timeout: nullable(int()),
  expose_in_sqllab: nullable(bool()),
  allow_run_async: nullable(bool()),
  allow_ctas: nullable(bool()),
  allow_cvas: nullable(bool()),
  allow_dml: nullable(bool()),
  allow_csv_upload: nullable(bool()),
  allow_file_upload: nullable(bool()),
  impersonate_user: nullable(bool()),
  extra: nullable(dict()),
  ssh_tunnel: nullable(dict()),
  encrypted_extra: nullable(z.unknown()),
  masked_encrypted_extra: nullable(z.unknown()),
  is_managed_externally: nullable(bool()),
  external_url: nullable(str()),
});

const columnSchema = object({
  column_name: str(255),
  verbose_name: nullable(str(1024)),
  is_dttm: nullable(bool()),
  is_active: nullable(bool()),
  type: nullable(str(255)),
  advanced_data_type: nullable(str(255)),
  groupby: nullable(bool()),
  filterable: nullable(bool()),
  expression: nullable(str()),
  description: nullable(str()),
  python_date_format: nullable(str(255)),
  extra: nullable(dict()),
});

const metricSchema = object({
  metric_name: str(255),
  expression: str(),
  verbose_name: nullable(str(1024)),
  metric_type: nullable(str(32)),
  description: nullable(str()),
  d3format: nullable(str(128)),
  currency: nullable(z.union([str(128), dictSchema()], { error: 'Not a valid currency.' })),
  extra: nullable(dict()),
  warning_text: nullable(str()),
});

/** Column and metric names are unique within a dataset (and in the store). */
function uniqueNames<T>(items: T[] | null | undefined, name: (item: T) => string): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  (items ?? []).forEach((item, index) => {
    const key = name(item);
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

export const datasetFileSchema = object({
  table_name: str(250),
  uuid: uuid(),
  version: str(),
  database_uuid: uuid(),
  main_dttm_col: nullable(str(250)),
  description: nullable(str()),
  default_endpoint: nullable(str()),
  offset: nullable(int()),
  cache_timeout: nullable(int()),
  catalog: nullable(str(256)),
  schema: nullable(str(255)),
  sql: nullable(str()),
  params: nullable(dict()),
  template_params: nullable(dict()),
  filter_select_enabled: nullable(bool()),
  fetch_values_predicate: nullable(str()),
  extra: nullable(dict()),
  columns: nullable(list(columnSchema)),
  metrics: nullable(list(metricSchema)),
  // Read so a bundle carrying it validates, and never used: fetching it would be SSRF (CVE-2023-25504).
  data: nullable(z.unknown()),
  is_managed_externally: nullable(bool()),
  external_url: nullable(str()),
  normalize_columns: nullable(bool()),
  always_filter_main_dttm: nullable(bool()),
}).superRefine((value, ctx) => {
  for (const index of uniqueNames(value.columns, (c) => c.column_name))
    ctx.addIssue({
      code: 'custom',
      path: ['columns', index, 'column_name'],
      message: 'Duplicate column name.',
    });
  for (const index of uniqueNames(value.metrics, (m) => m.metric_name))
    ctx.addIssue({
      code: 'custom',
      path: ['metrics', index, 'metric_name'],
      message: 'Duplicate metric name.',
    });
});

/** query_context is JSON text; a decoded object is accepted and written back as text. */
const queryContext = z.preprocess(
  (v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : v),
  str().superRefine((text, ctx) => {
    if (jsonTextTooDeep(text)) {
      ctx.addIssue({ code: 'custom', message: JSON_TOO_DEEP_MESSAGE });
      return;
    }
    try {
      JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'JSON not valid' });
    }
  }),
);

export const chartFileSchema = object({
  slice_name: str(250),
  viz_type: str(250),
  uuid: uuid(),
  version: str(),
  dataset_uuid: uuid(),
  description: nullable(str()),
  certified_by: nullable(str()),
  certification_details: nullable(str()),
  params: nullable(dict()),
  query_context: nullable(queryContext),
  cache_timeout: nullable(int()),
  is_managed_externally: nullable(bool()),
  external_url: nullable(str()),
  tags: nullable(z.unknown()),
});

export const dashboardFileSchema = object({
  dashboard_title: str(500),
  uuid: uuid(),
  version: str(),
  description: nullable(str()),
  css: nullable(str()),
  slug: nullable(str(255)),
  position: nullable(dict()),
  metadata: nullable(dict()),
  certified_by: nullable(str()),
  certification_details: nullable(str()),
  published: nullable(bool()),
  is_managed_externally: nullable(bool()),
  external_url: nullable(str()),
  tags: nullable(z.unknown()),
});

/**
 * A saved query: Superset's schema has no template parameters, so none travel in a bundle. A
 * missing or blank label is allowed, as there; the query is then given SQL Lab's default name.
 */
export const savedQueryFileSchema = object({
  uuid: uuid(),
  version: str(),
  database_uuid: uuid(),
  sql: str(1_000_000),
  label: nullable(str(256)),
  description: nullable(str(10_000)),
  catalog: nullable(str(256)),
  schema: nullable(str(128)),
});

export type MetadataFile = z.infer<typeof metadataSchema>;
export type DatabaseConfig = z.infer<typeof databaseFileSchema>;
export type DatasetConfig = z.infer<typeof datasetFileSchema>;
export type DatasetColumnConfig = z.infer<typeof columnSchema>;
export type DatasetMetricConfig = z.infer<typeof metricSchema>;
export type ChartConfig = z.infer<typeof chartFileSchema>;
export type DashboardConfig = z.infer<typeof dashboardFileSchema>;
export type SavedQueryConfig = z.infer<typeof savedQueryFileSchema>;
export type JsonDict = Dict;

/** Marshmallow-style nested messages: `{field: [messages]}`, list items keyed by index. */
export function nestedMessages(error: z.ZodError): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String) : ['_schema'];
    let node = out;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
        node = next as Record<string, unknown>;
      } else {
        const created: Record<string, unknown> = {};
        node[key] = created;
        node = created;
      }
    }
    const leaf = path[path.length - 1] ?? '_schema';
    const existing = node[leaf];
    if (Array.isArray(existing)) existing.push(issue.message);
    else node[leaf] = [issue.message];
  }
  return out;
}
