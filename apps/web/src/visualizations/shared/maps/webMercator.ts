/**
 * The Web Mercator projection of deck.gl maps, so a saved viewport (longitude, latitude, zoom:
 * the `viewport` control) shows the same place at the same scale: at zoom z the world is
 * 512 · 2^z pixels wide, x grows east and y grows south. Also the pixel size of a metre at a
 * latitude (point radii in metres) and the viewport that fits a set of points (auto zoom).
 */
import { boundingBoxOf } from './planarGeometry';
import type { Position } from './topojson';

/** The world's width in pixels at zoom 0. */
export const WORLD_SIZE = 512;
/** The latitude where the square Web Mercator world ends. */
export const MAX_LATITUDE = 85.0511287798066;
/** The equator's length in metres (WGS 84 semi-major axis · 2π). */
export const EARTH_CIRCUMFERENCE = 40_075_016.686;

const RADIANS = Math.PI / 180;

/** [longitude, latitude] → world pixels at zoom 0 (latitudes clamped to the square world). */
export function mercatorProject([longitude, latitude]: Position): Position {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const x = ((longitude + 180) / 360) * WORLD_SIZE;
  const y =
    ((1 - Math.log(Math.tan(Math.PI / 4 + (clamped * RADIANS) / 2)) / Math.PI) / 2) * WORLD_SIZE;
  return [x, y];
}

/** World pixels at zoom 0 → [longitude, latitude]. */
export function mercatorUnproject([x, y]: Position): Position {
  const longitude = (x / WORLD_SIZE) * 360 - 180;
  const latitude =
    (2 * Math.atan(Math.exp(Math.PI * (1 - (2 * y) / WORLD_SIZE))) - Math.PI / 2) / RADIANS;
  return [longitude, latitude];
}

/** How many metres one screen pixel covers at a latitude and zoom. */
export function metersPerPixel(latitude: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE * Math.cos(latitude * RADIANS)) / (WORLD_SIZE * 2 ** zoom);
}

export interface MapView {
  longitude: number;
  latitude: number;
  zoom: number;
}

/**
 * The view that shows every point with `padding` pixels to spare, no closer than `maxZoom`
 * (one point, or points on top of each other, are shown at `maxZoom`). Null without points.
 */
export function fitView(
  points: readonly Position[],
  width: number,
  height: number,
  { padding = 20, maxZoom = 16 }: { padding?: number; maxZoom?: number } = {},
): MapView | null {
  const box = boundingBoxOf(points.map(mercatorProject));
  if (!box) return null;
  const { minX, maxX, minY, maxY } = box;
  const room = (size: number) => Math.max(1, size - 2 * padding);
  const scaleX = maxX > minX ? room(width) / (maxX - minX) : Infinity;
  const scaleY = maxY > minY ? room(height) / (maxY - minY) : Infinity;
  const zoom = Math.min(maxZoom, Math.log2(Math.min(scaleX, scaleY)));
  const [longitude, latitude] = mercatorUnproject([(minX + maxX) / 2, (minY + maxY) / 2]);
  return { longitude, latitude, zoom };
}

/** The zoom at which one degree of longitude spans `pixels` screen pixels. */
export function zoomOfDegreeWidth(pixels: number): number {
  return Math.log2(pixels / (WORLD_SIZE / 360));
}
