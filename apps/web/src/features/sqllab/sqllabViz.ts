/**
 * The `sqllab_viz` data of a SQL Lab result ('Save as dataset'): the query's SQL,
 * database, schema and template parameters with the result's columns, under a dataset name.
 */
import type { SqllabVizData } from '../explore';
import { defaultDatasetName } from '../explore';
import { vizColumns } from './resultTable';
import type { QueryRecord } from './sqllabTypes';

export function resultVizData(
  query: QueryRecord,
  templateParams: string,
  datasetName: string,
): SqllabVizData | null {
  const name = datasetName.trim();
  const sql = query.sql.trim();
  if (name === '' || sql === '' || query.results === null) return null;
  return {
    schema: query.schema,
    sql,
    dbId: query.dbId,
    templateParams: templateParams.trim() === '' ? null : templateParams,
    datasourceName: name,
    metrics: [],
    columns: vizColumns(query.results.columns),
  };
}

/** `"<tab name> MM/DD/YYYY HH:MM:SS"`, like explore's Save as dataset. */
export function defaultResultDatasetName(query: Pick<QueryRecord, 'tab'>, now: Date): string {
  return defaultDatasetName({ table_name: query.tab || 'Untitled Query' }, now);
}
