/**
 * What the signed-in user may do on a dashboard. The edit permission
 * (`dash_edit_perm`) mirrors the server's rule for saving: `can_write` on Dashboard and being an
 * owner or an admin. Storing the filter state on the server needs a signed-in user (or the guest
 * of an embedded dashboard) with `can_write` on DashboardFilterStateRestApi. The rest are
 * Superset's app-level permissions, plus what only a real user has: favourites, the dashboard
 * download (rendered on the server as the signed-in user, so a guest's row-level clauses could
 * not go with it) and the chart's SQL, which Superset shows no guest.
 */
import {
  hasPermission,
  isChartOwner,
  type PermissionSource,
} from '@panorama/core/explore/explore-flags';

export interface DashboardUser {
  id: number;
  roles: readonly string[];
}

export interface DashboardPermissions {
  /** May edit the layout and properties, publish and save (owner or admin with can_write). */
  dash_edit_perm: boolean;
  /** `can_save_dash`: may save ("Save as" needs it with can_write). */
  dash_save_perm: boolean;
  /** `can_share_dashboard`: may copy the dashboard permalink. */
  dash_share_perm: boolean;
  /** `can_explore`: may open a chart in the chart editor. */
  can_explore: boolean;
  /** `can_share_chart`: may copy a chart's permalink. */
  can_share_chart: boolean;
  /** `can_csv`: may download chart data. */
  can_csv: boolean;
  /** May keep the applied filters on the server (`native_filters_key`). */
  can_store_filter_state: boolean;
  /** May star the dashboard: a signed-in user. */
  can_favorite: boolean;
  /** May download the dashboard as an image or a PDF: anyone but a guest. */
  can_download_dashboard: boolean;
  /** May see a chart's query: anyone but a guest. */
  can_view_query: boolean;
}

/** Whether the user has a role named 'admin', in any letter case (the same rule as datasets). */
export function isAdminUser(user: DashboardUser | null): boolean {
  return user?.roles.some((role) => role.toLowerCase() === 'admin') ?? false;
}

export function dashboardPermissions(input: {
  permissions: PermissionSource;
  user: DashboardUser | null;
  owners: ReadonlyArray<number | { id: number }>;
  /** The page shows an embedded dashboard to a guest token's bearer. */
  guest?: boolean;
}): DashboardPermissions {
  const guest = input.guest === true;
  const admin = isAdminUser(input.user);
  const app = (permission: string) =>
    admin || hasPermission(input.permissions, permission, 'Superset');
  const canWrite = admin || hasPermission(input.permissions, 'can_write', 'Dashboard');
  return {
    dash_edit_perm: canWrite && (admin || isChartOwner(input.owners, input.user?.id)),
    dash_save_perm: app('can_save_dash'),
    dash_share_perm: app('can_share_dashboard'),
    can_explore: app('can_explore'),
    can_share_chart: app('can_share_chart'),
    can_csv: app('can_csv'),
    can_store_filter_state:
      (input.user !== null || guest) &&
      (admin || hasPermission(input.permissions, 'can_write', 'DashboardFilterStateRestApi')),
    can_favorite: input.user !== null && !guest,
    can_download_dashboard: !guest,
    can_view_query: !guest,
  };
}
