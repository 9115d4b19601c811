/**
 * Where the dashboard's email reports menu goes (issue 10: create, edit, activate, delete
 * reports of this dashboard). It renders nothing until the reports feature fills it in.
 */
export function DashboardReportsSlot(_props: { dashboardId: number }) {
  return null;
}
