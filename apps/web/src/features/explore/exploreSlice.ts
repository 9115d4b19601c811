/**
 * The `explore` state slice: the chart being edited — its datasource, the current form data
 * (the controls' values), the saved chart it came from, and the form data remembered per chart
 * type so switching back restores what the user had.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ExploreSlice } from './exploreTypes';

export interface ExploreState {
  datasource: DatasourceJson | null;
  formData: QueryFormData | null;
  /** The saved chart being edited, or null for a new chart. */
  slice: ExploreSlice | null;
  sliceName: string;
  /** Form data per viz_type, remembered when switching away from it. */
  formDataByVizType: Record<string, QueryFormData>;
  /** True when the controls changed since the chart last ran. */
  controlsChanged: boolean;
  /** When the explore answer being edited arrived (tells a fresh open from stale state). */
  openedAt: number | null;
}

const initialState: ExploreState = {
  datasource: null,
  formData: null,
  slice: null,
  sliceName: '',
  formDataByVizType: {},
  controlsChanged: false,
  openedAt: null,
};

export const exploreSlice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    exploreOpened(
      state,
      {
        payload,
      }: PayloadAction<{
        datasource: DatasourceJson | null;
        formData: QueryFormData;
        slice: ExploreSlice | null;
        openedAt: number;
      }>,
    ) {
      state.datasource = payload.datasource;
      state.formData = payload.formData;
      state.slice = payload.slice;
      state.sliceName = payload.slice?.slice_name ?? '';
      state.formDataByVizType = {};
      state.controlsChanged = false;
      state.openedAt = payload.openedAt;
    },
    controlChanged(
      state,
      {
        payload,
      }: PayloadAction<{
        name: string;
        value: unknown;
        /** A control that redraws from the last result (renderTrigger) leaves it up to date. */
        rendersOnly?: boolean;
      }>,
    ) {
      if (!state.formData) return;
      state.formData[payload.name] = payload.value;
      if (!payload.rendersOnly) state.controlsChanged = true;
    },
    vizTypeChanged(state, { payload }: PayloadAction<{ formData: QueryFormData }>) {
      if (state.formData) state.formDataByVizType[state.formData.viz_type] = state.formData;
      state.formData = payload.formData;
      state.controlsChanged = true;
    },
    datasourceChanged(
      state,
      { payload }: PayloadAction<{ datasource: DatasourceJson; formData: QueryFormData }>,
    ) {
      state.datasource = payload.datasource;
      state.formData = payload.formData;
      // Remembered values belong to the old dataset's columns and metrics.
      state.formDataByVizType = {};
      state.controlsChanged = true;
    },
    /** The datasource itself was edited (dataset editor): same id, new columns or metrics. */
    datasourceEdited(state, { payload }: PayloadAction<{ datasource: DatasourceJson }>) {
      state.datasource = payload.datasource;
    },
    chartRan(state) {
      state.controlsChanged = false;
    },
    sliceNameChanged(state, { payload }: PayloadAction<{ name: string }>) {
      state.sliceName = payload.name;
    },
    sliceSaved(state, { payload }: PayloadAction<{ slice: ExploreSlice }>) {
      state.slice = payload.slice;
      state.sliceName = payload.slice.slice_name;
      if (state.formData) state.formData.slice_id = payload.slice.slice_id;
    },
    slicePropertiesSaved(state, { payload }: PayloadAction<Partial<ExploreSlice>>) {
      if (!state.slice) return;
      state.slice = { ...state.slice, ...payload };
      if (payload.slice_name !== undefined) state.sliceName = payload.slice_name;
    },
  },
});

export const {
  exploreOpened,
  controlChanged,
  vizTypeChanged,
  datasourceChanged,
  datasourceEdited,
  chartRan,
  sliceNameChanged,
  sliceSaved,
  slicePropertiesSaved,
} = exploreSlice.actions;
