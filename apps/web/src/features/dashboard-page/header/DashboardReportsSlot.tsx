/**
 * Where the dashboard's email reports menu goes (create, edit, activate, delete
 * reports of this dashboard); the menu itself belongs to the reports feature.
 */
import { useAppSelector } from '../../../store/hooks';
import { ReportHeaderMenu } from '../../reports';
import { selectDashboardTitle } from '../state/dashboardSelectors';

export function DashboardReportsSlot({ dashboardId }: { dashboardId: number }) {
  const title = useAppSelector(selectDashboardTitle);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  // Reports are about the saved dashboard; the edit toolbar has no room for them.
  if (editMode) return null;
  return <ReportHeaderMenu target={{ kind: 'dashboard', dashboardId, dashboardName: title }} />;
}
