/**
 * The calls of the dashboard page, on Superset's paths: the dashboard, its
 * charts and datasets (loaded in parallel), permalinks, publish, save (with `If-Match` when the
 * server tagged the version it sent), the colour keys on their own, and copy. Favourites reuse the list pages' endpoints.
 */
import { listViewApi } from '../../../components/list-view/listViewApi';
import { refreshesLists } from '../../../components/list-view/resourceWrites';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type {
  DashboardChart,
  DashboardChartsResponse,
  DashboardCopiedResponse,
  DashboardDatasetsResponse,
  DashboardDetailResponse as DashboardDetailAnswer,
  DashboardUpdatedResponse,
} from '@panorama/core/schemas/dashboard';
import type { DashboardColorsUpdate } from '@panorama/core/schemas/dashboard-colors';
import type {
  DashboardCopyBody,
  DashboardDetailResponse,
  DashboardPermalinkState,
  DashboardPermalinkValue,
  DashboardSaveBody,
} from './dashboardApiTypes';
import { dashboardUrls, encoded } from './dashboardUrls';

/** The response's ETag header, if the server sent one. */
export function etagOf(meta: { response?: Response } | undefined): string | null {
  return meta?.response?.headers.get('ETag') ?? null;
}

/** The detail answer with the version tag the server attached. */
function withEtag(
  response: DashboardDetailAnswer,
  meta: { response?: Response } | undefined,
): DashboardDetailResponse {
  return { result: response.result, etag: etagOf(meta) };
}

/** A full save, or the few fields of a publish or a properties save. */
export type DashboardUpdateBody = Partial<DashboardSaveBody> & { published?: boolean };

export interface SaveDashboardArgs {
  id: number;
  body: DashboardUpdateBody;
  /** Sent as If-Match so the server refuses (412) a save over a newer version. */
  etag: string | null;
}

export const dashboardApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardDetailResponse, string>({
      query: (idOrSlug) => dashboardUrls.detail(idOrSlug),
      transformResponse: withEtag,
      // The page edits a private copy; always start from the server's current version.
      keepUnusedDataFor: 0,
    }),
    /**
     * The same read for the page's version checks (before an overwrite, after a write). A cache
     * entry of its own, so a check never looks like a new load to the page.
     */
    getDashboardLatest: build.query<DashboardDetailResponse, number>({
      query: (id) => dashboardUrls.detail(id),
      transformResponse: withEtag,
      keepUnusedDataFor: 0,
    }),
    getDashboardCharts: build.query<DashboardChart[], string>({
      query: (idOrSlug) => dashboardUrls.charts(idOrSlug),
      transformResponse: (response: DashboardChartsResponse) => response.result,
      keepUnusedDataFor: 0,
    }),
    getDashboardDatasets: build.query<DatasourceJson[], string>({
      query: (idOrSlug) => dashboardUrls.datasets(idOrSlug),
      // The server sends each dataset whole, as the datasource endpoints describe it.
      transformResponse: (response: DashboardDatasetsResponse) =>
        response.result as unknown as DatasourceJson[],
      keepUnusedDataFor: 0,
    }),
    /**
     * One dataset in the shape of the datasets call above (the server builds both answers the
     * same way): the dataset of a chart added in edit mode.
     */
    getDashboardDataset: build.query<DatasourceJson, number>({
      query: (datasetId) => `/datasource/get/table/${datasetId}/`,
      keepUnusedDataFor: 0,
    }),
    getDashboardPermalink: build.query<DashboardPermalinkValue, string>({
      query: (key) => `/api/v1/dashboard/permalink/${encoded(key)}`,
    }),
    createDashboardPermalink: build.mutation<
      { key: string; url: string },
      { idOrSlug: string | number; state: DashboardPermalinkState }
    >({
      query: ({ idOrSlug, state }) => ({
        url: `/api/v1/dashboard/${encoded(idOrSlug)}/permalink`,
        method: 'POST',
        body: state,
      }),
    }),
    saveDashboard: build.mutation<
      { response: DashboardUpdatedResponse; etag: string | null },
      SaveDashboardArgs
    >({
      query: ({ id, body, etag }) => ({
        url: `/api/v1/dashboard/${id}`,
        method: 'PUT',
        body,
        headers: etag ? { 'If-Match': etag } : undefined,
      }),
      transformResponse: (response: DashboardUpdatedResponse, meta) => ({
        response,
        etag: etagOf(meta),
      }),
      invalidatesTags: refreshesLists('dashboard'),
    }),
    saveDashboardColors: build.mutation<unknown, { id: number; body: DashboardColorsUpdate }>({
      // Recording the colours charts drew is no edit: the dashboard's version stays.
      query: ({ id, body }) => ({
        url: `/api/v1/dashboard/${id}/colors?mark_updated=false`,
        method: 'PUT',
        body,
      }),
    }),
    copyDashboard: build.mutation<DashboardCopiedResponse, { id: number; body: DashboardCopyBody }>(
      {
        query: ({ id, body }) => ({ url: `/api/v1/dashboard/${id}/copy/`, method: 'POST', body }),
        invalidatesTags: refreshesLists('dashboard'),
      },
    ),
  }),
});

export const {
  useGetDashboardQuery,
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardPermalinkQuery,
  useCreateDashboardPermalinkMutation,
  useSaveDashboardMutation,
  useCopyDashboardMutation,
  useSaveDashboardColorsMutation,
} = dashboardApi;
