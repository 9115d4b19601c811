/**
 * The treemap's chart data request (Superset's Treemap buildQuery): the metric grouped by the
 * hierarchy (`groupby`), largest groups first when `sort_by_metric` is on.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumnList } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: readColumnList(formData, 'groupby'),
      metrics: metric ? [metric] : [],
      orderby: formData.sort_by_metric === true && metric ? [[metric, false]] : [],
    },
  ]);
}
