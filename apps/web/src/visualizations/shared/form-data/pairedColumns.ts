/**
 * The labels a chart of two columns and a metric reads (heatmap: x and y; sankey: source and
 * target): each from its control, else the result's column in the place the query asks for it
 * (the two columns, then the metric).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../../chartPluginTypes';
import { readMetricLabel } from '../formDataMetrics';
import { readColumnLabel } from './formDataColumns';

export function readPairedColumns(
  formData: QueryFormData,
  result: ChartDataResult | undefined,
  [firstControl, secondControl]: [string, string],
): [first: string, second: string, metric: string] {
  const colnames = result?.colnames ?? [];
  return [
    readColumnLabel(formData, firstControl) ?? colnames[0] ?? '',
    readColumnLabel(formData, secondControl) ?? colnames[1] ?? '',
    readMetricLabel(formData.metric) ?? colnames[2] ?? '',
  ];
}
