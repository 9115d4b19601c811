/**
 * The dataset of a chart added in edit mode. The page loads its charts' datasets once, with the
 * dashboard; a chart dropped from the palette afterwards needs its own, or it draws without the
 * dataset's column labels and metric formats. Fetched in the shape of the dashboard's datasets
 * call and added to the `datasources` slice, unless the page already holds it.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { dashboardApi } from '../api/dashboardApi';
import { dashboardDatasetAdded } from '../state/dashboardEvents';
import type { DatasourcesState } from '../state/datasourcesSlice';

/** Fetches one dataset's JSON by id. */
export type DatasetFetcher = (datasetId: number) => Promise<DatasourceJson>;

export interface ChartDatasetState {
  datasources: DatasourcesState;
}

/**
 * The id of the dataset to fetch for a chart's `form_data.datasource` key, or null when the page
 * already holds it or the key names no table dataset (the only kind the server serves).
 */
export function datasetIdToFetch(
  datasourceKey: string,
  datasources: DatasourcesState,
): number | null {
  if (datasources[datasourceKey]) return null;
  const parsed = parseDatasourceKey(datasourceKey);
  return parsed?.type === 'table' ? parsed.id : null;
}

/**
 * Loads the dataset behind `datasourceKey` into the `datasources` slice when it is not there yet.
 * `fetchDataset` defaults to the server (`GET /datasource/get/table/{id}/`).
 */
export function loadChartDataset(datasourceKey: string, fetchDataset?: DatasetFetcher) {
  return async (
    dispatch: ThunkDispatch<ChartDatasetState, unknown, UnknownAction>,
    getState: () => ChartDatasetState,
  ): Promise<void> => {
    const datasetId = datasetIdToFetch(datasourceKey, getState().datasources);
    if (datasetId === null) return;
    const fetcher =
      fetchDataset ??
      ((id: number) =>
        dispatch(
          dashboardApi.endpoints.getDashboardDataset.initiate(id, { subscribe: false }),
        ).unwrap());
    let datasource: DatasourceJson;
    try {
      datasource = await fetcher(datasetId);
    } catch {
      // Nothing to tell the user here: the chart still draws (with raw column names), and a
      // dataset the user cannot read makes the chart's own query report the error.
      return;
    }
    dispatch(dashboardDatasetAdded({ datasource }));
  };
}
