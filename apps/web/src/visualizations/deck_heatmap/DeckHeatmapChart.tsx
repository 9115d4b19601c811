/** The Heatmap chart: deck.gl's heatmap layer over the shared deck.gl map. */
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckHeatmapChartProps } from './transformProps';

export default deckLayerChart<DeckHeatmapChartProps>({
  testId: 'deck-heatmap',
  layers: (props) => [
    new HeatmapLayer<WeightedPoint>({
      id: 'heatmap',
      data: props.points,
      getPosition: (point) => point.position,
      getWeight: (point) => point.weight,
      intensity: props.intensity,
      radiusPixels: props.radiusPixels,
      colorRange: props.colorRange,
      aggregation: props.aggregation,
    }),
  ],
});
