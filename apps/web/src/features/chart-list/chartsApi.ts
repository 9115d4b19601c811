/** Chart writes made from the chart list: edit properties. */
import type { ChartUpdate, ChartUpdateResponse } from '@panorama/core/schemas/chart';
import { listViewApi } from '../../components/list-view/listViewApi';
import { updatesIn } from '../../components/list-view/resourceWrites';

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
    >(updatesIn('chart')),
  }),
});

export const { useUpdateChartPropertiesMutation } = chartsApi;
