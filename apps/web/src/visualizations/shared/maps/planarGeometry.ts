/**
 * Measures of decoded map shapes taken in the map's own plane (longitude/latitude as drawn on the
 * world map, projected x/y on the USA map): bounding boxes and the label point of a shape. Map
 * charts place a country's bubble at the centroid of its largest polygon (a country's mainland,
 * not the average of its islands) and zoom to a region's box. d3-geo's path without a projection
 * does the planar arithmetic.
 */
import { geoPath } from 'd3-geo';
import type { Geometry, Position } from './topojson';

export interface BoundingBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Planar measures: a path with no projection reads coordinates as plane points. */
const planar = geoPath();

/** The polygons (each a list of rings, outer first) of a polygonal geometry. */
function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (geometry?.type === 'Polygon') return [geometry.coordinates as Position[][]];
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates as Position[][][];
  return [];
}

/** The centroid of the polygon with the largest outer ring, or null for no polygon. */
export function largestPolygonCentroid(geometry: Geometry | null): Position | null {
  let best: Geometry | null = null;
  let bestArea = -1;
  for (const [outer] of polygonsOf(geometry)) {
    if (!outer) continue;
    const shape: Geometry = { type: 'Polygon', coordinates: [outer] };
    const area = planar.area(shape);
    if (area > bestArea) {
      bestArea = area;
      best = shape;
    }
  }
  return best ? (planar.centroid(best) as Position) : null;
}

/** The box around a geometry, or null for an empty one. */
export function boundingBoxOfGeometry(geometry: Geometry | null): BoundingBox | null {
  if (!geometry) return null;
  const [[minX, minY], [maxX, maxY]] = planar.bounds(geometry);
  return Number.isFinite(minX) ? { minX, minY, maxX, maxY } : null;
}

/** The box around a set of points, or null for none. */
export function boundingBoxOf(points: readonly Position[]): BoundingBox | null {
  return boundingBoxOfGeometry({ type: 'MultiPoint', coordinates: [...points] });
}
