/**
 * The value of a "fixed or metric" control (Superset's FixedOrMetricControl, e.g. deck.gl's
 * `point_radius_fixed`): `{ type: 'fix', value: 1000 }` for one number for every row, or
 * `{ type: 'metric', value: <metric> }` for a per-row metric. Stored in Superset's shape so
 * saved charts load unchanged; fixed values may arrive as numeric text.
 */
import type { Metric } from '@panorama/core/query/query-object';
import { readMetric } from '../formDataMetrics';

export type FixedOrMetric = { type: 'fix'; value: number } | { type: 'metric'; metric: Metric };

/** The stored value, or `fallback` when it is missing or unreadable. */
export function readFixedOrMetric(value: unknown, fallback: number): FixedOrMetric {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (record.type === 'metric') {
    const metric = readMetric(record.value);
    if (metric !== undefined) return { type: 'metric', metric };
  }
  const raw = record.value;
  const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return {
    type: 'fix',
    value: typeof number === 'number' && Number.isFinite(number) ? number : fallback,
  };
}
