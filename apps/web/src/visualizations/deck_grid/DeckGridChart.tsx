/** The 3D Grid chart: deck.gl's grid layer over the shared deck.gl map. */
import { GridLayer } from '@deck.gl/aggregation-layers';
import { t } from '../../i18n/t';
import { cellValue } from '../shared/deck/aggregation';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { coordinateText, tooltipLines } from '../shared/deck/tooltipText';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckGridChartProps } from './transformProps';

export default deckLayerChart<DeckGridChartProps>({
  testId: 'deck-grid',
  layers: (props) => [
    new GridLayer<WeightedPoint>({
      id: 'grid',
      data: props.points,
      getPosition: (point) => point.position,
      cellSize: props.cellSize,
      extruded: props.extruded,
      colorRange: props.colorRange,
      getColorValue: cellValue(props.aggregation),
      getElevationValue: cellValue(props.aggregation),
      pickable: true,
    }),
  ],
  tooltip: ({ object, coordinate }) => {
    const cell = object as { elevationValue?: number } | null;
    if (!cell) return null;
    return tooltipLines([
      [t('Longitude and Latitude'), coordinateText(coordinate)],
      [t('Height'), String(cell.elevationValue ?? '')],
    ]);
  },
});
