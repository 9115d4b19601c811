/**
 * The Partition Chart's chart data request: Superset's legacy partition query, the metrics
 * grouped by every hierarchy level, with the sort metric asked for and ordering the rows when
 * descending. That is the request the parallel coordinates make for their series, so it is
 * shared. The time-series options are not drawn over time (see the control panel), so the
 * request never groups by time.
 */
export { buildQuery } from '../para/buildQuery';
