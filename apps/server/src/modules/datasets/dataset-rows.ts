/**
 * The stored rows a dataset request turns into: a new dataset with Superset's defaults, its
 * COUNT(*) metric, and the plain fields of an update (the source, SQL and lists are the
 * service's business).
 */
import crypto from 'node:crypto';
import type { Updateable } from 'kysely';
import type { DatasetCreate, DatasetUpdate } from '@panorama/core/schemas/dataset';
import type { DatasetsTable, NewDatasetMetricRow, NewDatasetRow } from '../../store/schema';
import { createdStamp } from '../shared/audit-fields';

export const blankToNull = (text: string | null | undefined): string | null =>
  text && text.trim() ? text.trim() : null;

/** SQL keeps its text as typed; only blank SQL means "none" (a physical dataset). */
export const sqlOrNull = (text: string | null | undefined): string | null =>
  text && text.trim() ? text : null;

export interface DatasetKey {
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
}

export function newDatasetRow(
  key: DatasetKey,
  body: DatasetCreate,
  sqlText: string | null,
  userId: number,
  now: string,
): NewDatasetRow {
  return {
    uuid: crypto.randomUUID(),
    ...key,
    sql: sqlText,
    main_dttm_col: null,
    description: null,
    default_endpoint: null,
    offset: 0,
    cache_timeout: null,
    params: null,
    template_params: blankToNull(body.template_params),
    filter_select_enabled: 1,
    fetch_values_predicate: null,
    extra: null,
    is_sqllab_view: 0,
    is_managed_externally: body.is_managed_externally ? 1 : 0,
    external_url: body.external_url ?? null,
    normalize_columns: body.normalize_columns ? 1 : 0,
    always_filter_main_dttm: body.always_filter_main_dttm ? 1 : 0,
    ...createdStamp(userId, now),
  };
}

/** A new metric with only its name and expression set. */
export function blankMetricRow(
  datasetId: number,
  metricName: string,
  expression: string,
  now: string,
): NewDatasetMetricRow {
  return {
    uuid: crypto.randomUUID(),
    dataset_id: datasetId,
    metric_name: metricName,
    verbose_name: null,
    metric_type: null,
    expression,
    description: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
    created_on: now,
    changed_on: now,
  };
}

/** Superset's fetch_metadata gives every new dataset a COUNT(*) metric named `count`. */
export function countMetricRow(datasetId: number, now: string): NewDatasetMetricRow {
  return {
    ...blankMetricRow(datasetId, 'count', 'COUNT(*)', now),
    verbose_name: 'COUNT(*)',
    metric_type: 'count',
  };
}

const TEXT_FIELDS = [
  'description',
  'main_dttm_col',
  'default_endpoint',
  'fetch_values_predicate',
  'external_url',
] as const;
const JSON_FIELDS = ['template_params', 'extra'] as const;
const FLAG_FIELDS = [
  'filter_select_enabled',
  'is_sqllab_view',
  'is_managed_externally',
  'normalize_columns',
  'always_filter_main_dttm',
] as const;

/** The plain fields an update sets, as stored values; absent fields are left alone. */
export function datasetFieldChanges(body: DatasetUpdate): Updateable<DatasetsTable> {
  const changes: Updateable<DatasetsTable> = {};
  for (const key of TEXT_FIELDS) if (body[key] !== undefined) changes[key] = body[key];
  for (const key of JSON_FIELDS) if (body[key] !== undefined) changes[key] = blankToNull(body[key]);
  for (const key of FLAG_FIELDS) if (body[key] !== undefined) changes[key] = body[key] ? 1 : 0;
  if (body.offset !== undefined) changes.offset = body.offset;
  if (body.cache_timeout !== undefined) changes.cache_timeout = body.cache_timeout;
  return changes;
}
