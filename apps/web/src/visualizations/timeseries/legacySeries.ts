/**
 * The series of a legacy time-series chart (rose, horizon) read from the wide result of its
 * request: the time of each row and one value column per metric and group, in name order.
 */
import type { ChartProps } from '../chartPluginTypes';
import { extractSeries, type ExtractedData } from './extractSeries';
import { xAxisLabelOf } from './timeseriesQueryFields';

export function readLegacySeries({ formData, queriesData, datasource }: ChartProps): ExtractedData {
  return extractSeries(queriesData[0] ?? { data: [], rowcount: 0 }, {
    xAxisLabel: xAxisLabelOf(formData),
    fallbackXAxisLabels: [datasource?.main_dttm_col ?? '', '__timestamp'].filter(Boolean),
    verboseMap: datasource?.verbose_map ?? {},
    sortSeriesType: 'name',
    sortSeriesAscending: true,
  });
}
