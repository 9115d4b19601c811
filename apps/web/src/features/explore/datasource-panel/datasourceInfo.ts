/**
 * What the datasource header shows, derived from the dataset JSON: the title (a table's name, a
 * query's SQL), whether it is virtual, its health-check message and warning markdown, and which
 * "missing" warning applies when there is no dataset at all.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { parseJsonObject } from '@panorama/core/json/json-object';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The `extra` JSON text as an object; anything unparsable counts as empty. */
export function parseExtra(extra: unknown): Record<string, unknown> {
  if (isRecord(extra)) return extra;
  return typeof extra === 'string' ? parseJsonObject(extra) : {};
}

export function isQueryDatasource(datasource: Pick<DatasourceJson, 'type'>): boolean {
  return datasource.type === 'query';
}

/** A table defined by SQL rather than by a table in the database. */
export function isVirtualDataset(
  datasource: Pick<DatasourceJson, 'type' | 'kind' | 'sql'>,
): boolean {
  if (isQueryDatasource(datasource)) return false;
  if (datasource.kind !== undefined) return datasource.kind === 'virtual';
  return text(datasource.sql) !== null;
}

/**
 * A query shows its name (its SQL Lab tab's, or `Query <id>`), or its SQL when it has none; a
 * table its `name` (`schema.table`) or, failing that, its table name.
 */
export function datasourceTitle(
  datasource: Pick<DatasourceJson, 'type' | 'sql' | 'table_name'> & { name?: unknown },
): string {
  if (isQueryDatasource(datasource))
    return text(datasource.name)?.trim() ?? text(datasource.sql)?.trim() ?? '';
  return text(datasource.name) ?? datasource.table_name;
}

export function healthCheckMessage(
  datasource: Pick<DatasourceJson, 'id'> & { health_check_message?: unknown },
): string | null {
  return text(datasource.health_check_message);
}

/** Warning markdown lives in `extra`; the dataset JSON also copies it to the top level. */
export function datasetWarningMarkdown(
  datasource: Pick<DatasourceJson, 'extra'> & { warning_markdown?: unknown },
): string | null {
  return text(parseExtra(datasource.extra).warning_markdown) ?? text(datasource.warning_markdown);
}

/** `none`: a dataset is loaded. Otherwise which of the two "missing" warnings to show. */
export type MissingDatasourceState = 'none' | 'missing_params' | 'missing_dataset';

/**
 * Explore opened without a dataset: either the URL named neither a dataset nor a chart
 * ('Missing URL parameters') or the dataset it named is gone ('Missing dataset').
 */
export function missingDatasourceState(
  datasource: Pick<DatasourceJson, 'id'> | null | undefined,
  formData: Pick<QueryFormData, 'datasource' | 'slice_id'>,
): MissingDatasourceState {
  if (datasource && typeof datasource.id === 'number' && datasource.id > 0) return 'none';
  const hasChart = typeof formData.slice_id === 'number' && formData.slice_id > 0;
  const hasDataset = parseDatasourceKey(formData.datasource ?? '') !== null;
  return hasChart || hasDataset ? 'missing_dataset' : 'missing_params';
}
