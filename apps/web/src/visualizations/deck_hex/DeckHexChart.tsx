/** The 3D Hexagon chart: deck.gl's hexagon layer over the shared deck.gl map. */
import { HexagonLayer } from '@deck.gl/aggregation-layers';
import { t } from '../../i18n/t';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { extrudedCellsLayerProps, extrudedCellTooltip } from '../shared/deck/extrudedCells';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckHexChartProps } from './transformProps';

export default deckLayerChart<DeckHexChartProps>({
  testId: 'deck-hex',
  layers: (props) => [
    new HexagonLayer<WeightedPoint>({
      id: 'hexagons',
      ...extrudedCellsLayerProps(props),
      radius: props.radius,
    }),
  ],
  tooltip: extrudedCellTooltip(() => t('Centroid (Longitude and Latitude)')),
});
