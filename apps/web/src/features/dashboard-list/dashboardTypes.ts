/** A row of `GET /api/v1/dashboard/` as the dashboard list reads it. */
import type { Dashboard } from '@panorama/core/schemas/dashboard';

export type DashboardListItem = Pick<
  Dashboard,
  | 'id'
  | 'dashboard_title'
  | 'slug'
  | 'url'
  | 'published'
  | 'certified_by'
  | 'certification_details'
  | 'owners'
  | 'changed_on_delta_humanized'
  | 'changed_on_utc'
  | 'changed_by_name'
  | 'thumbnail_url'
>;

/** Dashboards live at `/dashboard/{slug or id}/`, so a slug gives a readable link. */
export function dashboardPath(dashboard: Pick<DashboardListItem, 'id' | 'slug'>): string {
  const slug = dashboard.slug?.trim();
  return `/dashboard/${encodeURIComponent(slug ? slug : String(dashboard.id))}/`;
}
