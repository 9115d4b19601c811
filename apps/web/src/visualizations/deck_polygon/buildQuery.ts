/**
 * The Polygon chart's data request: the polygon column with the colour `metric` and the elevation
 * metric (`point_radius_fixed` set to a metric) per polygon, largest first; without metrics every
 * row as it is. `filter_nulls` (on by default) leaves out rows without a polygon.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Metric, QueryContext } from '@panorama/core/query/query-object';
import { readMetric, uniqueMetrics } from '../shared/formDataMetrics';
import { readFixedOrMetric } from '../shared/maps/fixedOrMetric';
import { buildShapeColumnQuery } from '../shared/deck/rawColumnQuery';

export function polygonMetrics(formData: QueryFormData): Metric[] {
  const elevation = readFixedOrMetric(formData.point_radius_fixed, 0);
  return uniqueMetrics(
    [
      readMetric(formData.metric),
      elevation.type === 'metric' ? elevation.metric : undefined,
    ].filter((metric): metric is Metric => metric !== undefined),
  );
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const context = buildShapeColumnQuery(formData, 'line_column');
  const metrics = polygonMetrics(formData);
  if (metrics.length === 0) return context;
  return {
    ...context,
    queries: context.queries.map((query) => ({
      ...query,
      metrics,
      orderby: [[metrics[0] as Metric, false]],
    })),
  };
}
