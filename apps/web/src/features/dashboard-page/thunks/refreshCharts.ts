/**
 * Refreshing several charts: all at once or staggered over the stagger window (so the database is
 * not hit by every chart at once), with `isRefreshing` set until every chart answered. Returns a
 * handle to cancel the charts not started yet (leaving the page, a new refresh).
 */
import { chartIdsInLayout } from '@panorama/core/layout/load-save';
import type { AppDispatch, RootState } from '../../../store/store';
import { chartsToAutoRefresh, refreshDelays } from '../model/refreshSchedule';
import { dashboardRefreshFinished, dashboardRefreshStarted } from '../state/dashboardStateSlice';
import { queryDashboardChart } from './queryDashboardChart';

export interface RefreshHandle {
  cancel: () => void;
  done: Promise<void>;
}

export function refreshCharts(args: {
  chartIds: readonly number[];
  /** Bypass the result cache (the dashboard's Refresh, timed refreshes). */
  force: boolean;
  /** The interval a timed refresh repeats at (seconds), which widens the stagger window. */
  refreshFrequency: number;
}) {
  return (dispatch: AppDispatch, getState: () => RootState): RefreshHandle => {
    const metadata = getState().dashboardInfo.metadata;
    const delays = refreshDelays(args.chartIds.length, args.refreshFrequency, {
      staggerRefresh: metadata.stagger_refresh,
      staggerTime: metadata.stagger_time,
    });
    const timers: number[] = [];
    let cancelled = false;
    dispatch(dashboardRefreshStarted({ at: Date.now() }));
    const runs = args.chartIds.map(
      (chartId, index) =>
        new Promise<void>((resolve) => {
          const start = () => {
            if (cancelled) {
              resolve();
              return;
            }
            dispatch(queryDashboardChart(chartId, { force: args.force })).then(resolve, resolve);
          };
          const delay = delays[index] ?? 0;
          if (delay === 0) start();
          else timers.push(window.setTimeout(start, delay));
        }),
    );
    let cancelRun: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      cancelRun = resolve;
      void Promise.all(runs).then(() => resolve());
    }).then(() => {
      dispatch(dashboardRefreshFinished());
    });
    return {
      cancel: () => {
        cancelled = true;
        for (const timer of timers) window.clearTimeout(timer);
        cancelRun();
      },
      done,
    };
  };
}

/** Charts of the layout that have queried already (charts not shown yet query when shown). */
export function queriedChartIds(state: RootState): number[] {
  return chartIdsInLayout(state.dashboardLayout.present).filter((id) => {
    const status = state.charts[id]?.chartStatus;
    return status !== undefined && status !== 'empty';
  });
}

/** The dashboard's Refresh: every chart on screen, bypassing the cache, staggered as set up. */
export function refreshDashboard() {
  return (dispatch: AppDispatch, getState: () => RootState): RefreshHandle =>
    dispatch(
      refreshCharts({ chartIds: queriedChartIds(getState()), force: true, refreshFrequency: 0 }),
    );
}

/** One tick of auto-refresh: the queried charts minus `timed_refresh_immune_slices`. */
export function autoRefreshDashboard(refreshFrequency: number) {
  return (dispatch: AppDispatch, getState: () => RootState): RefreshHandle => {
    const state = getState();
    const immune = state.dashboardInfo.metadata.timed_refresh_immune_slices;
    return dispatch(
      refreshCharts({
        chartIds: chartsToAutoRefresh(queriedChartIds(state), immune),
        force: true,
        refreshFrequency,
      }),
    );
  };
}
