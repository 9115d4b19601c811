/** Rows of `GET /api/v1/security/roles/` and of a role's permission list. */

export interface RoleListItem {
  id: number;
  name: string;
  user_ids: number[];
  permission_ids: number[];
}

/** `GET /api/v1/security/roles/{id}/permissions/` → `{result: RolePermission[]}`. */
export interface RolePermission {
  id: number;
  permission_name: string;
  view_menu_name: string;
}
