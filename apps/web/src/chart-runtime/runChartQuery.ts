/**
 * Runs a chart's query through its chart type's `buildQuery` and the chart data API, driving the
 * chart's status record. A newer query for the same chart aborts the older one; `stopChartQuery`
 * aborts on the user's request and leaves the chart 'stopped'.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { selectFeatureFlag } from '../store/commonSlice';
import type { AppDispatch, RootState } from '../store/store';
import type { ChartPlugin } from '../visualizations/chartPluginTypes';
import { t } from '../i18n/t';
import { fetchChartDataBatched } from './chartDataBatch';
import { supersetErrorsOf } from '../error-messages';
import { ChartDataError, fetchChartData } from './chartDataClient';
import { isChartQueryAbort } from './chartQueryAbort';
import { hasOwnQuery } from './ownQuery';
import {
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
} from './chartsSlice';

const inFlight = new Map<number, AbortController>();

export interface RunChartQueryArgs {
  id: number;
  formData: QueryFormData;
  plugin: ChartPlugin | undefined;
  force?: boolean;
  ownState?: Record<string, unknown>;
  savedChartId?: number;
  dashboardId?: number;
  /** Send together with the other charts querying now (chartDataBatch.ts): a dashboard's. */
  batch?: boolean;
}

export function runChartQuery(args: RunChartQueryArgs) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    inFlight.get(args.id)?.abort();
    const controller = new AbortController();
    inFlight.set(args.id, controller);
    dispatch(chartUpdateStarted({ id: args.id, formData: args.formData, at: Date.now() }));
    if (!args.plugin) {
      dispatch(
        chartUpdateFailed({
          id: args.id,
          message: t('This visualization type is not supported.'),
          at: Date.now(),
        }),
      );
      return;
    }
    try {
      const queryContext = args.plugin.buildQuery(args.formData, { ownState: args.ownState });
      if (args.force) queryContext.force = true;
      // A query the browser may answer from its cache is asked alone: a batch is one POST.
      const clientCache = selectFeatureFlag(getState(), 'CLIENT_CACHE');
      const fetchData = args.batch && !clientCache ? fetchChartDataBatched : fetchChartData;
      // A chart type that asks nothing of its own (a multi-layer map queries its layers' saved
      // charts itself) has no request to send: its result is the empty list.
      const result = !hasOwnQuery(queryContext)
        ? []
        : await fetchData(queryContext, {
            signal: controller.signal,
            savedChartId: args.savedChartId,
            dashboardId: args.dashboardId,
            force: args.force,
            clientCache,
          });
      if (controller.signal.aborted) return;
      // Results are never edited. Freezing each rows array up front spares the store from
      // walking and freezing every row (hundreds of ms for a 100,000-row result).
      for (const entry of result) Object.freeze(entry.data);
      dispatch(chartUpdateSucceeded({ id: args.id, queriesResponse: result, at: Date.now() }));
    } catch (error) {
      if (isChartQueryAbort(error)) return;
      const message =
        error instanceof ChartDataError || error instanceof Error ? error.message : String(error);
      const stackTrace = error instanceof ChartDataError ? error.stackTrace : null;
      const errors = supersetErrorsOf(error);
      dispatch(chartUpdateFailed({ id: args.id, message, stackTrace, errors, at: Date.now() }));
    } finally {
      if (inFlight.get(args.id) === controller) inFlight.delete(args.id);
    }
  };
}

/** The user's Stop: abort the request and mark the chart stopped. */
export function stopChartQuery(id: number) {
  return (dispatch: AppDispatch): void => {
    const controller = inFlight.get(id);
    if (!controller) return;
    controller.abort();
    inFlight.delete(id);
    dispatch(chartUpdateStopped({ id, at: Date.now() }));
  };
}

export function isChartQueryRunning(id: number): boolean {
  return inFlight.has(id);
}
