/**
 * The graph's chart data request (Superset's Graph buildQuery): the metric grouped by the source
 * and target columns and, when set, the columns that give their nodes a category.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';

const COLUMN_KEYS = ['source', 'target', 'source_category', 'target_category'] as const;

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  const columns: Column[] = [];
  for (const key of COLUMN_KEYS) {
    const column = readColumn(formData, key);
    // The same column may serve twice (e.g. one category column for both ends).
    if (column && !columns.some((c) => getColumnLabel(c) === getColumnLabel(column))) {
      columns.push(column);
    }
  }
  return buildQueryContext(formData, (base) => [
    { ...base, columns, metrics: metric ? [metric] : [], orderby: [] },
  ]);
}
