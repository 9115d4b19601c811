/**
 * One page of a chart's underlying rows: the samples endpoint (`POST /datasource/samples`) with the
 * drill-to-detail body (the chart's filters plus the drilled point).
 */
import { apiSlice } from '../../../api/apiSlice';
import { samplesUrl, type DatasourceSamples } from '../../explore';
import type { DrillDetailBody } from './drillDetailQuery';

export interface DrillDetailPageArgs {
  datasource: { id: number; type: string };
  body: DrillDetailBody;
  page: number;
  perPage: number;
}

export const drillDetailApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDrillDetailPage: build.query<DatasourceSamples, DrillDetailPageArgs>({
      query: ({ datasource, body, page, perPage }) => ({
        url: samplesUrl({
          datasourceId: datasource.id,
          datasourceType: datasource.type,
          page,
          perPage,
        }),
        method: 'POST',
        body,
      }),
      transformResponse: (response: { result: DatasourceSamples }) => response.result,
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetDrillDetailPageQuery } = drillDetailApi;
