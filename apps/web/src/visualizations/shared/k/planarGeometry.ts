/**
 * Plane geometry on decoded map shapes: bounding boxes, ring areas and centroids, and whether a
 * point lies inside a polygon. Map charts place a country's bubble at the centroid of its largest
 * polygon (a country's mainland, not the average of its islands) and zoom to a region's box.
 */
import type { Geometry, Position } from './topojson';

export interface BoundingBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Signed area by the shoelace formula: positive when the ring runs counter-clockwise. */
export function signedRingArea(ring: readonly Position[]): number {
  let twiceArea = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x0, y0] = ring[index] as Position;
    const [x1, y1] = ring[index + 1] as Position;
    twiceArea += x0 * y1 - x1 * y0;
  }
  return twiceArea / 2;
}

/** The area centroid of a closed ring; the mean of its points when it has no area. */
export function ringCentroid(ring: readonly Position[]): Position {
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x0, y0] = ring[index] as Position;
    const [x1, y1] = ring[index + 1] as Position;
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (twiceArea === 0) {
    const count = Math.max(1, ring.length);
    const sum = ring.reduce<Position>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
    return [sum[0] / count, sum[1] / count];
  }
  return [cx / (3 * twiceArea), cy / (3 * twiceArea)];
}

/** The polygons (each a list of rings, outer first) of a polygonal geometry. */
export function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** The centroid of the polygon with the largest outer ring, or null for no polygon. */
export function largestPolygonCentroid(geometry: Geometry | null): Position | null {
  let best: Position[] | null = null;
  let bestArea = -1;
  for (const polygon of polygonsOf(geometry)) {
    const outer = polygon[0];
    if (!outer) continue;
    const area = Math.abs(signedRingArea(outer));
    if (area > bestArea) {
      bestArea = area;
      best = outer;
    }
  }
  return best ? ringCentroid(best) : null;
}

export function boundingBoxOf(points: Iterable<Position>): BoundingBox | null {
  let box: BoundingBox | null = null;
  for (const [x, y] of points) {
    if (!box) {
      box = { minX: x, minY: y, maxX: x, maxY: y };
      continue;
    }
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

/** Every point of the polygons of a geometry, for bounding boxes. */
export function* geometryPoints(geometry: Geometry | null): Generator<Position> {
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) yield* ring;
  }
}

/** Even-odd ray casting: inside when a ray to the right crosses the ring an odd number of times. */
function ringContains(ring: readonly Position[], [x, y]: Position): boolean {
  let inside = false;
  for (
    let index = 0, previous = ring.length - 1;
    index < ring.length;
    previous = index, index += 1
  ) {
    const [xi, yi] = ring[index] as Position;
    const [xj, yj] = ring[previous] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when the point is inside one of the polygons (and not in one of its holes). */
export function geometryContains(geometry: Geometry | null, point: Position): boolean {
  return polygonsOf(geometry).some((polygon) => {
    const [outer, ...holes] = polygon;
    return (
      outer !== undefined &&
      ringContains(outer, point) &&
      !holes.some((hole) => ringContains(hole, point))
    );
  });
}
