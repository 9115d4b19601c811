/** Chart writes made from the chart list: edit properties. */
import { listTag, listViewApi } from '../../components/list-view/listViewApi';

export interface ChartPropertiesBody {
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: number[];
}

export const chartsApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    updateChartProperties: build.mutation<unknown, { id: number; body: ChartPropertiesBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag('chart')]),
    }),
  }),
});

export const { useUpdateChartPropertiesMutation } = chartsApi;
