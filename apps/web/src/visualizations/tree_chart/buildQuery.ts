/**
 * The tree's chart data request (Superset's Tree buildQuery): one row per node with its id, its
 * parent's id, its optional name column and the optional metric, grouped by those columns.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  const columns: Column[] = [];
  for (const key of ['id', 'parent', 'name']) {
    const column = readColumn(formData, key);
    if (column && !columns.some((c) => getColumnLabel(c) === getColumnLabel(column))) {
      columns.push(column);
    }
  }
  return buildQueryContext(formData, (base) => [
    { ...base, columns, metrics: metric ? [metric] : [], orderby: [] },
  ]);
}
