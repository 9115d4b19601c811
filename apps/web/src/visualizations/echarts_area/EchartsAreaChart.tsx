/**
 * The Area Chart component chunk: the shared time-series component, with ECharts' line series
 * registered up front (other parts an option turns on load when it does).
 */
import '../shared/echarts/parts/lineSeries';

export { default } from '../timeseries/TimeseriesChart';
