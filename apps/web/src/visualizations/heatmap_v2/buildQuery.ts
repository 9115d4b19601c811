/**
 * The heatmap's chart data request (Superset's Heatmap buildQuery): the metric grouped by the
 * x axis (a BASE_AXIS column at the time grain when temporal) and the y column, ordered as the
 * axis sorts ask, with the `rank` post-processing adding each cell's percentile rank across the
 * whole heatmap, its x column or its y row (`normalize_across`) for the normalised colouring.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';
import { readAxisSort, readNormalizeAcross, type AxisSort } from './heatmapFormData';

export function buildQuery(formData: QueryFormData): QueryContext {
  const xAxis = readColumn(formData, 'x_axis');
  const yAxis = readColumn(formData, 'groupby');
  const metric = readMetric(formData.metric);
  const columns = [xAxis, yAxis].filter((column): column is Column => column !== undefined);

  const orderby: RawQueryObject['orderby'] = [];
  const sortBy = (sort: AxisSort | undefined, column: Column | undefined) => {
    if (!sort) return;
    const target = sort.startsWith('value') ? metric : column;
    if (target !== undefined) orderby.push([target, sort.endsWith('asc')]);
  };
  sortBy(readAxisSort(formData, 'sort_x_axis'), xAxis);
  sortBy(readAxisSort(formData, 'sort_y_axis'), yAxis);

  const normalizeAcross = readNormalizeAcross(formData);
  const groupColumn = normalizeAcross === 'x' ? xAxis : normalizeAcross === 'y' ? yAxis : undefined;

  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      metrics: metric ? [metric] : [],
      orderby,
      post_processing: metric
        ? [
            {
              operation: 'rank',
              options: {
                metric: getMetricLabel(metric),
                ...(groupColumn ? { group_by: getColumnLabel(groupColumn) } : {}),
              },
            },
          ]
        : [],
    },
  ]);
}
