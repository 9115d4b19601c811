/** The Area Chart chart data request: the shared time-series query. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { buildTimeseriesQuery } from '../timeseries/buildTimeseriesQuery';

export function buildQuery(formData: QueryFormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
