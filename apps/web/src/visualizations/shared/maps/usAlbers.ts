/**
 * The projection of the USA map, applied when the geometry is built: the lower 48 states in an
 * Albers equal-area conic projection, with Alaska, Hawaii and the Caribbean territories drawn as
 * insets below it (each in its own conic projection, scaled and moved), as US maps usually are.
 * Coordinates are on the unit sphere, x east and y north.
 */
import { geoConicEqualArea } from 'd3-geo';
import type { BoundingBox } from './planarGeometry';
import type { Position } from './topojson';

export interface ConicParameters {
  /** The two standard parallels, in degrees. */
  parallels: [number, number];
  centralMeridian: number;
  /** The latitude that projects to y = 0. */
  originLatitude: number;
}

/**
 * Albers' equal-area conic projection on the unit sphere, as a [longitude, latitude] function with
 * y north (d3-geo's projections draw y south, for screens). Rotating the central meridian to 0
 * keeps longitudes across the antimeridian (Alaska's western islands) on the near side.
 */
export function conicEqualArea({
  parallels,
  centralMeridian,
  originLatitude,
}: ConicParameters): (point: Position) => Position {
  const projection = geoConicEqualArea()
    .parallels(parallels)
    .rotate([-centralMeridian, 0])
    .center([0, originLatitude])
    .scale(1)
    .translate([0, 0]);
  return (point) => {
    const [x, y] = projection(point) ?? [Number.NaN, Number.NaN];
    return [x, -y];
  };
}

export type UsRegion = 'lower48' | 'alaska' | 'hawaii' | 'caribbean';

const PROJECTIONS: Record<UsRegion, (point: Position) => Position> = {
  lower48: conicEqualArea({ parallels: [29.5, 45.5], centralMeridian: -96, originLatitude: 37.5 }),
  alaska: conicEqualArea({ parallels: [55, 65], centralMeridian: -154, originLatitude: 50 }),
  hawaii: conicEqualArea({ parallels: [8, 18], centralMeridian: -157, originLatitude: 20 }),
  caribbean: conicEqualArea({ parallels: [8, 18], centralMeridian: -66, originLatitude: 18 }),
};

interface InsetLayout {
  scale: number;
  /** Where the inset's lower-left corner goes, as fractions of the lower 48's box. */
  anchor: [number, number];
}

/** Alaska shrunk into the Pacific corner, Hawaii beside it, the territories east of Florida. */
const INSETS: Record<Exclude<UsRegion, 'lower48'>, InsetLayout> = {
  alaska: { scale: 0.35, anchor: [0, 0] },
  hawaii: { scale: 1, anchor: [0.3, 0] },
  caribbean: { scale: 1.5, anchor: [0.86, 0] },
};

export function usRegionOf(postal: string): UsRegion {
  switch (postal) {
    case 'AK':
      return 'alaska';
    case 'HI':
      return 'hawaii';
    case 'PR':
    case 'VI':
      return 'caribbean';
    default:
      return 'lower48';
  }
}

/** The region's own projection, before any inset scaling or moving. */
export function projectInRegion(region: UsRegion, point: Position): Position {
  return PROJECTIONS[region](point);
}

/**
 * The composite projection, given the boxes of the lower 48 and of each inset in their own
 * projections (so insets land beside the mainland whatever the data's extent).
 */
export function usCompositeProjection(
  boxes: Record<UsRegion, BoundingBox>,
): (region: UsRegion, point: Position) => Position {
  const main = boxes.lower48;
  const width = main.maxX - main.minX;
  const height = main.maxY - main.minY;
  return (region, point) => {
    const [x, y] = PROJECTIONS[region](point);
    if (region === 'lower48') return [x, y];
    const { scale, anchor } = INSETS[region];
    const box = boxes[region];
    return [
      main.minX + anchor[0] * width + (x - box.minX) * scale,
      main.minY + anchor[1] * height + (y - box.minY) * scale,
    ];
  };
}
