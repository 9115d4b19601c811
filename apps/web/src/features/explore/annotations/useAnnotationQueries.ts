/**
 * Explore's annotation layer queries: whenever the editor's layers change, the layers whose
 * server data the shown result lacks are fetched on their own (runAnnotationQuery), so adding
 * an event or interval layer draws it without re-running the chart.
 */
import { useEffect, useRef } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { runAnnotationQuery } from '../../../chart-runtime/runAnnotationQuery';
import { useAppDispatch } from '../../../store/hooks';
import type { ChartPlugin } from '../../../visualizations/chartPluginTypes';
import { planAnnotationQueries } from './annotationQueryPlan';

export function useAnnotationQueries(options: {
  chartId: number;
  savedChartId: number | undefined;
  formData: QueryFormData;
  /** The form data of the result on screen; null before the first run. */
  lastRunFormData: QueryFormData | null;
  plugin: ChartPlugin | undefined;
}): void {
  const { chartId, savedChartId, formData, lastRunFormData, plugin } = options;
  const dispatch = useAppDispatch();
  // What was fetched since the result on screen; a new result starts over.
  const fetched = useRef<{ base: QueryFormData | null; layers: Record<string, string> }>({
    base: null,
    layers: {},
  });
  const layers = formData.annotation_layers;
  const vizType = formData.viz_type;

  useEffect(() => {
    // Nothing to draw on before the chart's first result, and no layers on other chart types.
    if (!plugin || !lastRunFormData || lastRunFormData.viz_type !== vizType) return;
    if (fetched.current.base !== lastRunFormData) {
      fetched.current = { base: lastRunFormData, layers: {} };
    }
    const plan = planAnnotationQueries(
      layers,
      lastRunFormData.annotation_layers,
      fetched.current.layers,
    );
    fetched.current.layers = plan.fetched;
    for (const layer of plan.toQuery) {
      void dispatch(
        runAnnotationQuery({ chartId, formData: lastRunFormData, plugin, layer, savedChartId }),
      );
    }
  }, [layers, vizType, lastRunFormData, plugin, chartId, savedChartId, dispatch]);
}
