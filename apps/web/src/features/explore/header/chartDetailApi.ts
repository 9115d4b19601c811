/** One chart's detail (`GET /api/v1/chart/{id}`), as the chart properties modal edits it. */
import { listViewApi } from '../../../components/list-view/listViewApi';
import type { ChartListItem } from '../../chart-list';

export const chartDetailApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<{ result: ChartListItem }, number>({
      query: (id) => `/api/v1/chart/${id}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetChartQuery } = chartDetailApi;
