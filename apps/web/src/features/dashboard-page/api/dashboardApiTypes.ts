/**
 * Shapes of the dashboard API the dashboard page sends and reads (Superset's shapes). The
 * answers are the core schemas' types: the detail (`Dashboard`, here under the page's name
 * `DashboardDetail`), one entry of `/charts` (`DashboardChart`) and a role reference.
 */
import type { Dashboard } from '@panorama/core/schemas/dashboard';

export type {
  Dashboard as DashboardDetail,
  DashboardChart,
} from '@panorama/core/schemas/dashboard';
export type { RoleRef as RoleRef } from '@panorama/core/schemas/user-ref';

/** The GET answer with the version tag the server attaches (`ETag`), when it does. */
export interface DashboardDetailResponse {
  result: Dashboard;
  etag: string | null;
}

/** What `GET /api/v1/dashboard/permalink/{key}` holds (Superset's DashboardPermalinkValue). */
export interface DashboardPermalinkState {
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  anchor?: string | null;
  urlParams?: Array<[string | null, string | null]> | null;
}

export interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** `PUT /api/v1/dashboard/{id}` body of a full save. */
export interface DashboardSaveBody {
  certified_by: string | null;
  certification_details: string | null;
  css: string;
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles?: number[];
  json_metadata: string;
  position_json: string;
}

/** `POST /api/v1/dashboard/{id}/copy/` body. */
export interface DashboardCopyBody {
  dashboard_title: string;
  css: string;
  duplicate_slices: boolean;
  json_metadata: string;
}
