/**
 * The `charts` state slice: one status record per chart on screen (explore's chart, every chart
 * of a dashboard), with Superset's chart lifecycle:
 * update started → loading; succeeded → success; rendered → rendered; failed → failed;
 * stopped → stopped with 'Updating chart was stopped'.
 *
 * The lifecycle steps a dashboard takes for every chart at once (started, succeeded, failed,
 * rendered) are auto-batched (RTK's autoBatchEnhancer, set up in store/store.ts): the state
 * changes at once, and components hear of it once at the end of the task instead of once per
 * chart. A dashboard of 24 charts otherwise re-ran every chart holder's selectors after each of
 * its ~100 lifecycle steps.
 */
import { createSlice, prepareAutoBatched, type PayloadAction } from '@reduxjs/toolkit';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../visualizations/chartPluginTypes';
import type { SupersetError } from '../error-messages';
import { t } from '../i18n/t';

export type ChartStatus = 'loading' | 'success' | 'rendered' | 'failed' | 'stopped' | 'empty';

export interface ChartRecord {
  id: number;
  chartAlert: string | null;
  chartStatus: ChartStatus;
  chartStackTrace: string | null;
  /** The server's structured errors of the last failure, shown through the error registry. */
  chartErrors: SupersetError[] | null;
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  /** The form data of the last query sent (what the result on screen belongs to). */
  latestQueryFormData: QueryFormData | null;
  /** The saved chart's form data, when the chart is saved. */
  sliceFormData: QueryFormData | null;
  queriesResponse: ChartDataResult[] | null;
  triggerQuery: boolean;
  lastRendered: number;
  annotationData: Record<string, unknown>;
  annotationError: Record<string, string>;
  annotationQuery: Record<string, boolean>;
}

export type ChartsState = Record<number, ChartRecord>;

export function emptyChartRecord(
  id: number,
  sliceFormData: QueryFormData | null = null,
): ChartRecord {
  return {
    id,
    chartAlert: null,
    chartStatus: 'empty',
    chartStackTrace: null,
    chartErrors: null,
    chartUpdateStartTime: 0,
    chartUpdateEndTime: null,
    latestQueryFormData: null,
    sliceFormData,
    queriesResponse: null,
    triggerQuery: true,
    lastRendered: 0,
    annotationData: {},
    annotationError: {},
    annotationQuery: {},
  };
}

interface UpdateStarted {
  id: number;
  formData: QueryFormData;
  at: number;
}
interface UpdateSucceeded {
  id: number;
  queriesResponse: ChartDataResult[];
  at: number;
}
interface UpdateFailed {
  id: number;
  message: string;
  stackTrace?: string | null;
  errors?: SupersetError[];
  at: number;
}
interface RenderingSucceeded {
  id: number;
  at: number;
}

function record(state: ChartsState, id: number): ChartRecord {
  state[id] ??= emptyChartRecord(id);
  return state[id];
}

