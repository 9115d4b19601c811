/**
 * Starts the queries of the charts a freshly loaded dashboard shows on its first screen
 * (model/firstScreenCharts.ts), before the page has rendered: the requests then travel and the
 * server answers while React builds the page, instead of after the page was painted and each
 * chart reported itself on screen. A chart that may not query yet (a required filter unset) or
 * already has a result is left to its holder, as is every chart further down.
 */
import { sendQueuedChartData } from '../../../chart-runtime/chartDataBatch';
import type { AppDispatch, RootState } from '../../../store/store';
import { firstScreenCharts } from '../model/firstScreenCharts';
import { selectChartCanQuery } from '../native-filters/state/nativeFilterSelectors';
import { queryDashboardChart } from './queryDashboardChart';

export function queryFirstScreenCharts(screenHeightPx: number) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const state = getState();
    const chartIds = firstScreenCharts(
      state.dashboardLayout.present,
      state.dashboardState.activeTabs,
      screenHeightPx,
    );
    for (const chartId of chartIds) {
      if (state.charts[chartId]?.chartStatus !== 'empty') continue;
      if (selectChartCanQuery(state, chartId)) void dispatch(queryDashboardChart(chartId));
    }
    // The charts whose type's code is in have queued their queries: one request, sent now.
    sendQueuedChartData();
  };
}
