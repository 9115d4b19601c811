/**
 * The Scatter Plot component chunk: the shared time-series component, with ECharts' scatter series
 * registered up front (other parts an option turns on load when it does).
 */
import '../shared/echarts/parts/scatterSeries';

export { default } from '../timeseries/TimeseriesChart';
