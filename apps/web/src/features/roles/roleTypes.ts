/** Rows of `GET /api/v1/security/roles/` and of a role's permission list. */
export type { RolePermission, RoleRow as RoleListItem } from '@panorama/core/schemas/security';
