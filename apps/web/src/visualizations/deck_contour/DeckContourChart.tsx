/** The Contour chart: deck.gl's contour layer over the shared deck.gl map. */
import { ContourLayer } from '@deck.gl/aggregation-layers';
import { t } from '../../i18n/t';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { coordinateText, tooltipLines } from '../shared/deck/tooltipText';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckContourChartProps } from './transformProps';

export default deckLayerChart<DeckContourChartProps>({
  testId: 'deck-contour',
  layers: (props) => [
    new ContourLayer<WeightedPoint>({
      id: 'contours',
      data: props.points,
      getPosition: (point) => point.position,
      getWeight: (point) => point.weight,
      cellSize: props.cellSize,
      aggregation: props.aggregation,
      ...(props.contours.length > 0 ? { contours: props.contours } : {}),
      pickable: true,
    }),
  ],
  tooltip: ({ object, coordinate }) => {
    const contour = (object as { contour?: { threshold?: unknown } } | null)?.contour;
    if (!contour) return null;
    return tooltipLines([
      [t('Centroid (Longitude and Latitude)'), coordinateText(coordinate)],
      [t('Threshold'), String(contour.threshold)],
    ]);
  },
});
