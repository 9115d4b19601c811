/**
 * Runs one dashboard chart's query through the shared chart lifecycle (`runChartQuery`): the
 * chart's saved form data with the dashboard's colour scheme, sent with `dashboard_id` as
 * Superset does, so the server can check the chart belongs to a dashboard the user may see,
 * and with the dashboard's filters in its scope (native, cross, filter box) as `extra_form_data`.
 */
import { chartUpdateFailed, chartUpdateStarted } from '../../../chart-runtime/chartsSlice';
import { runChartQuery } from '../../../chart-runtime/runChartQuery';
import { t } from '../../../i18n/t';
import { selectFeatureFlag } from '../../../store/commonSlice';
import type { AppDispatch, RootState } from '../../../store/store';
import { getLoadedChartPlugin, loadChartPlugin } from '../../../visualizations/loadChartPlugin';
import { dashboardChartFormData } from '../model/chartFormData';
import { getLoadedControlDefaults, loadControlDefaults } from '../model/controlDefaultsLoader';
import { selectChartExtraFormData } from '../native-filters/state/nativeFilterSelectors';

export function queryDashboardChart(chartId: number, options: { force?: boolean } = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const state = getState();
    const slice = state.sliceEntities.slices[chartId];
    const dashboardId = state.dashboardInfo.id;
    if (!slice || dashboardId === null) return;
    const savedFormData = dashboardChartFormData(
      {
        ...slice.form_data,
        slice_id: chartId,
        viz_type: slice.form_data.viz_type || slice.viz_type,
      },
      state.dashboardInfo.metadata,
      dashboardId,
      selectChartExtraFormData(state, chartId),
    );
    // A chart type already loaded sends the request now, without a turn of the event loop: the
    // first screen's queries are sent before the page renders (queryFirstScreenCharts).
    let plugin = getLoadedChartPlugin(savedFormData.viz_type);
    let withDefaults = getLoadedControlDefaults();
    if (!plugin || !withDefaults) {
      // Loading from here on, so the holder does not ask again while the type's code arrives.
      dispatch(chartUpdateStarted({ id: chartId, formData: savedFormData, at: Date.now() }));
      try {
        [plugin, withDefaults] = await Promise.all([
          plugin ?? loadChartPlugin(savedFormData.viz_type),
          withDefaults ?? loadControlDefaults(),
        ]);
      } catch (error) {
        // The chart type's code did not download (offline, a deploy replaced the chunks).
        const reason = error instanceof Error ? error.message : String(error);
        const message = t('The chart type could not be loaded: %s', reason);
        dispatch(chartUpdateFailed({ id: chartId, message, at: Date.now() }));
        return;
      }
    }
    const formData = plugin ? withDefaults(savedFormData, plugin.controlPanel) : savedFormData;
    await dispatch(
      runChartQuery({
        id: chartId,
        formData,
        plugin,
        force: options.force ?? false,
        savedChartId: chartId,
        dashboardId,
        // Async queries answer each chart with a job of its own (202), which a batch cannot.
        batch: !selectFeatureFlag(getState(), 'GLOBAL_ASYNC_QUERIES'),
      }),
    );
  };
}
