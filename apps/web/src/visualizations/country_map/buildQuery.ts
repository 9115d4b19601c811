/**
 * The country map's chart data request (Superset's Country Map): the metric grouped by the
 * region code column.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const entity = readColumn(formData, 'entity');
  const metric = readMetric(formData.metric);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: entity === undefined ? [] : [entity],
      metrics: metric === undefined ? [] : [metric],
    },
  ]);
}
