/**
 * Dataset swap: the chart keeps its time column when the new table has it as a
 * time column; otherwise it takes the table's default time column, else its first time column,
 * else none.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { datasourceKey } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';

type TimeSource = Pick<DatasourceJson, 'columns' | 'main_dttm_col' | 'type'>;

/** Names of the columns marked as time columns (`is_dttm`), in the dataset's order. */
export function temporalColumnNames(datasource: Pick<DatasourceJson, 'columns'>): string[] {
  return datasource.columns.filter((c) => c.is_dttm).map((c) => c.column_name);
}

/** The time column the chart should use on `datasource`, or null for none. */
export function timeColumnFor(
  current: string | null | undefined,
  datasource: TimeSource,
): string | null {
  const temporal = temporalColumnNames(datasource);
  if (typeof current === 'string' && temporal.includes(current)) return current;
  const main = datasource.main_dttm_col;
  if (typeof main === 'string' && temporal.includes(main)) return main;
  return temporal[0] ?? null;
}

/**
 * The form data with `granularity_sqla` fixed for `datasource`. A query datasource (SQL Lab
 * results) has no time column rule, so its form data is returned unchanged.
 */
export function swapTimeColumn(formData: QueryFormData, datasource: TimeSource): QueryFormData {
  if (datasource.type === 'query') return formData;
  const next = timeColumnFor(formData.granularity_sqla, datasource);
  if (next === (formData.granularity_sqla ?? null)) return formData;
  return { ...formData, granularity_sqla: next };
}

/** `"12__table"`: the form data's `datasource` key of a dataset JSON. */
export function datasourceKeyOf(datasource: Pick<DatasourceJson, 'id' | 'type'>): string {
  return datasourceKey(datasource.id, datasource.type ?? 'table');
}

/**
 * What the panel asks the page to merge into the form data after switching to `datasource`:
 * the new datasource key and, for tables, the time column of the swap rule.
 */
export function datasourceSwitchPatch(
  formData: QueryFormData,
  datasource: TimeSource & Pick<DatasourceJson, 'id'>,
): Partial<QueryFormData> {
  const swapped = swapTimeColumn(formData, datasource);
  const patch: Partial<QueryFormData> = { datasource: datasourceKeyOf(datasource) };
  if (swapped !== formData) patch.granularity_sqla = swapped.granularity_sqla ?? null;
  return patch;
}

/** The whole form data after switching to `datasource` (the patch above merged in). */
export function formDataForDatasource(
  formData: QueryFormData,
  datasource: TimeSource & Pick<DatasourceJson, 'id'>,
): QueryFormData {
  return { ...formData, ...datasourceSwitchPatch(formData, datasource) };
}
