/** The Stepped Line option: the shared time-series transform with this type's series style. */
import type { TimeseriesVariant } from '../timeseries/timeseriesSettings';
import { timeseriesTransform } from '../timeseries/transformTimeseriesProps';

export const STEP_VARIANT: TimeseriesVariant = { defaultSeriesType: 'start' };

export const transformProps = timeseriesTransform(STEP_VARIANT);
