/**
 * "Save as dataset" of a query datasource: the default name and the `POST /superset/sqllab_viz/`
 * data built from the query's SQL, database, schema, template parameters and result columns.
 */
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { SqllabVizData } from './datasourcePanelApi';

/** `"<query name> 05/17/2024 14:03:09"`: unique enough that saving twice rarely collides. */
export function defaultDatasetName(
  datasource: Pick<DatasourceJson, 'table_name'> & { name?: unknown },
  now: Date,
): string {
  const base =
    typeof datasource.name === 'string' && datasource.name.trim() !== ''
      ? datasource.name
      : datasource.table_name || 'Untitled';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()} ${pad(
    now.getHours(),
  )}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${base} ${stamp}`;
}

/** The sqllab_viz data, or null when the query has no SQL or no database to save against. */
export function sqllabVizData(
  datasource: DatasourceJson,
  datasetName: string,
): SqllabVizData | null {
  const sql = typeof datasource.sql === 'string' ? datasource.sql.trim() : '';
  const dbId = datasource.database.id;
  const name = datasetName.trim();
  if (sql === '' || !Number.isInteger(dbId) || name === '') return null;
  const templateParams =
    typeof datasource.template_params === 'string' ? datasource.template_params : null;
  return {
    schema: datasource.schema,
    sql,
    dbId,
    templateParams,
    datasourceName: name,
    metrics: [],
    // Both spellings of each field: Superset's handler has read `name`/`is_date` and the
    // dataset JSON's `column_name`/`is_dttm` over the years; the extra keys cost nothing.
    columns: datasource.columns.map((column) => ({
      name: column.column_name,
      column_name: column.column_name,
      type: column.type,
      is_date: column.is_dttm,
      is_dttm: column.is_dttm,
    })),
  };
}
