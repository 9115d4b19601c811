/** The Scatter Plot option: the shared time-series transform with this type's series style. */
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import { timeseriesTransform } from '../timeseries/transformTimeseriesProps';

export const SCATTER_VARIANT: TimeseriesVariant = {
  fixedSeriesType: 'scatter',
  defaultSeriesType: 'scatter',
  forceMarkers: true,
};

export const transformProps = timeseriesTransform(SCATTER_VARIANT);
