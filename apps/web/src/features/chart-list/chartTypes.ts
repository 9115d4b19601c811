/** A row of `GET /api/v1/chart/` as the chart list reads it. */
import type { OwnerRef } from '../../components/list-view/ownerNames';

export interface ChartListItem {
  id: number;
  slice_name: string;
  viz_type: string;
  description: string | null;
  cache_timeout: number | null;
  datasource_id: number | null;
  datasource_name_text: string | null;
  datasource_url: string | null;
  slice_url?: string;
  url?: string;
  certified_by: string | null;
  certification_details: string | null;
  owners: OwnerRef[];
  dashboards: Array<{ id: number; dashboard_title: string }>;
  changed_on_delta_humanized: string;
  changed_on_utc?: string;
  changed_by_name?: string | null;
}

/** The chart editor of a saved chart. */
export function chartPath(chart: Pick<ChartListItem, 'id'>): string {
  return `/explore/?slice_id=${chart.id}`;
}
