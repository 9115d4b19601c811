/**
 * The sankey's chart data request (Superset's Sankey buildQuery): the metric grouped by the
 * source and target columns, largest flows first when `sort_by_metric` is on.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  const columns = [readColumn(formData, 'source'), readColumn(formData, 'target')].filter(
    (column): column is Column => column !== undefined,
  );
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      metrics: metric ? [metric] : [],
      orderby: formData.sort_by_metric === true && metric ? [[metric, false]] : [],
    },
  ]);
}
