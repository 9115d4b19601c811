/**
 * Whether the current user may set up email reports here: the ALERT_REPORTS feature flag is on
 * and they hold `can_write` on ReportSchedule. Hiding is a convenience; the API checks again.
 */
import { selectFeatureFlag, selectHasPermission } from '../../store/commonSlice';
import { useAppSelector } from '../../store/hooks';
import { ALERT_REPORTS_FLAG, REPORT_VIEW_MENU } from './reportTypes';

export function useCanScheduleReports(): boolean {
  return useAppSelector(
    (state) =>
      state.user.current !== null &&
      selectFeatureFlag(state, ALERT_REPORTS_FLAG) &&
      selectHasPermission(state, 'can_write', REPORT_VIEW_MENU),
  );
}
