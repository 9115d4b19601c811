/**
 * A deck.gl chart component made from its layers: the chart type says how its props become
 * deck.gl layers and tooltips; the map, base map and render signal are DeckMapView's. The
 * component carries its spec (`deckLayers`), so a multi-layer map can draw the same layers from
 * the same props on a map of its own.
 */
import { useMemo, type ReactElement } from 'react';
import type { Layer, PickingInfo } from '@deck.gl/core';
import { DeckMapView } from './DeckMapView';
import type { DeckChartProps } from './spatialChartProps';

export interface DeckLayerChartSpec<P extends DeckChartProps> {
  layers: (props: P) => Layer[];
  tooltip?: (info: PickingInfo, props: P) => string | null;
  testId: string;
}

export type DeckLayerChartComponent<P extends DeckChartProps> = ((props: P) => ReactElement) & {
  deckLayers: DeckLayerChartSpec<P>;
};

export function deckLayerChart<P extends DeckChartProps>(
  spec: DeckLayerChartSpec<P>,
): DeckLayerChartComponent<P> {
  const { layers: createLayers, tooltip, testId } = spec;
  function DeckLayerChart(props: P) {
    const layers = useMemo(() => createLayers(props), [props]);
    return (
      <DeckMapView
        width={props.width}
        height={props.height}
        formData={props.formData}
        view={props.view}
        layers={layers}
        tooltip={tooltip ? (info) => tooltip(info, props) : undefined}
        legend={props.legend}
        testId={testId}
      />
    );
  }
  return Object.assign(DeckLayerChart, { deckLayers: spec });
}

/** The layer spec of a chart component made by `deckLayerChart`, or null for any other. */
export function deckLayersOf(component: unknown): DeckLayerChartSpec<DeckChartProps> | null {
  if (typeof component !== 'function') return null;
  const spec = (component as Partial<DeckLayerChartComponent<DeckChartProps>>).deckLayers;
  return spec ?? null;
}
