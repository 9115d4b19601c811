/** Row level security rule writes (Admins only): create and update. Delete is the list's own. */
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import type { RlsRuleWriteResponse } from '@panorama/core/schemas/row-level-security';
import { RLS_RESOURCE, type RlsBody } from './rlsTypes';

export const rlsApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    createRlsRule: build.mutation<RlsRuleWriteResponse, RlsBody>({
      query: (body) => ({ url: `/api/v1/${RLS_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(RLS_RESOURCE)]),
    }),
    updateRlsRule: build.mutation<RlsRuleWriteResponse, { id: number; body: RlsBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/${RLS_RESOURCE}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(RLS_RESOURCE)]),
    }),
  }),
});

export const { useCreateRlsRuleMutation, useUpdateRlsRuleMutation } = rlsApi;
