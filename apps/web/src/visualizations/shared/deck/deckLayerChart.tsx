/**
 * A deck.gl chart component made from its layers: the chart type says how its props become
 * deck.gl layers and tooltips; the map, base map and render signal are DeckMapView's.
 */
import { useMemo } from 'react';
import type { Layer, PickingInfo } from '@deck.gl/core';
import { DeckMapView } from './DeckMapView';
import type { DeckChartProps } from './spatialChartProps';

export interface DeckLayerChartSpec<P extends DeckChartProps> {
  layers: (props: P) => Layer[];
  tooltip?: (info: PickingInfo, props: P) => string | null;
  testId: string;
}

export function deckLayerChart<P extends DeckChartProps>(spec: DeckLayerChartSpec<P>) {
  const { layers: createLayers, tooltip, testId } = spec;
  return function DeckLayerChart(props: P) {
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
  };
}
