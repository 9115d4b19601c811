/** The Bar Chart option: the shared time-series transform with this type's series style. */
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import { timeseriesTransform } from '../timeseries/transformTimeseriesProps';

export const BAR_VARIANT: TimeseriesVariant = { fixedSeriesType: 'bar', defaultSeriesType: 'bar' };

export const transformProps = timeseriesTransform(BAR_VARIANT);
