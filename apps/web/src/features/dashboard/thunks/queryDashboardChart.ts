/**
 * Runs one dashboard chart's query through the shared chart lifecycle (`runChartQuery`): the
 * chart's saved form data with the dashboard's colour scheme, sent with `dashboard_id` as
 * Superset does, so the server can check the chart belongs to a dashboard the user may see,
 * and with the dashboard's filters in its scope (native, cross, filter box) as `extra_form_data`.
 */
import { runChartQuery } from '../../../chart/runChartQuery';
import type { AppDispatch, RootState } from '../../../store/store';
import { getChartPlugin } from '../../../visualizations/registry';
import { dashboardChartFormData } from '../model/chartFormData';
import { selectChartExtraFormData } from '../native-filters/state/nativeFilterSelectors';

export function queryDashboardChart(chartId: number, options: { force?: boolean } = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const state = getState();
    const slice = state.sliceEntities.slices[chartId];
    const dashboardId = state.dashboardInfo.id;
    if (!slice || dashboardId === null) return;
    const formData = dashboardChartFormData(
      {
        ...slice.form_data,
        slice_id: chartId,
        viz_type: slice.form_data.viz_type || slice.viz_type,
      },
      state.dashboardInfo.metadata,
      dashboardId,
      selectChartExtraFormData(state, chartId),
    );
    await dispatch(
      runChartQuery({
        id: chartId,
        formData,
        plugin: getChartPlugin(formData.viz_type),
        force: options.force ?? false,
        sliceId: chartId,
        dashboardId,
      }),
    );
  };
}
