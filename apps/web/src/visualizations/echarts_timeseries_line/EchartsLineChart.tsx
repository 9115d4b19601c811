/** The Line Chart component chunk: the shared time-series component. */
export { default } from '../timeseries/TimeseriesChart';
