/** The Area Chart option: the shared time-series transform with this type's series style. */
import type { ChartProps } from '../chartPluginTypes';
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../timeseries/transformTimeseriesProps';

export const AREA_VARIANT: TimeseriesVariant = {
  defaultSeriesType: 'line',
  forceArea: true,
  defaultOpacity: 0.2,
};

export function transformProps(chartProps: ChartProps): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, AREA_VARIANT);
}
