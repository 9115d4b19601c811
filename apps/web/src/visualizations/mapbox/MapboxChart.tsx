/**
 * The MapBox chart component: loads the world shapes (their own chunk) as the base map, draws
 * the clusters on it, and re-clusters when the user zooms.
 */
import { useCallback } from 'react';
import { GeoComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
// The clusters and points.
import '../shared/echarts/parts/scatterSeries';
import { GeoChartView, type GeoToPixel } from '../shared/maps/GeoChartView';
import { loadWorldAtlas } from '../shared/maps/mapAtlasLoaders';
import { MapChartFrame } from '../shared/maps/MapChartFrame';
import { zoomOfDegreeWidth } from '../shared/maps/webMercator';
import type { MapboxChartProps } from './transformProps';

registerEChartsParts([GeoComponent]);

export default function MapboxChart(props: MapboxChartProps) {
  const { seriesAt } = props;
  const handleZoom = useCallback(
    (toPixel: GeoToPixel) => {
      // The width of one degree of longitude on screen gives the zoom the user reached.
      const [west] = toPixel([0, 0]) ?? [];
      const [east] = toPixel([1, 0]) ?? [];
      if (west === undefined || east === undefined || east <= west) return null;
      return { series: seriesAt(zoomOfDegreeWidth(east - west)) };
    },
    [seriesAt],
  );
  return (
    <MapChartFrame load={loadWorldAtlas} width={props.width} height={props.height}>
      {(view) => (
        <GeoChartView {...view} option={props.option} onZoom={handleZoom} testId="echarts-mapbox" />
      )}
    </MapChartFrame>
  );
}
