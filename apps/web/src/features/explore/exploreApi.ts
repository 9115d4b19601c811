/**
 * The calls explore makes: open (`GET /api/v1/explore/`), permalinks, saving a chart (optionally
 * into an existing or new dashboard) and the dashboards offered in the save modal.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import type { Chart, ChartCreateResponse, ChartUpdateResponse } from '@panorama/core/schemas/chart';
import type {
  FormDataBody,
  FormDataKeyResponse,
  OwnedDashboardsResponse,
} from '@panorama/core/schemas/explore';
import type { PermalinkCreatedResponse } from '@panorama/core/schemas/permalink';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import type { ExploreResponse, ExploreUrlParams } from './exploreTypes';
import { exploreQueryString } from './exploreUrl';

export interface ChartSaveBody {
  slice_name: string;
  viz_type: string;
  params: string;
  datasource_id: number;
  datasource_type: string;
  query_context: string;
  dashboards?: number[];
  owners?: number[];
}

/**
 * The explore form data cache entry (`/api/v1/explore/form_data`), with the datasource type as
 * the form data names it (the server refuses types it does not know).
 */
export type ExploreFormDataBody = Omit<FormDataBody, 'datasource_type'> & {
  datasource_type: string;
};

export const exploreApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getExplore: build.query<ExploreResponse, ExploreUrlParams>({
      query: (params) => `/api/v1/explore/?${exploreQueryString(params)}`,
      // Explore edits a private copy of the state; always start from the server's current chart.
      keepUnusedDataFor: 0,
    }),
    createExplorePermalink: build.mutation<
      PermalinkCreatedResponse,
      { formData: QueryFormData; urlParams?: Array<[string, string]> }
    >({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
    }),
    saveExploreFormData: build.mutation<
      FormDataKeyResponse,
      { key: string | null; tabId: number; body: ExploreFormDataBody }
    >({
      query: ({ key, tabId, body }) => ({
        url: key
          ? `/api/v1/explore/form_data/${encodeURIComponent(key)}?tab_id=${tabId}`
          : `/api/v1/explore/form_data?tab_id=${tabId}`,
        method: key ? 'PUT' : 'POST',
        body,
      }),
    }),
    createChart: build.mutation<ChartCreateResponse, ChartSaveBody>({
      query: (body) => ({ url: '/api/v1/chart/', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('chart'), listTag('dashboard')]),
    }),
    updateChart: build.mutation<ChartUpdateResponse, { id: number; body: Partial<ChartSaveBody> }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('chart'), listTag('dashboard')]),
    }),
    /** The dashboards a chart is on (the whole column, so each carries its id and title). */
    getChartDashboards: build.query<{ id: number; result: Pick<Chart, 'dashboards'> }, number>({
      query: (id) => `/api/v1/chart/${id}?q=(columns:!(dashboards))`,
      keepUnusedDataFor: 0,
    }),
    createDashboard: build.mutation<{ id: number }, { dashboard_title: string }>({
      query: (body) => ({ url: '/api/v1/dashboard/', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('dashboard')]),
    }),
    getOwnedDashboards: build.query<OwnedDashboardsResponse, number>({
      query: (userId) => `/dashboardasync/api/read?_flt_0_owners=${userId}`,
      providesTags: [listTag('dashboard')],
    }),
  }),
});

export const {
  useGetExploreQuery,
  useCreateExplorePermalinkMutation,
  useSaveExploreFormDataMutation,
  useCreateChartMutation,
  useUpdateChartMutation,
  useLazyGetChartDashboardsQuery,
  useCreateDashboardMutation,
  useGetOwnedDashboardsQuery,
} = exploreApi;

/** The body Superset's client posts when saving a chart. */
export function chartSaveBody(
  formData: QueryFormData,
  queryContext: QueryContext,
  sliceName: string,
  datasource: { id: number; type: string },
): ChartSaveBody {
  // Dashboard-inherited filters and the chart id are not part of what a chart stores.
  const { extra_form_data: _extra, slice_id: _sliceId, ...stored } = formData;
  const adhoc = Array.isArray(stored.adhoc_filters)
    ? stored.adhoc_filters.filter((f) => !f.isExtra)
    : undefined;
  const params = { ...stored, ...(adhoc ? { adhoc_filters: adhoc } : {}) };
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    params: JSON.stringify(params),
    datasource_id: datasource.id,
    datasource_type: datasource.type,
    query_context: JSON.stringify({ ...queryContext, form_data: params }),
  };
}
