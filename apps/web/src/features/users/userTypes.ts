/** A row of `GET /api/v1/security/users/` and the bodies of user writes (FAB shapes: roles as ids). */
import type { UserCreate, UserRow, UserUpdate } from '@panorama/core/schemas/security';

export type UserListItem = UserRow;

export type UserCreateBody = UserCreate;
export type UserUpdateBody = UserUpdate;