export const chartsSlice = createSlice({
  name: 'charts',
  initialState: {} as ChartsState,
  reducers: {
    chartAdded(
      state,
      { payload }: PayloadAction<{ id: number; sliceFormData?: QueryFormData | null }>,
    ) {
      state[payload.id] = emptyChartRecord(payload.id, payload.sliceFormData ?? null);
    },
    /** A dashboard's charts at once: one store update instead of one per chart. */
    chartsAdded(
      state,
      { payload }: PayloadAction<Array<{ id: number; sliceFormData?: QueryFormData | null }>>,
    ) {
      for (const chart of payload) {
        state[chart.id] = emptyChartRecord(chart.id, chart.sliceFormData ?? null);
      }
    },
    chartRemoved(state, { payload }: PayloadAction<{ id: number }>) {
      delete state[payload.id];
    },
    chartUpdateStarted: {
      reducer(state, { payload }: PayloadAction<UpdateStarted>) {
        const chart = record(state, payload.id);
        chart.chartStatus = 'loading';
        chart.chartAlert = null;
        chart.chartStackTrace = null;
        chart.chartErrors = null;
        chart.chartUpdateStartTime = payload.at;
        chart.chartUpdateEndTime = null;
        chart.latestQueryFormData = payload.formData;
        chart.triggerQuery = false;
      },
      prepare: prepareAutoBatched<UpdateStarted>(),
    },
    chartUpdateSucceeded: {
      reducer(state, { payload }: PayloadAction<UpdateSucceeded>) {
        const chart = record(state, payload.id);
        chart.chartStatus = 'success';
        chart.chartAlert = null;
        chart.queriesResponse = payload.queriesResponse;
        chart.chartUpdateEndTime = payload.at;
        // The full result carries every layer's annotation_data; separately fetched layers are
        // older than it.
        chart.annotationData = {};
        chart.annotationError = {};
      },
      prepare: prepareAutoBatched<UpdateSucceeded>(),
    },
    chartUpdateFailed: {
      reducer(state, { payload }: PayloadAction<UpdateFailed>) {
        const chart = record(state, payload.id);
        chart.chartStatus = 'failed';
        chart.chartAlert = payload.message;
        chart.chartStackTrace = payload.stackTrace ?? null;
        chart.chartErrors = payload.errors && payload.errors.length > 0 ? payload.errors : null;
        chart.queriesResponse = null;
        chart.chartUpdateEndTime = payload.at;
      },
      prepare: prepareAutoBatched<UpdateFailed>(),
    },
    chartUpdateStopped(state, { payload }: PayloadAction<{ id: number; at: number }>) {
      const chart = record(state, payload.id);
      chart.chartStatus = 'stopped';
      chart.chartAlert = t('Updating chart was stopped');
      chart.chartUpdateEndTime = payload.at;
    },
    chartRenderingSucceeded: {
      reducer(state, { payload }: PayloadAction<RenderingSucceeded>) {
        const chart = record(state, payload.id);
        // A late render callback must not overwrite a newer query's status.
        if (chart.chartStatus === 'success') chart.chartStatus = 'rendered';
        chart.lastRendered = payload.at;
      },
      prepare: prepareAutoBatched<RenderingSucceeded>(),
    },
    chartRenderingFailed(
      state,
      { payload }: PayloadAction<{ id: number; message: string; stackTrace?: string | null }>,
    ) {
      const chart = record(state, payload.id);
      chart.chartStatus = 'failed';
      chart.chartErrors = null;
      chart.chartAlert = t(
        'An error occurred while rendering the visualization: %s',
        payload.message,
      );
      chart.chartStackTrace = payload.stackTrace ?? null;
    },
    queryTriggered(state, { payload }: PayloadAction<{ id: number; value: boolean }>) {
      const chart = record(state, payload.id);
      chart.triggerQuery = payload.value;
      if (payload.value) chart.chartStatus = 'loading';
    },
    sliceFormDataUpdated(
      state,
      { payload }: PayloadAction<{ id: number; sliceFormData: QueryFormData | null }>,
    ) {
      record(state, payload.id).sliceFormData = payload.sliceFormData;
    },
    /** An annotation layer's own query began (a layer fetched without re-running the chart). */
    annotationQueryStarted(state, { payload }: PayloadAction<{ id: number; name: string }>) {
      record(state, payload.id).annotationQuery[payload.name] = true;
    },
    /** Success stores the layer's data and clears its error. */
    annotationQuerySucceeded(
      state,
      { payload }: PayloadAction<{ id: number; name: string; data: unknown }>,
    ) {
      const chart = record(state, payload.id);
      chart.annotationData[payload.name] = payload.data;
      delete chart.annotationError[payload.name];
      delete chart.annotationQuery[payload.name];
    },
    /** Failure clears the layer's data and stores the error. */
    annotationQueryFailed(
      state,
      { payload }: PayloadAction<{ id: number; name: string; error: string }>,
    ) {
      const chart = record(state, payload.id);
      delete chart.annotationData[payload.name];
      chart.annotationError[payload.name] = payload.error;
      delete chart.annotationQuery[payload.name];
    },
    /**
     * Swapped datasets: charts that failed with a stack trace start over (the new dataset may fix
     * them).
     */
    datasourcesReplaced(state) {
      for (const chart of Object.values(state)) {
        if (chart.chartStatus === 'failed' && chart.chartStackTrace) {
          chart.chartStatus = 'empty';
          chart.chartAlert = null;
          chart.chartStackTrace = null;
        }
      }
    },
  },
});

export const {
  chartAdded,
  chartsAdded,
  chartRemoved,
  chartUpdateStarted,
  chartUpdateSucceeded,
  chartUpdateFailed,
  chartUpdateStopped,
  chartRenderingSucceeded,
  chartRenderingFailed,
  queryTriggered,
  sliceFormDataUpdated,
  datasourcesReplaced,
  annotationQueryStarted,
  annotationQuerySucceeded,
  annotationQueryFailed,
} = chartsSlice.actions;

export function selectChart(state: { charts: ChartsState }, id: number): ChartRecord | undefined {
  return state.charts[id];
}
