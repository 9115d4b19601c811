/** User administration calls (Admins only): create and update. Delete is the list's own. */
import { listViewApi } from '../../components/list-view/listViewApi';
import { createsIn, updatesIn } from '../../components/list-view/resourceWrites';
import type { UserWriteResponse } from '@panorama/core/schemas/security';
import type { UserCreateBody, UserUpdateBody } from './userTypes';

const RESOURCE = 'security/users';

export const usersApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<UserWriteResponse, UserCreateBody>(createsIn(RESOURCE)),
    updateUser: build.mutation<UserWriteResponse, { id: number; body: UserUpdateBody }>(
      updatesIn(RESOURCE),
    ),
  }),
});

export const { useCreateUserMutation, useUpdateUserMutation } = usersApi;
export const USERS_RESOURCE = RESOURCE;
