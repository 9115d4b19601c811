/** The Smooth Line option: the shared time-series transform with this type's series style. */
import type { ChartProps } from '../chartPluginTypes';
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../timeseries/transformTimeseriesProps';

export const SMOOTH_VARIANT: TimeseriesVariant = {
  fixedSeriesType: 'smooth',
  defaultSeriesType: 'smooth',
};

export function transformProps(chartProps: ChartProps): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, SMOOTH_VARIANT);
}
