/**
 * Whether the dashboard is done loading, for `data-dashboard-ready` (the server's headless
 * screenshots wait for it). In report mode: every chart of the shown tabs has been drawn (or
 * failed) and the datasets are in. Otherwise: no chart of the shown tabs is loading. Either way,
 * no part is still downloading its code.
 */
import type { RootState } from '../../../store/store';
import { useAppSelector } from '../../../store/hooks';
import { visibleChartIds } from '../model/tabPaths';
import { isReportMode } from '../model/urlParams';
import { useNoPendingParts } from './pendingDashboardParts';

const DRAWN = new Set(['rendered', 'failed', 'stopped']);

export function selectDashboardReady(
  state: Pick<
    RootState,
    'dashboardInfo' | 'dashboardState' | 'dashboardLayout' | 'sliceEntities' | 'charts'
  >,
): boolean {
  if (state.dashboardInfo.id === null) return false;
  const report = isReportMode(state.dashboardState);
  if (report && state.dashboardState.datasetsStatus === 'loading') return false;
  const chartIds = visibleChartIds(state.dashboardLayout.present, state.dashboardState.activeTabs);
  return chartIds.every((id) => {
    // A chart the dashboard has no definition for shows a message and never loads.
    if (!state.sliceEntities.slices[id]) return true;
    const status = state.charts[id]?.chartStatus;
    return report ? status !== undefined && DRAWN.has(status) : status !== 'loading';
  });
}

export function useDashboardReady(): boolean {
  const chartsDone = useAppSelector(selectDashboardReady);
  return useNoPendingParts() && chartsDone;
}
