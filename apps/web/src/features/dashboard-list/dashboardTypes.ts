/** A row of `GET /api/v1/dashboard/` as the dashboard list reads it. */
import type { OwnerRef } from '../../components/list-view/ownerNames';

export interface DashboardListItem {
  id: number;
  dashboard_title: string;
  slug: string | null;
  url?: string;
  published: boolean;
  certified_by: string | null;
  certification_details: string | null;
  owners: OwnerRef[];
  changed_on_delta_humanized: string;
  changed_on_utc?: string;
  changed_by_name?: string | null;
}

/** Dashboards live at `/dashboard/{slug or id}/`, so a slug gives a readable link. */
export function dashboardPath(dashboard: Pick<DashboardListItem, 'id' | 'slug'>): string {
  const slug = dashboard.slug?.trim();
  return `/dashboard/${encodeURIComponent(slug ? slug : String(dashboard.id))}/`;
}
