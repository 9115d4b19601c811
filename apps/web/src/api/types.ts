/** Shapes of the server responses the web app reads (see the server API contract). */

/** The signed-in user as the bootstrap payload describes them. */
export interface BootstrapUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
}

/** A `[permission, view]` pair, e.g. `['can_read', 'Dataset']`. */
export type PermissionPair = [string, string];

export interface BootstrapData {
  user: BootstrapUser | null;
  permissions: PermissionPair[];
  feature_flags: Record<string, boolean>;
  locale: string;
  conf: Record<string, unknown>;
}

/** `GET /api/v1/common/bootstrap_data/`. */
export interface BootstrapResponse {
  result: BootstrapData;
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** `POST /login/` on success. */
export interface LoginResponse {
  result: { id: number; username: string; first_name: string; last_name: string };
}

/** Every list endpoint (`GET /api/v1/{resource}/?q=`) answers with this envelope. */
export interface ListResponse<T> {
  count: number;
  ids: number[];
  result: T[];
}
