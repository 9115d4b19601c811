/** Metric controls read from form data, which may come from anywhere (saved charts, URLs). */
import { getMetricLabel } from '@panorama/core/query/labels';
import type { Metric } from '@panorama/core/query/query-object';

function isMetric(value: unknown): value is Metric {
  if (typeof value === 'string') return value.length > 0;
  return typeof value === 'object' && value !== null && 'expressionType' in value;
}

/** A single-metric control; older charts may hold a list of one. */
export function readMetric(value: unknown): Metric | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return isMetric(first) ? first : undefined;
}

/** The result-column label of a single-metric control; undefined when it is empty. */
export function readMetricLabel(value: unknown): string | undefined {
  const metric = readMetric(value);
  return metric ? getMetricLabel(metric) : undefined;
}

export function readMetricList(value: unknown): Metric[] {
  if (Array.isArray(value)) return value.filter(isMetric);
  return isMetric(value) ? [value] : [];
}

/** Numbers may arrive as numeric strings (DECIMAL columns); anything else is no number. */
export function parseMetricValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** The metrics without repeats (by result label), in first-seen order. */
export function uniqueMetrics(metrics: Metric[]): Metric[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = getMetricLabel(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}
