/** Row level security rule writes (Admins only): create and update. Delete is the list's own. */
import { listViewApi } from '../../components/list-view/listViewApi';
import { createsIn, updatesIn } from '../../components/list-view/resourceWrites';
import type { RlsRuleWriteResponse } from '@panorama/core/schemas/row-level-security';
import { RLS_RESOURCE, type RlsBody } from './rlsTypes';

export const rlsApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    createRlsRule: build.mutation<RlsRuleWriteResponse, RlsBody>(createsIn(RLS_RESOURCE)),
    updateRlsRule: build.mutation<RlsRuleWriteResponse, { id: number; body: RlsBody }>(
      updatesIn(RLS_RESOURCE),
    ),
  }),
});

export const { useCreateRlsRuleMutation, useUpdateRlsRuleMutation } = rlsApi;
