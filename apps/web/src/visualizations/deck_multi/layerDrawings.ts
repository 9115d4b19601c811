/**
 * Loaded layers → what the map draws: each layer's props from its own chart type (at this map's
 * size), its deck.gl layers under ids of their own (two layers of one type would otherwise share
 * ids), the failures to list over the map, and the opening view: around every layer's own
 * opening area (Superset fits a multi-layer map to all its layers' points), or the saved
 * `viewport` without layers.
 */
import { WebMercatorViewport, type Layer } from '@deck.gl/core';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../../i18n/t';
import type { ChartContext, ChartHooks } from '../chartPluginTypes';
import type { DeckLayerChartSpec } from '../shared/deck/deckLayerChart';
import { openingView } from '../shared/deck/deckView';
import type { DeckChartProps } from '../shared/deck/spatialChartProps';
import type { Position } from '../shared/maps/topojson';
import type { Viewport } from '../shared/viewport';
import type { LayerOutcome } from './loadLayer';

export interface LayerDrawing {
  /** The start of the ids of this layer's deck.gl layers. */
  idPrefix: string;
  props: DeckChartProps;
  spec: DeckLayerChartSpec<DeckChartProps>;
  layers: Layer[];
}

export interface MapDrawing {
  drawings: LayerDrawing[];
  failures: string[];
  view: Viewport;
}

const NO_HOOKS: ChartHooks = {};

function viewCorners(view: Viewport, width: number, height: number): Position[] {
  const [west, south, east, north] = new WebMercatorViewport({
    ...view,
    width,
    height,
  }).getBounds();
  return [
    [west, south],
    [east, north],
  ];
}

export function drawLayers(
  outcomes: readonly LayerOutcome[],
  formData: QueryFormData,
  size: { width: number; height: number; context: ChartContext },
): MapDrawing {
  const { width, height, context } = size;
  const drawings: LayerDrawing[] = [];
  const failures: string[] = [];
  outcomes.forEach((outcome, index) => {
    const fail = (message: string) =>
      failures.push(t('Layer “%s” could not be drawn: %s', outcome.name, message));
    if (!outcome.ok) {
      fail(outcome.message);
      return;
    }
    try {
      const { kind } = outcome;
      const props = kind.transform({
        formData: outcome.formData,
        queriesData: outcome.queriesData,
        datasource: null,
        width,
        height,
        hooks: NO_HOOKS,
        context,
      });
      const idPrefix = `layer-${index}-`;
      const layers = kind.spec
        .layers(props)
        .map((layer) => layer.clone({ id: idPrefix + layer.id }) as Layer);
      drawings.push({ idPrefix, props, spec: kind.spec, layers });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  });
  const corners = drawings.flatMap((drawing) => viewCorners(drawing.props.view, width, height));
  return { drawings, failures, view: openingView(formData, corners, width, height) };
}
