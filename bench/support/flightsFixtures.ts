/**
 * Chart pieces the benchmarks build their flights charts from (the example `flights` dataset,
 * 3,000,000 rows): its saved metrics, and a monthly time axis as an x-axis column.
 */
import { xAxisColumn } from '@panorama/core/query/time-grain-column';

/** The flights dataset's saved metrics, in the order the benchmarks cycle through them. */
export const FLIGHTS_METRICS = [
  'count',
  'avg_delay',
  'total_distance',
  'delayed_flights',
  'max_delay',
  'on_time_rate',
];

/** `date` by month as the x axis of a query object (what a generic x-axis chart sends). */
export const MONTH_AXIS = xAxisColumn('date', 'P1M');
