/**
 * The box plot's chart data request (Superset's BoxPlot buildQuery): the metrics grouped by the
 * "distribute across" columns and the series columns, then the server's `boxplot` step reduces
 * each series to its distribution over the distribute-across values. Temporal
 * distribute-across columns are truncated to the time grain.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { boxplotOperator } from './boxplotOperator';
import { readColumnList } from '../shared/form-data/formDataColumns';
import { timeGrainColumn } from '@panorama/core/query/time-grain-column';

/** The distribution columns: `columns`, else (old charts) the legacy time column. */
function distributionColumns(formData: QueryFormData): Column[] {
  const columns = readColumnList(formData, 'columns');
  if (columns.length > 0) return columns;
  const legacy = formData.granularity_sqla;
  return typeof legacy === 'string' && legacy !== '' ? [legacy] : [];
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const groupby = readColumnList(formData, 'groupby');
  const grain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null;
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  const columns = distributionColumns(formData).map((column): Column => {
    if (typeof column !== 'string' || !grain || lookup[column] !== true) return column;
    return timeGrainColumn(column, grain);
  });
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...columns, ...groupby],
      series_columns: groupby,
      post_processing: [boxplotOperator(formData, groupby, base.metrics ?? [])],
    },
  ]);
}
