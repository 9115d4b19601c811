/** The Bar Chart option: the shared time-series transform with this type's series style. */
import type { ChartProps } from '../chartPluginTypes';
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../timeseries/transformTimeseriesProps';

export const BAR_VARIANT: TimeseriesVariant = { fixedSeriesType: 'bar', defaultSeriesType: 'bar' };

export function transformProps(chartProps: ChartProps): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, BAR_VARIANT);
}
