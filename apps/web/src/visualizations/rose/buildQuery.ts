/**
 * The rose's chart data request (Superset's rose buildQuery): each metric (per group) over the
 * time buckets, pivoted to one column per series, with the rolling window, time comparison,
 * resampling and contribution the form data asks for.
 */
export { buildLegacyTimeseriesQuery as buildQuery } from '../timeseries/legacyTimeseries';
