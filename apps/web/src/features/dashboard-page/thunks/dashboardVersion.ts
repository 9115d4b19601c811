/**
 * Keeping the page's idea of the server version (changed_on, changed_by_name, ETag) current
 * after the page itself wrote, without ever adopting someone else's change unseen: when the
 * write answered with an ETag and the fresh read carries another one, someone saved in between;
 * the page then keeps the write's tag, so its next save is refused (412) and the conflict shows.
 */
import type { AppDispatch } from '../../../store/store';
import { dashboardApi } from '../api/dashboardApi';
import type { DashboardDetailResponse } from '../api/dashboardApiTypes';
import { dashboardVersionRefreshed } from '../state/dashboardInfoSlice';

export function fetchLatestDashboard(id: number) {
  return (dispatch: AppDispatch): Promise<DashboardDetailResponse> =>
    dispatch(
      dashboardApi.endpoints.getDashboardLatest.initiate(id, {
        forceRefetch: true,
        subscribe: false,
      }),
    ).unwrap();
}

/** After a write: `writtenEtag` is the ETag the write answered with (null when none). */
export function refreshDashboardVersion(id: number, writtenEtag: string | null) {
  return async (dispatch: AppDispatch): Promise<void> => {
    let latest: DashboardDetailResponse;
    try {
      latest = await dispatch(fetchLatestDashboard(id));
    } catch {
      // Keep what we know; a stale tag only means the next save asks for confirmation.
      if (writtenEtag !== null) {
        dispatch(
          dashboardVersionRefreshed({ changedOn: null, changedByName: null, etag: writtenEtag }),
        );
      }
      return;
    }
    if (writtenEtag !== null && latest.etag !== null && latest.etag !== writtenEtag) {
      dispatch(
        dashboardVersionRefreshed({ changedOn: null, changedByName: null, etag: writtenEtag }),
      );
      return;
    }
    dispatch(
      dashboardVersionRefreshed({
        changedOn: latest.result.changed_on,
        changedByName: latest.result.changed_by_name,
        etag: latest.etag ?? writtenEtag,
      }),
    );
  };
}
