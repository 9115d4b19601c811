/**
 * Saving from the configuration modal. Native filters go through `PUT /api/v1/dashboard/{id}/
 * filters`; cross-filter scoping through the dashboard PUT's json_metadata
 * (where Superset keeps it), built from the metadata as last saved so unsaved edit-mode changes are
 * not written behind the user's back. Both refresh the page's version tag afterwards, so the next
 * dashboard save is not refused as a conflict with this very write.
 */
import type { FilterConfigChanges } from '@panorama/core/filters/filter-config-update';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';
import type { AppDispatch, RootState } from '../../../store/store';
import { dashboardApi } from '../api/dashboardApi';
import { refreshDashboardVersion } from '../thunks/dashboardVersion';
import { crossFilterScopingSaved, nativeFilterConfigurationSaved } from './configEvents';
import { crossFilterConfiguration, type CrossFilterDraft } from './crossFilterScoping';
import { nativeFiltersConfigApi } from './nativeFiltersConfigApi';

/** Resolves to the stored configuration; rejects with the server's message. */
export function saveNativeFilterConfiguration(dashboardId: number, changes: FilterConfigChanges) {
  return async (dispatch: AppDispatch): Promise<FilterConfigItem[]> => {
    let saved;
    try {
      saved = await dispatch(
        nativeFiltersConfigApi.endpoints.saveNativeFilterConfiguration.initiate({
          dashboardId,
          changes,
        }),
      ).unwrap();
    } catch (error) {
      throw new Error(errorMessage(error));
    }
    dispatch(nativeFilterConfigurationSaved({ items: saved.items }));
    await dispatch(refreshDashboardVersion(dashboardId, saved.etag));
    return saved.items;
  };
}

/** Stores the cross-filter scoping; on failure a toast with the parsed error, then rethrows. */
export function saveCrossFilterScoping(draft: CrossFilterDraft) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const state = getState();
    const { id, etag, saved } = state.dashboardInfo;
    if (id === null) return;
    const configuration = crossFilterConfiguration(draft, state.dashboardLayout.present);
    try {
      const written = await dispatch(
        dashboardApi.endpoints.saveDashboard.initiate({
          id,
          etag,
          body: { json_metadata: JSON.stringify({ ...saved.metadata, ...configuration }) },
        }),
      ).unwrap();
      dispatch(
        crossFilterScopingSaved({
          chartConfiguration: configuration.chart_configuration,
          globalChartConfiguration: configuration.global_chart_configuration,
        }),
      );
      dispatch(successToastAdded(t('Cross-filter scoping saved')));
      await dispatch(refreshDashboardVersion(id, written.etag));
    } catch (error) {
      const message = errorMessage(error);
      dispatch(dangerToastAdded(message));
      throw new Error(message);
    }
  };
}
