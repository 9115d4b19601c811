/**
 * Auto-refresh: every `refresh_frequency` seconds (from the metadata or the
 * menu), the charts on screen refresh, staggered unless stagger_refresh is off, immune charts
 * left alone. A refresh still running when the next one is due is cancelled first.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { autoRefreshDashboard, type RefreshHandle } from '../thunks/refreshCharts';

export function useAutoRefresh(): void {
  const dispatch = useAppDispatch();
  const frequency = useAppSelector((state) => state.dashboardState.refreshFrequency);
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);

  useEffect(() => {
    if (frequency <= 0 || dashboardId === null) return undefined;
    let running: RefreshHandle | null = null;
    const timer = window.setInterval(() => {
      running?.cancel();
      running = dispatch(autoRefreshDashboard(frequency));
    }, frequency * 1000);
    return () => {
      window.clearInterval(timer);
      running?.cancel();
    };
  }, [frequency, dashboardId, dispatch]);
}
