/** A row of `GET /api/v1/database/` as the database list reads it. */

export interface DatabaseListItem {
  id: number;
  database_name: string;
  backend: string;
  allow_dml: boolean;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_file_upload?: boolean;
  changed_on_delta_humanized: string;
  changed_on?: string;
  created_by?: { id: number; first_name: string; last_name: string } | null;
}

/** `GET /api/v1/database/{id}/related_objects/`: what deleting the database would break. */
export interface DatabaseRelatedObjects {
  charts: { count: number };
  dashboards: { count: number };
  sqllab_tab_states?: { count: number };
}

/** One entry of `GET /api/v1/database/available/`: an engine the user can connect. */
export interface AvailableEngine {
  engine: string;
  name: string;
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred?: boolean;
}

export interface AvailableEnginesResponse {
  databases: AvailableEngine[];
}

/**
 * `GET /api/v1/database/{id}` → `result`, the fields the connection form edits. The URI comes
 * with its password masked; sending it back unchanged keeps the stored password.
 */
export interface DatabaseDetail {
  id: number;
  database_name: string;
  backend: string;
  sqlalchemy_uri?: string;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  cache_timeout: number | null;
  /** A JSON object as text (`'{}'` when empty). */
  extra: string | null;
}

/** The body of `POST /api/v1/database/` and `PUT /api/v1/database/{id}` the form sends. */
export interface DatabaseWriteBody {
  database_name: string;
  sqlalchemy_uri: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  cache_timeout: number | null;
  extra: string;
}

/** `POST /api/v1/database/test_connection/`. */
export interface TestConnectionBody {
  sqlalchemy_uri: string;
  database_name?: string;
}
