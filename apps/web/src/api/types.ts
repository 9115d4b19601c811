/**
 * Shapes of the server answers the web app reads, inferred from the response schemas the server
 * routes declare, and the login form's values.
 */
export type {
  BootstrapData,
  BootstrapResponse,
  BootstrapUser,
  CurrentUserResponse as LoginResponse,
  PermissionPair,
} from '@panorama/core/schemas/security';
export type { ListResponse } from '@panorama/core/schemas/api-response';

export interface LoginRequest {
  username: string;
  password: string;
}
