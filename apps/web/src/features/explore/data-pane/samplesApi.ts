/**
 * A dataset's sample rows for the data pane's 'Samples' tab: the legacy
 * `POST /datasource/samples` endpoint, which answers `{result: <chart data entry> + page,
 * per_page, total_count}` with the first rows of the dataset (no metrics, no time bounds).
 */
import { apiSlice } from '../../../api/apiSlice';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';

export interface DatasourceSamplesArgs {
  datasourceId: number;
  datasourceType: string;
  force?: boolean;
  perPage?: number;
  page?: number;
}

export interface DatasourceSamples extends ChartDataResult {
  page?: number;
  /** The most rows this answer could hold: reaching it means the dataset has more. */
  per_page?: number;
  total_count?: number;
}

export function samplesUrl({
  datasourceId,
  datasourceType,
  force = false,
  perPage,
  page,
}: DatasourceSamplesArgs): string {
  const params = new URLSearchParams({
    datasource_type: datasourceType,
    datasource_id: String(datasourceId),
    force: String(force),
  });
  if (perPage !== undefined) params.set('per_page', String(perPage));
  if (page !== undefined) params.set('page', String(page));
  return `/datasource/samples?${params.toString()}`;
}

export const samplesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDatasourceSamples: build.query<DatasourceSamples, DatasourceSamplesArgs>({
      // A POST that reads: the body may narrow the samples (filters, time range); explore sends none.
      query: (args) => ({ url: samplesUrl(args), method: 'POST', body: {} }),
      transformResponse: (response: { result: DatasourceSamples }) => response.result,
      // Samples are costly to compute and rarely change while a chart is being edited.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetDatasourceSamplesQuery } = samplesApi;
