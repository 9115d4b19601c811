/**
 * The mixed chart's chart data request (Superset's MixedTimeseries buildQuery): two time-series
 * queries over the same x axis, A from the plain controls and B from the `_b` ones, each built
 * like a time-series chart's (series limits, rolling windows, time comparison, resampling,
 * pivot and flatten), sent together in one request.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { buildTimeseriesQuery } from '../timeseries/buildTimeseriesQuery';
import { queryFormDataA, queryFormDataB } from './mixedFormData';

export function buildQuery(formData: QueryFormData): QueryContext {
  const contextA = buildTimeseriesQuery(queryFormDataA(formData));
  const contextB = buildTimeseriesQuery(queryFormDataB(formData));
  return {
    ...contextA,
    queries: [...contextA.queries, ...contextB.queries],
    form_data: formData,
  };
}
