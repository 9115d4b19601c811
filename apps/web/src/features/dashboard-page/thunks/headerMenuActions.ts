/**
 * The dashboard "..." menu's calls: permalink (copy or mail), image/PDF download, Save as, and
 * saving the properties dialog in view mode. Loaded when the menu is first used, so a viewer who
 * never opens it does not download them. Each shows Superset's message on success or failure.
 */
import { filenameFromDisposition, saveBlob } from '../../../api/fileDownload';
import { copyText } from '../../../components/clipboardCopy';
import { openMailto } from '../../../components/share/openMailto';
import { permalinkMailto } from '../../../components/share/shareLinks';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import {
  dangerToastAdded,
  infoToastAdded,
  successToastAdded,
} from '../../../store/messageToastsSlice';
import { selectFeatureFlag } from '../../../store/commonSlice';
import type { AppDispatch, RootState } from '../../../store/store';
import { dashboardApi } from '../api/dashboardApi';
import { selectDashboardTitle } from '../state/dashboardSelectors';
import { dashboardCopyBody, metadataToSave, saveTitle } from '../model/saveBody';
import { permalinkUrlParams } from '../model/urlParams';
import { selectPermalinkDataMask } from '../native-filters/state/nativeFilterSelectors';
import {
  dashboardPropertiesSaved,
  type DashboardPropertiesPayload,
} from '../state/dashboardEvents';
import { refreshDashboardVersion } from './dashboardVersion';
import { saveErrorMessage, saveInputOf } from './saveDashboard';

/** A permalink of the dashboard as shown: URL parameters, filter state, tabs, anchor. */
function createDashboardPermalinkUrl(anchor?: string) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<string | null> => {
    const state = getState();
    const id = state.dashboardInfo.id;
    if (id === null) return null;
    const { url } = await dispatch(
      dashboardApi.endpoints.createDashboardPermalink.initiate({
        idOrSlug: id,
        state: {
          urlParams: permalinkUrlParams(window.location.search),
          dataMask: selectPermalinkDataMask(state),
          activeTabs: state.dashboardState.activeTabs,
          ...(anchor !== undefined ? { anchor } : {}),
        },
      }),
    ).unwrap();
    return url;
  };
}

export function copyDashboardPermalink(anchor?: string) {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      const url = await dispatch(createDashboardPermalinkUrl(anchor));
      if (url === null) return;
      const copied = await copyText(url);
      dispatch(
        copied
          ? successToastAdded(t('Link Copied!'))
          : dangerToastAdded(t('Sorry, your browser does not support copying.')),
      );
    } catch (error) {
      dispatch(dangerToastAdded(errorMessage(error)));
    }
  };
}

/** "Share permalink by email": a mail with the dashboard's title as subject, as Superset writes it. */
export function emailDashboardPermalink() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    try {
      const url = await dispatch(createDashboardPermalinkUrl());
      if (url === null) return;
      const subject = `${t('Panorama')} ${selectDashboardTitle(getState())}`;
      openMailto(permalinkMailto(subject, t('Check out this dashboard: '), url));
    } catch (error) {
      dispatch(dangerToastAdded(errorMessage(error)));
    }
  };
}

/** `GET /api/v1/dashboard/{id}/download?format=png|pdf`: a screenshot rendered by the server. */
export function downloadDashboard(format: 'png' | 'pdf') {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { id, title } = getState().dashboardInfo;
    if (id === null) return;
    dispatch(infoToastAdded(t('Preparing the download. This may take a minute.')));
    try {
      const response = await fetch(`/api/v1/dashboard/${id}/download?format=${format}`, {
        credentials: 'same-origin',
        headers: {
          Accept:
            format === 'png' ? 'image/png, application/json' : 'application/pdf, application/json',
        },
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        throw new Error(
          errorMessage(
            { status: response.status, data: body },
            `${response.status} ${response.statusText}`,
          ),
        );
      }
      const fallback = `${(title || 'dashboard').replace(/[^\w.-]+/g, '_')}.${format}`;
      saveBlob(
        await response.blob(),
        filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback,
      );
    } catch (error) {
      dispatch(
        dangerToastAdded(
          t(
            'The dashboard could not be downloaded: %s',
            errorMessage(error, t('Sorry, an unknown error occurred')),
          ),
        ),
      );
    }
  };
}

/** "Save as": copies the dashboard (optionally with copies of its charts); resolves to the new id. */
export function saveDashboardAs(title: string, duplicateSlices: boolean) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<number | null> => {
    const state = getState();
    const id = state.dashboardInfo.id;
    if (id === null) return null;
    const body = dashboardCopyBody(saveInputOf(state), title, duplicateSlices);
    try {
      const copied = await dispatch(
        dashboardApi.endpoints.copyDashboard.initiate({ id, body }),
      ).unwrap();
      dispatch(successToastAdded(t('This dashboard was saved successfully.')));
      return copied.result.id;
    } catch (error) {
      dispatch(dangerToastAdded(saveErrorMessage(error)));
      return null;
    }
  };
}

/**
 * The properties dialog in view mode saves at once (in edit mode its values wait for Save).
 * Rejects with the failure so the dialog stays open with its message.
 */
export function savePropertiesNow(properties: DashboardPropertiesPayload) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const state = getState();
    const { id, etag } = state.dashboardInfo;
    if (id === null) return;
    const certifiedBy = properties.certifiedBy?.trim() ? properties.certifiedBy.trim() : null;
    const saved = await dispatch(
      dashboardApi.endpoints.saveDashboard.initiate({
        id,
        etag,
        body: {
          dashboard_title: saveTitle(properties.title),
          slug: properties.slug?.trim() ? properties.slug.trim() : null,
          owners: properties.owners.map((owner) => owner.id),
          ...(selectFeatureFlag(state, 'DASHBOARD_RBAC')
            ? { roles: properties.roles.map((role) => role.id) }
            : {}),
          certified_by: certifiedBy,
          certification_details:
            certifiedBy === null ? null : properties.certificationDetails?.trim() || null,
          css: properties.css,
          json_metadata: JSON.stringify(
            metadataToSave({
              metadata: properties.metadata,
              expandedSlices: state.dashboardState.expandedSlices,
              refreshFrequency: Number(properties.metadata.refresh_frequency ?? 0) || 0,
            }),
          ),
        },
      }),
    ).unwrap();
    dispatch(dashboardPropertiesSaved({ ...properties, title: saveTitle(properties.title) }));
    dispatch(successToastAdded(t('This dashboard was saved successfully.')));
    await dispatch(refreshDashboardVersion(id, saved.etag));
  };
}
