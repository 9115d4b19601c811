/**
 * Role administration calls (Admins only): create and rename a role, read and replace its
 * permissions, and read and replace its users.
 */
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import { refreshesLists, createsIn } from '../../components/list-view/resourceWrites';
import type {
  RolePermission,
  RolePermissionsResponse,
  RoleResponse,
  RoleRow,
  RoleWriteResponse,
} from '@panorama/core/schemas/security';

export const ROLES_RESOURCE = 'security/roles';
export const USERS_RESOURCE = 'security/users';
export const PERMISSION_VIEWS_RESOURCE = 'security/permissions-resources';

const roleTag = (id: number) => ({ type: 'Role' as const, id });

export const rolesApi = listViewApi.enhanceEndpoints({ addTagTypes: ['Role'] }).injectEndpoints({
  endpoints: (build) => ({
    createRole: build.mutation<RoleWriteResponse, { name: string }>(createsIn(ROLES_RESOURCE)),
    renameRole: build.mutation<RoleWriteResponse, { id: number; name: string }>({
      query: ({ id, name }) => ({
        url: `/api/v1/${ROLES_RESOURCE}/${id}`,
        method: 'PUT',
        body: { name },
      }),
      // User rows show role names, so their list is stale too.
      invalidatesTags: refreshesLists(ROLES_RESOURCE, USERS_RESOURCE),
    }),
    getRole: build.query<RoleRow, number>({
      query: (id) => `/api/v1/${ROLES_RESOURCE}/${id}`,
      transformResponse: (response: RoleResponse) => response.result,
      providesTags: (_result, _error, id) => [roleTag(id)],
    }),
    getRolePermissions: build.query<RolePermission[], number>({
      query: (id) => `/api/v1/${ROLES_RESOURCE}/${id}/permissions/`,
      transformResponse: (response: RolePermissionsResponse) => response.result,
      providesTags: (_result, _error, id) => [roleTag(id)],
    }),
    setRolePermissions: build.mutation<unknown, { id: number; permissionViewIds: number[] }>({
      query: ({ id, permissionViewIds }) => ({
        url: `/api/v1/${ROLES_RESOURCE}/${id}/permissions`,
        method: 'POST',
        body: { permission_view_menu_ids: permissionViewIds },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [roleTag(id), listTag(ROLES_RESOURCE)],
    }),
    setRoleUsers: build.mutation<unknown, { id: number; userIds: number[] }>({
      query: ({ id, userIds }) => ({
        url: `/api/v1/${ROLES_RESOURCE}/${id}/users`,
        method: 'PUT',
        body: { user_ids: userIds },
      }),
      // The user list shows each user's roles.
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [roleTag(id), listTag(ROLES_RESOURCE), listTag(USERS_RESOURCE)],
    }),
  }),
});

export const {
  useCreateRoleMutation,
  useRenameRoleMutation,
  useGetRoleQuery,
  useGetRolePermissionsQuery,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
} = rolesApi;
