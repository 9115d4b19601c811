/** The Line Chart option: the shared time-series transform with this type's series style. */
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import { timeseriesTransform } from '../timeseries/transformTimeseriesProps';

export const LINE_VARIANT: TimeseriesVariant = {
  fixedSeriesType: 'line',
  defaultSeriesType: 'line',
};

export const transformProps = timeseriesTransform(LINE_VARIANT);
