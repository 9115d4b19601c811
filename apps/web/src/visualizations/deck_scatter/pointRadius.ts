/**
 * Point sizes of the deck.gl scatterplot. `point_unit` says what the size value is: an area
 * (square metres, kilometres or miles: the circle of that area) or a radius (metres,
 * kilometres, miles, or screen pixels). Ground sizes shrink and grow with the zoom like the map;
 * `min_radius` and `max_radius` keep every circle between those radii in pixels.
 */
import { metersPerPixel } from '../shared/maps/webMercator';

export const POINT_UNITS = [
  'square_m',
  'square_km',
  'square_miles',
  'radius_m',
  'radius_km',
  'radius_miles',
  'radius_px',
] as const;
export type PointUnit = (typeof POINT_UNITS)[number];

const METERS_PER_MILE = 1609.34;
/** Superset's radius when a size is missing or not positive. */
export const FALLBACK_RADIUS = 10;

/** The radius (metres, or pixels for `radius_px`) of a size value, or null when unusable. */
export function unitToRadius(unit: PointUnit, value: number): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const circleRadius = Math.sqrt(value / Math.PI);
  switch (unit) {
    case 'square_m':
      return circleRadius;
    case 'square_km':
      return circleRadius * 1000;
    case 'square_miles':
      return circleRadius * METERS_PER_MILE;
    case 'radius_m':
      return value;
    case 'radius_km':
      return value * 1000;
    case 'radius_miles':
      return value * METERS_PER_MILE;
    case 'radius_px':
      return value;
  }
}

export interface PointSizing {
  /** Radii are screen pixels (`radius_px`), not metres. */
  inPixels: boolean;
  minRadius: number;
  maxRadius: number;
}

/** A point's diameter in pixels at a zoom (its latitude sets how long a metre is there). */
export function pointDiameter(
  radius: number,
  latitude: number,
  zoom: number,
  sizing: PointSizing,
): number {
  const pixels = sizing.inPixels ? radius : radius / metersPerPixel(latitude, zoom);
  return 2 * Math.min(sizing.maxRadius, Math.max(sizing.minRadius, pixels));
}
