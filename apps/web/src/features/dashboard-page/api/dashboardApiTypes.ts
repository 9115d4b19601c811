/** Shapes of the dashboard API responses the dashboard page reads (Superset's shapes). */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { OwnerRef } from '../../../components/list-view/ownerNames';

export interface RoleRef {
  id: number;
  name: string;
}

/** `GET /api/v1/dashboard/{id_or_slug}` → `result`. */
export interface DashboardDetail {
  id: number;
  dashboard_title: string;
  slug: string | null;
  url?: string;
  css: string | null;
  published: boolean;
  position_json: string | null;
  json_metadata: string | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: OwnerRef[];
  roles?: RoleRef[];
  changed_on: string | null;
  changed_by_name: string | null;
  changed_on_delta_humanized?: string | null;
  is_managed_externally?: boolean;
}

/** The GET answer with the version tag the server attaches (`ETag`), when it does. */
export interface DashboardDetailResponse {
  result: DashboardDetail;
  etag: string | null;
}

/** One entry of `GET /api/v1/dashboard/{id_or_slug}/charts` → `result`. */
export interface DashboardChart {
  id: number;
  slice_name: string;
  slice_url?: string | null;
  viz_type: string;
  form_data: QueryFormData;
  description?: string | null;
  description_markeddown?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  changed_on?: string | null;
  modified?: string | null;
  owners?: OwnerRef[];
  datasource_id?: number | null;
  datasource_type?: string | null;
  datasource_name_text?: string | null;
  datasource_url?: string | null;
  is_managed_externally?: boolean;
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

export interface DashboardSaveResponse {
  id: number;
  result: Record<string, unknown>;
  last_modified_time: number;
}

/** `POST /api/v1/dashboard/{id}/copy/` body. */
export interface DashboardCopyBody {
  dashboard_title: string;
  css: string;
  duplicate_slices: boolean;
  json_metadata: string;
}

export interface DashboardCopyResponse {
  result: { id: number; last_modified_time: number };
}
