/**
 * The horizon chart's chart data request (Superset's legacy horizon): each metric (per group)
 * over time, one column per series.
 */
export { buildLegacyTimeseriesQuery as buildQuery } from '../timeseries/legacyTimeseries';
