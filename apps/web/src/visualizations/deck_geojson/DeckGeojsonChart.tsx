/** The GeoJSON chart: deck.gl's GeoJSON layer over the shared deck.gl map. */
import { GeoJsonLayer } from '@deck.gl/layers';
import { deckLayerChart } from '../shared/deck/deckLayerChart';
import type { GeojsonFeature } from './geojsonFeatures';
import type { DeckGeojsonChartProps } from './transformProps';

export default deckLayerChart<DeckGeojsonChartProps>({
  testId: 'deck-geojson',
  layers: (props) => {
    const { labels } = props;
    return [
      new GeoJsonLayer({
        id: 'geojson',
        data: { type: 'FeatureCollection', features: props.features } as never,
        filled: props.filled,
        stroked: props.stroked,
        extruded: props.extruded,
        getFillColor: (feature) => props.fillColor(feature as unknown as GeojsonFeature),
        getLineColor: (feature) => props.lineColor(feature as unknown as GeojsonFeature),
        getElevation: (feature) => {
          const elevation = (feature as unknown as GeojsonFeature).properties.elevation;
          return typeof elevation === 'number' ? elevation : 0;
        },
        getLineWidth: props.lineWidth,
        lineWidthUnits: props.lineWidthUnits,
        pointRadiusScale: props.pointRadiusScale,
        pointRadiusMinPixels: 3,
        pointType: labels ? 'circle+text' : 'circle',
        ...(labels
          ? {
              getText: (feature: unknown) =>
                String((feature as GeojsonFeature).properties[labels.property] ?? ''),
              getTextColor: labels.color,
              getTextSize: labels.size,
              textSizeUnits: labels.sizeUnits,
              getTextPixelOffset: [0, -14],
            }
          : {}),
        pickable: true,
      }),
    ];
  },
  tooltip: ({ object }) => {
    const feature = object as GeojsonFeature | null;
    if (!feature) return null;
    const entries = Object.entries(feature.properties).filter(
      ([, value]) => typeof value !== 'object' || value === null,
    );
    return entries.length === 0
      ? null
      : entries.map(([key, value]) => `${key}: ${String(value)}`).join('\n');
  },
});
