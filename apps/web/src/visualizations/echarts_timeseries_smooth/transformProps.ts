/** The Smooth Line option: the shared time-series transform with this type's series style. */
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import { timeseriesTransform } from '../timeseries/transformTimeseriesProps';

export const SMOOTH_VARIANT: TimeseriesVariant = {
  fixedSeriesType: 'smooth',
  defaultSeriesType: 'smooth',
};

export const transformProps = timeseriesTransform(SMOOTH_VARIANT);
