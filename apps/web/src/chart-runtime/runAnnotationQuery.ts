/**
 * One annotation layer's own query: when
 * a layer is added or edited in explore, its data is fetched on its own instead of re-running
 * the whole chart. The request is the chart's query context carrying only that layer, posted to
 * the chart data API with `form_data={"slice_id": <layer value>}` for layers drawn from another
 * chart (as Superset builds the URL from the annotation value) and the chart's own id otherwise.
 *
 * Starting a query aborts the previous one of the same layer name; an abort is no failure. The
 * query times out after 60 s by default ('Query timeout'). An error saying 'no data' counts as
 * success with no data. Success stores the layer's `annotation_data` entry; failure its message.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../i18n/t';
import type { AppDispatch } from '../store/store';
import type { ChartPlugin } from '../visualizations/chartPluginTypes';
import { fetchChartData } from './chartDataClient';
import {
  annotationQueryFailed,
  annotationQueryStarted,
  annotationQuerySucceeded,
} from './chartsSlice';

/** Query timeout for charts and annotations: a minute, Superset's default. */
export const ANNOTATION_QUERY_TIMEOUT_MS = 60_000;

/** The annotation layer fields this query needs. */
export interface AnnotationLayerRequest {
  name: string;
  sourceType?: string;
  value: unknown;
  [field: string]: unknown;
}

export interface RunAnnotationQueryArgs {
  chartId: number;
  formData: QueryFormData;
  plugin: ChartPlugin;
  layer: AnnotationLayerRequest;
  savedChartId?: number;
  force?: boolean;
  timeoutMs?: number;
}

const inFlight = new Map<string, AbortController>();

const TIMEOUT = 'timeout';

function isChartSource(sourceType: string | undefined): boolean {
  return sourceType === 'line' || sourceType === 'table';
}

/** The chart id the request names (`slice_id` on the wire): the source chart for chart layers. */
export function annotationRequestChartId(
  layer: AnnotationLayerRequest,
  hostChartId: number | undefined,
): number | undefined {
  const source = Number(layer.value);
  if (isChartSource(layer.sourceType) && Number.isInteger(source) && source > 0) return source;
  return hostChartId;
}

export function runAnnotationQuery(args: RunAnnotationQueryArgs) {
  return async (dispatch: AppDispatch): Promise<void> => {
    const { chartId, layer } = args;
    const key = `${chartId}:${layer.name}`;
    inFlight.get(key)?.abort();
    const controller = new AbortController();
    inFlight.set(key, controller);
    const timer = setTimeout(
      () => controller.abort(TIMEOUT),
      args.timeoutMs ?? ANNOTATION_QUERY_TIMEOUT_MS,
    );
    dispatch(annotationQueryStarted({ id: chartId, name: layer.name }));
    try {
      const formData = { ...args.formData, annotation_layers: [layer] };
      const queryContext = args.plugin.buildQuery(formData, {});
      if (args.force) queryContext.force = true;
      const result = await fetchChartData(queryContext, {
        signal: controller.signal,
        savedChartId: annotationRequestChartId(layer, args.savedChartId),
        force: args.force,
      });
      const data = result[0]?.annotation_data?.[layer.name] ?? [];
      dispatch(annotationQuerySucceeded({ id: chartId, name: layer.name, data }));
    } catch (error) {
      if (controller.signal.aborted) {
        // A newer query of the same layer took over; a timeout is this query's failure.
        if (controller.signal.reason === TIMEOUT) {
          dispatch(
            annotationQueryFailed({ id: chartId, name: layer.name, error: t('Query timeout') }),
          );
        }
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (/no data/i.test(message)) {
        dispatch(annotationQuerySucceeded({ id: chartId, name: layer.name, data: [] }));
      } else {
        dispatch(annotationQueryFailed({ id: chartId, name: layer.name, error: message }));
      }
    } finally {
      clearTimeout(timer);
      if (inFlight.get(key) === controller) inFlight.delete(key);
    }
  };
}
