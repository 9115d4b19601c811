/** A row of `GET /api/v1/security/users/` and the bodies of user writes (FAB shapes: roles as ids). */
import type { UserCreate, UserUpdate } from '@panorama/core/schemas/security';

export interface UserListItem {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: Array<{ id: number; name: string }>;
  last_login: string | null;
  login_count?: number;
}

export type UserCreateBody = UserCreate;
export type UserUpdateBody = UserUpdate;
