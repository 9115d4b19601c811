/**
 * The series of a time-series result with its x values in the order the x-axis sort controls
 * ask for (`@panorama/core/visualizations/x-axis-sort`). A time axis keeps time order whatever
 * the form data says, as Superset only offers the sort for a non-temporal x axis.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import { sortXAxisRows, xAxisSortOf } from '@panorama/core/visualizations/x-axis-sort';
import type { ChartDataResult } from '../chartPluginTypes';
import { readMetricLabel } from '../shared/formDataMetrics';
import { extractSeries, type ExtractedData, type ExtractOptions } from './extractSeries';
import { groupbyOf, metricsOf } from './timeseriesQueryFields';

/** The chart's metric labels and the series-limit metric's: what the x axis may sort by. */
export function sortableMetricLabels(formData: QueryFormData): string[] {
  const limitMetric = readMetricLabel(formData.timeseries_limit_metric);
  const labels = metricsOf(formData).map(getMetricLabel);
  return [...new Set(limitMetric ? [...labels, limitMetric] : labels)];
}

export function extractSortedSeries(
  result: ChartDataResult,
  formData: QueryFormData,
  options: ExtractOptions,
): ExtractedData {
  const data = extractSeries(result, options);
  if (data.xKind === 'time') return data;
  const sort = xAxisSortOf(formData, {
    xAxisLabel: data.xKey,
    metricLabels: sortableMetricLabels(formData),
    grouped: groupbyOf(formData).length > 0,
  });
  if (sort === null) return data;
  return extractSeries({ ...result, data: sortXAxisRows(result.data, sort, data.xKey) }, options);
}
