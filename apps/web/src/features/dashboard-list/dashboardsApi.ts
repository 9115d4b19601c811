/** Dashboard writes made from the dashboard list: create (the "+ Dashboard" button) and edit properties. */
import type {
  DashboardCreatedResponse,
  DashboardUpdatedResponse,
} from '@panorama/core/schemas/dashboard';
import { listViewApi } from '../../components/list-view/listViewApi';
import { refreshesLists, updatesIn } from '../../components/list-view/resourceWrites';

export interface DashboardPropertiesBody {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  certified_by: string | null;
  certification_details: string | null;
  /** Only with DASHBOARD_RBAC. */
  roles?: number[];
  /** Sent when the dialog showed the advanced section (it had read the dashboard). */
  json_metadata?: string;
  css?: string;
}

export const dashboardsApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    // No title: the server names a new dashboard '[ untitled dashboard ]' (the rule lives there).
    createDashboard: build.mutation<DashboardCreatedResponse, void>({
      query: () => ({ url: '/api/v1/dashboard/', method: 'POST', body: {} }),
      invalidatesTags: refreshesLists('dashboard'),
    }),
    updateDashboardProperties: build.mutation<
      DashboardUpdatedResponse,
      { id: number; body: DashboardPropertiesBody }
    >(updatesIn('dashboard')),
  }),
});

export const { useCreateDashboardMutation, useUpdateDashboardPropertiesMutation } = dashboardsApi;
