/**
 * Metric values of the metric drop zone: saved metric names and adhoc metrics, their chip
 * labels, and which saved metrics a popover may still offer.
 */
import { adhocMetricLabel } from '@panorama/core/adhoc/adhoc-metric';
import type { Metric } from '@panorama/core/query/query-object';
import type { DatasourceMetric } from '../../../models/datasourceTypes';

/** A saved metric's verbose name or name; an adhoc metric's label (default or custom). */
export function metricDisplayLabel(
  metric: Metric,
  savedMetrics: readonly DatasourceMetric[],
): string {
  if (typeof metric === 'string') {
    const saved = savedMetrics.find((m) => m.metric_name === metric);
    return saved?.verbose_name || metric;
  }
  return adhocMetricLabel(metric);
}

export function hasSavedMetric(values: readonly Metric[], name: string): boolean {
  return values.some((value) => value === name);
}

/**
 * Saved metrics a popover offers: those not already in the zone, plus the one being edited
 * (Superset's getOptionsForSavedMetrics).
 */
export function savedMetricOptions(
  savedMetrics: readonly DatasourceMetric[],
  values: readonly Metric[],
  current?: Metric | null,
): DatasourceMetric[] {
  return savedMetrics.filter(
    (saved) => !hasSavedMetric(values, saved.metric_name) || saved.metric_name === current,
  );
}
