/** Tables of embedded dashboards (EMBEDDED_SUPERSET). */
import type { Timestamp } from './column-types';

/** One row per embedded dashboard; the uuid is what the embedding SDK and guest tokens name. */
export interface EmbeddedDashboardsTable {
  uuid: string;
  dashboard_id: number;
  /** JSON array of the domains allowed to frame the dashboard; empty allows any. */
  allowed_domains: string;
  created_on: Timestamp;
  changed_on: Timestamp;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}
