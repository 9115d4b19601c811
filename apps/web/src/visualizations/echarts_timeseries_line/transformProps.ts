/** The Line Chart option: the shared time-series transform with this type's series style. */
import type { ChartProps } from '../chartPluginTypes';
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../timeseries/transformTimeseriesProps';

export const LINE_VARIANT: TimeseriesVariant = {
  fixedSeriesType: 'line',
  defaultSeriesType: 'line',
};

export function transformProps(chartProps: ChartProps): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, LINE_VARIANT);
}
