/**
 * Calls of the filter configuration modal: saving the configuration
 * (`PUT /api/v1/dashboard/{id}/filters`) and the dataset a filter reads its
 * columns, metrics and time grains from (`GET /datasource/get/table/{id}/`). The dataset list of
 * the picker uses the shared list endpoint of list-view.
 */
import type { FilterConfigChanges } from '@panorama/core/filters/filter-config-update';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import type { NativeFiltersSavedResponse } from '@panorama/core/schemas/dashboard-filters';
import { apiSlice } from '../../../api/apiSlice';
import { etagOf } from '../api/dashboardApi';
import type { DatasourceJson } from '../../../models/datasourceTypes';

export interface SaveNativeFiltersArgs {
  dashboardId: number;
  changes: FilterConfigChanges;
}

export interface SaveNativeFiltersResult {
  /** The configuration as stored, in order, with chartsInScope recomputed by the server. */
  items: FilterConfigItem[];
  /** The dashboard's new version tag, when the server sent one. */
  etag: string | null;
}

export const nativeFiltersConfigApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    saveNativeFilterConfiguration: build.mutation<SaveNativeFiltersResult, SaveNativeFiltersArgs>({
      query: ({ dashboardId, changes }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filters`,
        method: 'PUT',
        body: changes,
      }),
      transformResponse: (response: NativeFiltersSavedResponse, meta) => ({
        // The items the server checked on this save (filter-config-schema), as it stored them.
        items: response.result as unknown as FilterConfigItem[],
        etag: etagOf(meta as { response?: Response } | undefined),
      }),
    }),
    getFilterConfigDataset: build.query<DatasourceJson, number>({
      query: (datasetId) => `/datasource/get/table/${datasetId}/`,
    }),
  }),
});

export const { useSaveNativeFilterConfigurationMutation, useGetFilterConfigDatasetQuery } =
  nativeFiltersConfigApi;
