/** Chart writes made from the chart list: edit properties. */
import type { ChartUpdate, ChartUpdateResponse } from '@panorama/core/schemas/chart';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';

/** What the properties modal sends: every field it edits, cleared ones as null. */
export type ChartPropertiesBody = Required<
  Pick<
    ChartUpdate,
    | 'slice_name'
    | 'description'
    | 'cache_timeout'
    | 'certified_by'
    | 'certification_details'
    | 'owners'
  >
>;

export const chartsApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    updateChartProperties: build.mutation<
      ChartUpdateResponse,
      { id: number; body: ChartPropertiesBody }
    >({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag('chart')]),
    }),
  }),
});

export const { useUpdateChartPropertiesMutation } = chartsApi;
