/** The 3D Hexagon chart: deck.gl's hexagon layer over the shared deck.gl map. */
import { HexagonLayer } from '@deck.gl/aggregation-layers';
import { t } from '../../i18n/t';
import { cellValue } from '../shared/deck/aggregation';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { coordinateText, tooltipLines } from '../shared/deck/tooltipText';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckHexChartProps } from './transformProps';

export default deckLayerChart<DeckHexChartProps>({
  testId: 'deck-hex',
  layers: (props) => [
    new HexagonLayer<WeightedPoint>({
      id: 'hexagons',
      data: props.points,
      getPosition: (point) => point.position,
      radius: props.radius,
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
      [t('Centroid (Longitude and Latitude)'), coordinateText(coordinate)],
      [t('Height'), String(cell.elevationValue ?? '')],
    ]);
  },
});
