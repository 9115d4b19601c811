/**
 * The time-series table's chart data request (Superset's TimeTable): the metrics per time bucket
 * of the time column at the time grain (the legacy `__timestamp` series), per group when grouped,
 * ordered by the first metric. Grouped tables compare one metric; only the first is asked for
 * (the metrics control reports the extra ones).
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetricList } from '../shared/formDataMetrics';
import { readColumns } from '../shared/form-data/formDataReaders';

export function buildQuery(formData: QueryFormData): QueryContext {
  const grouped = readColumns(formData.groupby).length > 0;
  const metrics = readMetricList(formData.metrics);
  const used = grouped ? metrics.slice(0, 1) : metrics;
  const descending = formData.order_desc !== false;
  return buildQueryContext(formData, (base) => {
    const [first] = used;
    return [
      {
        ...base,
        metrics: used,
        is_timeseries: true,
        orderby: first ? [[first, !descending]] : [],
      },
    ];
  });
}
