/**
 * The `sliceEntities` slice (Superset's name): the saved charts a dashboard shows or may add,
 * by id, as `GET /api/v1/dashboard/{id}/charts` (or the chart list) describes them. Chart
 * holders read a chart's name, type, description and form data here; the status of its query
 * lives in the `charts` slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardChart } from '../api/dashboardApiTypes';
import { dashboardLoaded } from './dashboardEvents';

export interface SliceEntitiesState {
  slices: Record<number, DashboardChart>;
  /** When the dashboard's charts were last read (ms). */
  lastUpdated: number;
}

const initialState: SliceEntitiesState = { slices: {}, lastUpdated: 0 };

export const sliceEntitiesSlice = createSlice({
  name: 'sliceEntities',
  initialState,
  reducers: {
    /** More charts became known (e.g. the saved-chart palette of edit mode loaded a page). */
    sliceEntitiesReceived(
      state,
      { payload }: PayloadAction<{ slices: DashboardChart[]; at: number }>,
    ) {
      for (const slice of payload.slices) state.slices[slice.id] = slice;
      state.lastUpdated = payload.at;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dashboardLoaded, (_state, { payload }) => ({
      slices: Object.fromEntries(payload.charts.map((chart) => [chart.id, chart])),
      lastUpdated: Date.now(),
    }));
  },
});

export const { sliceEntitiesReceived } = sliceEntitiesSlice.actions;
