/** The Screen Grid chart: deck.gl's screen grid layer over the shared deck.gl map. */
import { ScreenGridLayer } from '@deck.gl/aggregation-layers';
import { t } from '../../i18n/t';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { coordinateText, tooltipLines } from '../shared/deck/tooltipText';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckScreengridChartProps } from './transformProps';

export default deckLayerChart<DeckScreengridChartProps>({
  testId: 'deck-screengrid',
  layers: (props) => [
    new ScreenGridLayer<WeightedPoint>({
      id: 'screen-grid',
      data: props.points,
      getPosition: (point) => point.position,
      getWeight: (point) => point.weight,
      cellSizePixels: props.cellSizePixels,
      colorRange: props.colorRange,
      aggregation: 'SUM',
      pickable: true,
    }),
  ],
  tooltip: ({ object, coordinate }) => {
    const cell = object as { value?: number } | null;
    if (!cell) return null;
    return tooltipLines([
      [t('Longitude and Latitude'), coordinateText(coordinate)],
      [t('Weight'), String(cell.value ?? '')],
    ]);
  },
});
