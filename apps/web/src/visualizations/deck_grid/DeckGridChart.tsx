/** The 3D Grid chart: deck.gl's grid layer over the shared deck.gl map. */
import { GridLayer } from '@deck.gl/aggregation-layers';
import { t } from '../../i18n/t';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import { extrudedCellsLayerProps, extrudedCellTooltip } from '../shared/deck/extrudedCells';
import type { WeightedPoint } from '../shared/deck/weightedPoints';
import type { DeckGridChartProps } from './transformProps';

export default deckLayerChart<DeckGridChartProps>({
  testId: 'deck-grid',
  layers: (props) => [
    new GridLayer<WeightedPoint>({
      id: 'grid',
      ...extrudedCellsLayerProps(props),
      cellSize: props.cellSize,
    }),
  ],
  tooltip: extrudedCellTooltip(() => t('Longitude and Latitude')),
});
