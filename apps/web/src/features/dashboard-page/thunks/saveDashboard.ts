/**
 * Saving a dashboard by overwriting it. With CONFIRM_DASHBOARD_DIFF
 * the page first reads the dashboard; if it changed since it was loaded, the save stops and the
 * overwrite-confirmation prompt opens with who changed it, when, and what the save replaces.
 * The PUT carries `If-Match` with the version tag the page read, so the server refuses (412) a
 * save over a newer version; that opens the same prompt. Confirming saves over exactly the
 * version the prompt showed.
 */
import { DASHBOARD_HEADER_ID } from '@panorama/core/layout/layout-constants';
import { serializePositionJson } from '@panorama/core/layout/load-save';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { selectFeatureFlag } from '../../../store/commonSlice';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';
import type { AppDispatch, RootState } from '../../../store/store';
import { dashboardApi } from '../api/dashboardApi';
import type { DashboardDetailResponse, DashboardSaveBody } from '../api/dashboardApiTypes';
import { chartLabelsOf } from '../../../visualizations/shared/color/chartLabelRecorder';
import { overwriteItems } from '../model/overwriteItems';
import {
  dashboardSharedLabelColors,
  metadataWithSharedLabelColors,
} from '../model/sharedLabelColors';
import { dashboardSaveBody, type DashboardSaveInput } from '../model/saveBody';
import {
  dashboardSaveFailed,
  dashboardSaveStarted,
  dashboardSaved,
} from '../state/dashboardEvents';
import { overwriteConfirmationRequested } from '../state/dashboardStateSlice';
import { fetchLatestDashboard, refreshDashboardVersion } from './dashboardVersion';

/** The HTTP status of a failed RTK Query call, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** What a save writes, from what the page shows now. */
export function saveInputOf(state: RootState): DashboardSaveInput {
  const info = state.dashboardInfo;
  const dashboard = state.dashboardState;
  const layout = state.dashboardLayout.present;
  const headerText = layout[DASHBOARD_HEADER_ID]?.meta.text;
  return {
    title: typeof headerText === 'string' ? headerText : info.title,
    slug: info.slug,
    owners: info.owners,
    roles: info.roles,
    certifiedBy: info.certified_by,
    certificationDetails: info.certification_details,
    css: info.css,
    // The colours labels shared by several charts got, so they keep them on the next visit.
    metadata: metadataWithSharedLabelColors(
      info.metadata,
      dashboardSharedLabelColors(info.metadata, chartLabelsOf(info.id ?? 0)),
    ),
    expandedSlices: dashboard.expandedSlices,
    refreshFrequency: dashboard.shouldPersistRefreshFrequency
      ? dashboard.refreshFrequency
      : dashboard.savedRefreshFrequency,
    position: serializePositionJson(layout),
    rbac: selectFeatureFlag(state, 'DASHBOARD_RBAC'),
  };
}

export function currentSaveBody(state: RootState): DashboardSaveBody {
  return dashboardSaveBody(saveInputOf(state));
}

/** The message of a failed save, in Superset's words. */
export function saveErrorMessage(error: unknown): string {
  if (errorStatus(error) === 403) return t('You do not have permission to edit this dashboard');
  const message = errorMessage(error, '');
  return message !== ''
    ? t('Sorry, there was an error saving this dashboard: %s', message)
    : t('Sorry, an unknown error occurred');
}

/** Opens the overwrite-confirmation prompt for the server's current version. */
function confirmationRequested(latest: DashboardDetailResponse, body: DashboardSaveBody) {
  return overwriteConfirmationRequested({
    updatedAt: latest.result.changed_on,
    updatedBy: latest.result.changed_by_name,
    items: overwriteItems(latest.result, body),
    etag: latest.etag,
  });
}

export function saveDashboard(options: { confirmed?: boolean } = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    const state = getState();
    const info = state.dashboardInfo;
    if (info.id === null || state.dashboardState.dashboardIsSaving) return false;
    const id = info.id;
    const body = currentSaveBody(state);
    const confirm = state.dashboardState.overwriteConfirm;
    // Confirming overwrites the version the prompt showed; otherwise the version the page read.
    const etag = options.confirmed && confirm ? confirm.etag : info.etag;
    dispatch(dashboardSaveStarted());

    try {
      if (!options.confirmed && selectFeatureFlag(state, 'CONFIRM_DASHBOARD_DIFF')) {
        const latest = await dispatch(fetchLatestDashboard(id));
        if (latest.result.changed_on !== info.changed_on) {
          dispatch(confirmationRequested(latest, body));
          return false;
        }
      }
      const saved = await dispatch(
        dashboardApi.endpoints.saveDashboard.initiate({ id, body, etag }),
      ).unwrap();
      dispatch(
        dashboardSaved({
          lastModifiedTime: saved.response.last_modified_time,
          title: body.dashboard_title,
        }),
      );
      dispatch(successToastAdded(t('This dashboard was saved successfully.')));
      await dispatch(refreshDashboardVersion(id, saved.etag));
      return true;
    } catch (error) {
      if (errorStatus(error) === 412) {
        try {
          dispatch(confirmationRequested(await dispatch(fetchLatestDashboard(id)), body));
          return false;
        } catch (readError) {
          dispatch(dashboardSaveFailed());
          dispatch(dangerToastAdded(saveErrorMessage(readError)));
          return false;
        }
      }
      dispatch(dashboardSaveFailed());
      dispatch(dangerToastAdded(saveErrorMessage(error)));
      return false;
    }
  };
}
