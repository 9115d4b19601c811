/**
 * The deck.gl scatterplot component: loads the world shapes (their own chunk) as the base map,
 * draws the points on it, and re-sizes points measured on the ground as the user zooms.
 */
import { useCallback } from 'react';
import { GeoComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
// The points.
import '../shared/echarts/parts/scatterSeries';
import { GeoChartView, type GeoToPixel } from '../shared/maps/GeoChartView';
import { loadWorldAtlas } from '../shared/maps/mapAtlasLoaders';
import { MapChartFrame } from '../shared/maps/MapChartFrame';
import { zoomOfDegreeWidth } from '../shared/maps/webMercator';
import type { DeckScatterChartProps } from './transformProps';

registerEChartsParts([GeoComponent, TooltipComponent, LegendComponent]);

export default function DeckScatterChart(props: DeckScatterChartProps) {
  const { seriesIds, symbolSizeAt } = props;
  const handleZoom = useCallback(
    (toPixel: GeoToPixel) => {
      // The width of one degree of longitude on screen gives the zoom the user reached.
      const [west] = toPixel([0, 0]) ?? [];
      const [east] = toPixel([1, 0]) ?? [];
      if (west === undefined || east === undefined || east <= west) return null;
      const symbolSize = symbolSizeAt(zoomOfDegreeWidth(east - west));
      return { series: seriesIds.map((id) => ({ id, symbolSize })) };
    },
    [seriesIds, symbolSizeAt],
  );
  return (
    <MapChartFrame load={loadWorldAtlas} width={props.width} height={props.height}>
      {(view) => (
        <GeoChartView
          {...view}
          option={props.option}
          onZoom={handleZoom}
          testId="echarts-deck-scatter"
        />
      )}
    </MapChartFrame>
  );
}
