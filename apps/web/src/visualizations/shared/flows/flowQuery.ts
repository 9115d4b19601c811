/**
 * The chart data request of charts that show a metric flowing from a source column to a target
 * column (sankey, chord): the metric grouped by both columns, largest flows first when
 * `sort_by_metric` is on.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../formDataMetrics';
import { readColumn } from '../form-data/formDataColumns';

/** `sourceKey` and `targetKey` name the form data controls holding the two columns. */
export function buildFlowQuery(
  formData: QueryFormData,
  sourceKey: string,
  targetKey: string,
): QueryContext {
  const metric = readMetric(formData.metric);
  const columns = [readColumn(formData, sourceKey), readColumn(formData, targetKey)].filter(
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
