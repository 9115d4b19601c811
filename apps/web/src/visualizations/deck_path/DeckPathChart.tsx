/** The Path chart: deck.gl's path layer over the shared deck.gl map. */
import { PathLayer } from '@deck.gl/layers';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import type { Position } from '../shared/maps/topojson';
import type { DeckPathChartProps } from './transformProps';

export default deckLayerChart<DeckPathChartProps>({
  testId: 'deck-path',
  layers: (props) => [
    new PathLayer<Position[]>({
      id: 'paths',
      data: props.paths,
      getPath: (path) => path,
      getColor: props.color,
      getWidth: props.lineWidth,
      widthUnits: props.widthUnits,
      widthMinPixels: 1,
    }),
  ],
});
