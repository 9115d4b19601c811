/**
 * The header's calls a viewer makes on load or with one click: the favourite star and publishing.
 * Each shows Superset's message on success or failure. The "..." menu's calls live in
 * headerMenuActions, downloaded when the menu is first used.
 */
import { listViewApi } from '../../../components/list-view/listViewApi';
import { t } from '../../../i18n/t';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';
import type { AppDispatch, RootState } from '../../../store/store';
import { dashboardApi } from '../api/dashboardApi';
import {
  favoriteStatusLoaded,
  favoriteToggled,
  publishedToggled,
} from '../state/dashboardStateSlice';
import { refreshDashboardVersion } from './dashboardVersion';
import { errorStatus } from './saveDashboard';

export function loadFavoriteStatus(id: number) {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      const status = await dispatch(
        listViewApi.endpoints.getFavoriteStatus.initiate(
          { resource: 'dashboard', ids: [id] },
          { forceRefetch: true, subscribe: false },
        ),
      ).unwrap();
      dispatch(favoriteStatusLoaded({ isStarred: status[id] === true }));
    } catch {
      dispatch(
        dangerToastAdded(t('There was an issue fetching the favorite status of this dashboard.')),
      );
    }
  };
}

export function toggleFavorite() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const id = getState().dashboardInfo.id;
    if (id === null) return;
    const starred = !getState().dashboardState.isStarred;
    try {
      await dispatch(
        listViewApi.endpoints.setFavorite.initiate({ resource: 'dashboard', id, starred }),
      ).unwrap();
      dispatch(favoriteToggled({ isStarred: starred }));
    } catch {
      dispatch(dangerToastAdded(t('There was an issue favoriting this dashboard.')));
    }
  };
}

/**
 * Publish or hide. The call carries If-Match like a save; if someone changed the dashboard
 * meanwhile, publishing (one harmless field) is retried without it, and the page keeps its old
 * version tag so its next save still notices the other change.
 */
export function togglePublished() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { id, etag } = getState().dashboardInfo;
    if (id === null) return;
    const published = !getState().dashboardState.isPublished;
    const publish = (ifMatch: string | null) =>
      dispatch(
        dashboardApi.endpoints.saveDashboard.initiate({
          id,
          body: { published },
          etag: ifMatch,
        }),
      ).unwrap();
    try {
      let written: { etag: string | null } | null;
      try {
        written = await publish(etag);
      } catch (error) {
        if (errorStatus(error) !== 412) throw error;
        await publish(null);
        written = null;
      }
      dispatch(publishedToggled({ isPublished: published }));
      dispatch(
        successToastAdded(
          published ? t('This dashboard is now published') : t('This dashboard is now hidden'),
        ),
      );
      if (written !== null) await dispatch(refreshDashboardVersion(id, written.etag));
    } catch {
      dispatch(dangerToastAdded(t('You do not have permissions to edit this dashboard.')));
    }
  };
}
