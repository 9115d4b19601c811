/** The Area Chart option: the shared time-series transform with this type's series style. */
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import { timeseriesTransform } from '../timeseries/transformTimeseriesProps';

export const AREA_VARIANT: TimeseriesVariant = {
  defaultSeriesType: 'line',
  forceArea: true,
  defaultOpacity: 0.2,
};

export const transformProps = timeseriesTransform(AREA_VARIANT);
