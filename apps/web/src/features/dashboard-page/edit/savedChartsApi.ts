/** The palette's call: one page of saved charts (`GET /api/v1/chart/?q=`). */
import { apiSlice } from '../../../api/apiSlice';
import { listUrl } from '../../../api/listQuery';
import type { ListResponse } from '../../../api/types';
import type { SavedChartRow, SavedChartsListQuery } from './savedCharts';

export const savedChartsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPaletteCharts: build.query<ListResponse<SavedChartRow>, SavedChartsListQuery>({
      // listUrl encodes every key of the query, `columns` included.
      query: (query) => listUrl('chart', query),
    }),
  }),
});

export const { useGetPaletteChartsQuery } = savedChartsApi;
