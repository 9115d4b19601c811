/**
 * Loads one layer of a multi-layer map: the saved chart (`GET /api/v1/chart/{id}`), its chart
 * type's plugin, its query (the type's own `buildQuery` posted to the chart data API with this
 * map's filters added), and how the type turns the result into deck.gl layers (the `deckLayers`
 * its component carries; the Scatterplot, drawn with ECharts on its own, has a deck.gl layer
 * here). A failure is the layer's outcome with a message, never a thrown error, so one broken
 * layer leaves the others drawn.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartDataErrorMessage, fetchChartData } from '../../chart-runtime/chartDataClient';
import { isChartQueryAbort } from '../../chart-runtime/chartQueryAbort';
import { t } from '../../i18n/t';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { loadChartPlugin } from '../loadChartPlugin';
import { deckLayersOf, type DeckLayerChartSpec } from '../shared/deck/deckLayerChart';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';
import { isLayerVizType } from './layerChartTypes';
import { layerFormData, savedLayerChart } from './layerFormData';
import { scatterLayerProps, scatterLayerSpec } from './scatterLayer';

/** How a layer's chart type turns its result into props, and its props into deck.gl layers. */
export interface LayerKind {
  transform: (chartProps: ChartProps) => DeckChartProps;
  spec: DeckLayerChartSpec<DeckChartProps>;
}

export type LayerOutcome =
  | {
      ok: true;
      chartId: number;
      name: string;
      kind: LayerKind;
      formData: QueryFormData;
      queriesData: ChartDataResult[];
    }
  | { ok: false; chartId: number; name: string; message: string };

const SCATTER_KIND = {
  transform: scatterLayerProps,
  spec: scatterLayerSpec,
} as unknown as LayerKind;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function fetchSavedChart(chartId: number, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(`/api/v1/chart/${chartId}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (isChartQueryAbort(error)) throw error;
    throw new Error(t('Network error.'));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(
      response.status === 404
        ? t('The chart does not exist or you cannot see it.')
        : chartDataErrorMessage(response.status, body),
    );
  }
  return savedLayerChart(chartId, body);
}

async function layerKind(vizType: string): Promise<LayerKind> {
  if (vizType === 'deck_scatter') return SCATTER_KIND;
  const plugin = await loadChartPlugin(vizType);
  if (!plugin) throw new Error(t('This visualization type is not supported.'));
  const component = await plugin.loadComponent();
  const spec = deckLayersOf(component.default);
  if (!spec) throw new Error(t('This visualization type is not supported.'));
  return { transform: plugin.transformProps as unknown as LayerKind['transform'], spec };
}

/** The layer at `layerIndex` of the multi-layer chart whose form data is `multi`. */
export async function loadLayer(
  chartId: number,
  layerIndex: number,
  multi: QueryFormData,
  signal: AbortSignal,
): Promise<LayerOutcome> {
  let name = `#${chartId}`;
  try {
    const saved = await fetchSavedChart(chartId, signal);
    name = saved.name;
    const vizType = saved.formData.viz_type;
    if (!isLayerVizType(vizType)) {
      throw new Error(t('“%s” is not a deck.gl chart.', String(vizType)));
    }
    const kind = await layerKind(vizType);
    const plugin = await loadChartPlugin(vizType);
    if (!plugin) throw new Error(t('This visualization type is not supported.'));
    const formData = layerFormData(saved.formData, multi, layerIndex);
    const queriesData = await fetchChartData(plugin.buildQuery(formData), { signal });
    return { ok: true, chartId, name, kind, formData, queriesData };
  } catch (error) {
    if (isChartQueryAbort(error)) throw error;
    return { ok: false, chartId, name, message: errorText(error) };
  }
}
