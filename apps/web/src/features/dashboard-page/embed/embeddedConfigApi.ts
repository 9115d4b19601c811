/**
 * A dashboard's embedded configuration (EMBEDDED_SUPERSET) on Superset's paths: read it (a 404
 * means embedding is off, which the Embed dialog shows as "not embedded", not as an error), turn
 * embedding on or change its allowed domains, and turn it off. Answers are checked against the
 * server's schema.
 */
import {
  embeddedDashboardResponseSchema,
  type EmbeddedDashboard,
} from '@panorama/core/schemas/embedded-dashboard';
import { listViewApi } from '../../../components/list-view/listViewApi';

const embeddedUrl = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/embedded`;

export const embeddedConfigApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    /** The embedded configuration, or null while the dashboard is not embedded. */
    getEmbeddedDashboard: build.query<EmbeddedDashboard | null, number>({
      async queryFn(dashboardId, _api, _extra, baseQuery) {
        const answer = await baseQuery(embeddedUrl(dashboardId));
        if (answer.error) {
          return answer.error.status === 404 ? { data: null } : { error: answer.error };
        }
        return { data: embeddedDashboardResponseSchema.parse(answer.data).result };
      },
      keepUnusedDataFor: 0,
    }),
    setEmbeddedDashboard: build.mutation<
      EmbeddedDashboard,
      { dashboardId: number; allowedDomains: string[] }
    >({
      query: ({ dashboardId, allowedDomains }) => ({
        url: embeddedUrl(dashboardId),
        method: 'POST',
        body: { allowed_domains: allowedDomains },
      }),
      transformResponse: (response: unknown) =>
        embeddedDashboardResponseSchema.parse(response).result,
    }),
    deleteEmbeddedDashboard: build.mutation<void, number>({
      query: (dashboardId) => ({ url: embeddedUrl(dashboardId), method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetEmbeddedDashboardQuery,
  useSetEmbeddedDashboardMutation,
  useDeleteEmbeddedDashboardMutation,
} = embeddedConfigApi;
