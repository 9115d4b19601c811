/**
 * The Bar Chart component chunk: the shared time-series component, with ECharts' bar series
 * registered up front (other parts an option turns on load when it does).
 */
import '../shared/echarts/parts/barSeries';

export { default } from '../timeseries/TimeseriesChart';
