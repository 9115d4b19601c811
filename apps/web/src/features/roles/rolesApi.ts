/** Role administration calls (Admins only): create, rename and read a role's permissions. */
import { listViewApi } from '../../components/list-view/listViewApi';
import { refreshesLists, createsIn } from '../../components/list-view/resourceWrites';
import type {
  RolePermission,
  RolePermissionsResponse,
  RoleWriteResponse,
} from '@panorama/core/schemas/security';

export const ROLES_RESOURCE = 'security/roles';

export const rolesApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    createRole: build.mutation<RoleWriteResponse, { name: string }>(createsIn(ROLES_RESOURCE)),
    renameRole: build.mutation<RoleWriteResponse, { id: number; name: string }>({
      query: ({ id, name }) => ({
        url: `/api/v1/${ROLES_RESOURCE}/${id}`,
        method: 'PUT',
        body: { name },
      }),
      // User rows show role names, so their list is stale too.
      invalidatesTags: refreshesLists(ROLES_RESOURCE, 'security/users'),
    }),
    getRolePermissions: build.query<RolePermission[], number>({
      query: (id) => `/api/v1/${ROLES_RESOURCE}/${id}/permissions/`,
      transformResponse: (response: RolePermissionsResponse) => response.result,
    }),
  }),
});

export const { useCreateRoleMutation, useRenameRoleMutation, useGetRolePermissionsQuery } =
  rolesApi;
