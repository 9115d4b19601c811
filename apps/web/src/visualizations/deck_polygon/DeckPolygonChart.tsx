/** The Polygon chart: deck.gl's polygon layer over the shared deck.gl map. */
import { PolygonLayer } from '@deck.gl/layers';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import type { DeckPolygonChartProps, Polygon } from './transformProps';

const formatMetric = getNumberFormatter(undefined);

export default deckLayerChart<DeckPolygonChartProps>({
  testId: 'deck-polygon',
  layers: (props) => [
    new PolygonLayer<Polygon>({
      id: 'polygons',
      data: props.polygons,
      getPolygon: (polygon) => polygon.polygon,
      getFillColor: (polygon) => polygon.fillColor,
      getLineColor: props.lineColor,
      getElevation: (polygon) => polygon.elevation,
      filled: props.filled,
      stroked: props.stroked,
      extruded: props.extruded,
      getLineWidth: props.lineWidth,
      lineWidthUnits: props.lineWidthUnits,
      pickable: true,
    }),
  ],
  tooltip: ({ object }, props) => {
    const polygon = object as Polygon | null;
    if (!polygon || props.metricLabel === null || polygon.metric === null) return null;
    return `${props.metricLabel}: ${formatMetric(polygon.metric)}`;
  },
});
