/** One chart's detail (`GET /api/v1/chart/{id}`), as the chart properties modal edits it. */
import type { ChartResponse } from '@panorama/core/schemas/chart';
import { listViewApi } from '../../../components/list-view/listViewApi';

export const chartDetailApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<ChartResponse, number>({
      query: (id) => `/api/v1/chart/${id}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetChartQuery } = chartDetailApi;
