/**
 * Filter sets of a dashboard, on Superset's paths:
 * `GET|POST /api/v1/dashboard/{id}/filtersets`, `PUT|DELETE .../filtersets/{setId}`.
 */
import type { FilterSet } from '@panorama/core/filters/filter-types';
import type {
  FilterSetDeletedResponse,
  FilterSetResponseBody,
} from '@panorama/core/schemas/dashboard-filters';
import { apiSlice } from '../../../../api/apiSlice';
import { filterSetsFromResponse, type FilterSetCreateBody } from '../model/filterSetPayload';

function filterSetsTag(dashboardId: number) {
  return { type: 'FilterSet' as const, id: dashboardId };
}

export const filterSetsApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['FilterSet'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getFilterSets: build.query<FilterSet[], number>({
        query: (dashboardId) => `/api/v1/dashboard/${dashboardId}/filtersets`,
        transformResponse: filterSetsFromResponse,
        providesTags: (_result, _error, dashboardId) => [filterSetsTag(dashboardId)],
      }),
      createFilterSet: build.mutation<
        FilterSetResponseBody,
        { dashboardId: number; body: FilterSetCreateBody }
      >({
        query: ({ dashboardId, body }) => ({
          url: `/api/v1/dashboard/${dashboardId}/filtersets`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { dashboardId }) => [filterSetsTag(dashboardId)],
      }),
      updateFilterSet: build.mutation<
        FilterSetResponseBody,
        { dashboardId: number; id: number; body: { name?: string; json_metadata?: string } }
      >({
        query: ({ dashboardId, id, body }) => ({
          url: `/api/v1/dashboard/${dashboardId}/filtersets/${id}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, _error, { dashboardId }) => [filterSetsTag(dashboardId)],
      }),
      deleteFilterSet: build.mutation<
        FilterSetDeletedResponse,
        { dashboardId: number; id: number }
      >({
        query: ({ dashboardId, id }) => ({
          url: `/api/v1/dashboard/${dashboardId}/filtersets/${id}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { dashboardId }) => [filterSetsTag(dashboardId)],
      }),
    }),
  });

export const {
  useGetFilterSetsQuery,
  useCreateFilterSetMutation,
  useUpdateFilterSetMutation,
  useDeleteFilterSetMutation,
} = filterSetsApi;
