/**
 * The plain world base map the point maps (deck_scatter, mapbox) draw on instead of map tiles:
 * the shipped world shapes in Web Mercator, opened at a viewport as Mapbox and deck.gl describe
 * it, pannable and zoomable within `zoomLimits`, and silent (points carry the interaction).
 */
import type { GeoComponentOption } from './mapEChartsOption';
import { WORLD_MAP_NAME } from './mapNames';
import {
  MAX_LATITUDE,
  WORLD_SIZE,
  mercatorProject,
  mercatorUnproject,
  type MapView,
} from './webMercator';

export function worldBaseMapGeo(
  view: MapView,
  zoomLimits: { min: number; max: number },
): GeoComponentOption {
  return {
    map: WORLD_MAP_NAME,
    projection: { project: mercatorProject, unproject: mercatorUnproject },
    // The square Web Mercator world is WORLD_SIZE px wide at ECharts zoom 1 (map zoom 0), so a
    // viewport's zoom z is ECharts zoom 2^z around the viewport's centre.
    boundingCoords: [
      [-180, MAX_LATITUDE],
      [180, -MAX_LATITUDE],
    ],
    layoutCenter: ['50%', '50%'],
    layoutSize: WORLD_SIZE,
    center: mercatorProject([view.longitude, view.latitude]),
    zoom: 2 ** view.zoom,
    scaleLimit: { min: 2 ** zoomLimits.min, max: 2 ** zoomLimits.max },
    roam: true,
    silent: true,
    selectedMode: false,
    itemStyle: { areaColor: '#E4E7EB', borderColor: '#FFFFFF', borderWidth: 0.6 },
    emphasis: { disabled: true },
    tooltip: { show: false },
  };
}
