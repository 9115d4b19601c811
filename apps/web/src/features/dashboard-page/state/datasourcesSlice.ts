/**
 * The `datasources` slice (Superset's name): the datasets behind the dashboard's charts, keyed
 * by their `"{id}__{type}"` key as chart form data names them, so each chart renders with its
 * dataset's labels and formats.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { dashboardDatasetAdded, dashboardDatasetsLoaded, dashboardLoaded } from './dashboardEvents';

export type DatasourcesState = Record<string, DatasourceJson>;

export function datasourceKeyOf(datasource: DatasourceJson): string {
  return datasource.uid ?? `${datasource.id}__${datasource.type ?? 'table'}`;
}

export const datasourcesSlice = createSlice({
  name: 'datasources',
  initialState: {} as DatasourcesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(dashboardLoaded, () => ({}))
      .addCase(dashboardDatasetsLoaded, (state, { payload }) => {
        for (const datasource of payload.datasources)
          state[datasourceKeyOf(datasource)] = datasource;
      })
      .addCase(dashboardDatasetAdded, (state, { payload }) => {
        state[datasourceKeyOf(payload.datasource)] = payload.datasource;
      });
  },
});
