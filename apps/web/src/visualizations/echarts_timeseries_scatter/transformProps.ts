/** The Scatter Plot option: the shared time-series transform with this type's series style. */
import type { ChartProps } from '../chartPluginTypes';
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../timeseries/transformTimeseriesProps';

export const SCATTER_VARIANT: TimeseriesVariant = {
  fixedSeriesType: 'scatter',
  defaultSeriesType: 'scatter',
  forceMarkers: true,
};

export function transformProps(chartProps: ChartProps): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, SCATTER_VARIANT);
}
