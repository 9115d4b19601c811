/** User administration calls (Admins only): create and update. Delete is the list's own. */
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import type { UserWriteResponse } from '@panorama/core/schemas/security';
import type { UserCreateBody, UserUpdateBody } from './userTypes';

const RESOURCE = 'security/users';

export const usersApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<UserWriteResponse, UserCreateBody>({
      query: (body) => ({ url: `/api/v1/${RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(RESOURCE)]),
    }),
    updateUser: build.mutation<UserWriteResponse, { id: number; body: UserUpdateBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/${RESOURCE}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(RESOURCE)]),
    }),
  }),
});

export const { useCreateUserMutation, useUpdateUserMutation } = usersApi;
export const USERS_RESOURCE = RESOURCE;
