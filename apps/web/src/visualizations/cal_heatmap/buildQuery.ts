/**
 * The calendar heatmap's chart data request (Superset's legacy calendar query): the metrics per
 * time bucket of the dataset's time column (`__timestamp`), truncated to the cell unit
 * (`subdomain_granularity`: minute, hour, day, week or month) within the chosen time range.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readChoice } from '../shared/echarts/formDataValues';
import { readMetricList } from '../shared/formDataMetrics';
import { SUBDOMAIN_TIME_GRAINS, SUBDOMAINS } from './calendarTime';

export function buildQuery(formData: QueryFormData): QueryContext {
  const subdomain = readChoice(formData, 'subdomain_granularity', SUBDOMAINS, 'day');
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [],
      metrics: readMetricList(formData.metrics),
      orderby: [],
      is_timeseries: true,
      extras: { ...base.extras, time_grain_sqla: SUBDOMAIN_TIME_GRAINS[subdomain] },
    },
  ]);
}
