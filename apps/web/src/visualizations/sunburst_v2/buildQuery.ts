/**
 * The sunburst's chart data request (Superset's Sunburst buildQuery): the primary and optional
 * secondary metric grouped by the hierarchy columns, largest groups first when `sort_by_metric`
 * is on so a row limit keeps the biggest.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { Metric, QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumnList } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  const secondary = readMetric(formData.secondary_metric);
  const metrics: Metric[] = [];
  for (const candidate of [metric, secondary]) {
    if (candidate === undefined) continue;
    const label = getMetricLabel(candidate);
    if (!metrics.some((existing) => getMetricLabel(existing) === label)) metrics.push(candidate);
  }
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: readColumnList(formData, 'columns'),
      metrics,
      orderby: formData.sort_by_metric === true && metric ? [[metric, false]] : [],
    },
  ]);
}
