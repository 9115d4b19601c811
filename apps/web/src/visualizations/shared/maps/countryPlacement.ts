/**
 * Where the country map build puts each subdivision on the map's plane (x east, y north, in
 * degree-sized units), by the country's layout (see countryMaps.ts):
 * - default: Web Mercator (Superset draws its country maps in Mercator), a country crossing the
 *   antimeridian (Russia, Fiji) kept in one piece east of it;
 * - `overseas-insets`: the mainland in Mercator, and each overseas part in a box of its own in a
 *   column west of the mainland, north first, each scaled to fill its box (as on French maps;
 *   at the mainland's scale the islands would be specks an ocean away);
 * - `island-grid`: every part in a box of its own, west to east in rows, all at one scale (the
 *   largest fills its box), each in its own plane at true scale (islands thousands of kilometres
 *   apart, each smaller than a pixel on one map of them all);
 * - `south-polar`: a stereographic projection centred on the South Pole, the prime meridian up
 *   (Mercator cannot draw a polar continent: it stretches the pole to infinity).
 * Boxed parts keep their shape; overseas insets do not keep their relative size (each fills its
 * box: French Guiana is over 200 times the size of Mayotte).
 */
import { geoStereographic } from 'd3-geo';
import type { Geometry, Position } from 'geojson';
import type { CountryMapEntry } from '../../country_map/countryMaps';
import { boundingBoxOfGeometry, type BoundingBox } from './planarGeometry';

export type CountryLayout = NonNullable<CountryMapEntry['layout']>;

/** A subdivision to place: its shape (longitude/latitude) and whether it is drawn as an inset. */
export interface PlacedShape {
  geometry: Geometry;
  inset: boolean;
}

const MAX_LATITUDE = 85;
const DEGREES = 180 / Math.PI;
/** An inset fills this share of its box; the rest keeps neighbouring insets apart. */
const INSET_FILL = 0.8;
const GRID_COLUMNS = 4;

/** Web Mercator's y, in degrees: the latitude at which a plate carrée map would draw it. */
export function mercatorY(latitude: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return (Math.log(Math.tan(Math.PI / 4 + phi / 2)) * 180) / Math.PI;
}

export function mapPositions(geometry: Geometry, map: (point: Position) => Position): Geometry {
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(map)) };
    case 'MultiPolygon':
      return {
        ...geometry,
        coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(map))),
      };
    case 'Point':
    case 'MultiPoint':
    case 'LineString':
    case 'MultiLineString':
    case 'GeometryCollection':
      throw new Error(`Unexpected admin-1 geometry ${geometry.type}`);
  }
}

function positionsOf(geometry: Geometry): Position[] {
  if (geometry.type === 'Polygon') return geometry.coordinates.flat();
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat(2);
  return [];
}

/** Mercator; shapes on both sides of the antimeridian are drawn east of it, in one piece. */
function mercator(geometries: readonly Geometry[]): (point: Position) => Position {
  const wraps = crossesAntimeridian(geometries);
  return ([longitude = 0, latitude = 0]) => [
    wraps && longitude < 0 ? longitude + 360 : longitude,
    mercatorY(latitude),
  ];
}

function crossesAntimeridian(geometries: readonly Geometry[]): boolean {
  const longitudes = geometries.flatMap((geometry) =>
    positionsOf(geometry).map((point) => point[0] ?? 0),
  );
  return longitudes.some((x) => x < -170) && longitudes.some((x) => x > 170);
}

/**
 * A small shape in a plane of its own at true scale: an equirectangular projection centred on
 * its latitude (longitudes shrunk by that latitude's cosine), so shapes far apart compare in size.
 */
function localPlane(geometry: Geometry): Geometry {
  const wraps = crossesAntimeridian([geometry]);
  const shrink = Math.cos(meanOf(geometry, 1) / DEGREES);
  return mapPositions(geometry, ([longitude = 0, latitude = 0]) => [
    (wraps && longitude < 0 ? longitude + 360 : longitude) * shrink,
    latitude,
  ]);
}

const southPole = geoStereographic().rotate([0, 90]).scale(DEGREES).translate([0, 0]).precision(0);

/** South polar stereographic, y north (d3-geo draws y south, for screens). */
export function southPolarStereographic(point: Position): Position {
  const [x, y] = southPole([point[0] ?? 0, point[1] ?? 0]) ?? [Number.NaN, Number.NaN];
  return [x, -y];
}

const CUT = 1e-9;

/**
 * The ring without the cut a flat map makes in a polar shape: the source closes Antarctica's
 * coast along the antimeridian down to the pole, across it and back up, lines that would be drawn
 * across the continent around the pole. Without them the coast closes on itself.
 */
export function withoutPolarCut(ring: readonly Position[]): Position[] {
  const kept = ring.filter(
    ([longitude = 0, latitude = 0]) => Math.abs(longitude) < 180 - CUT && latitude > -90 + CUT,
  );
  const first = kept[0];
  const last = kept[kept.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) kept.push(first);
  return kept;
}

function withoutPolarCuts(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') {
    return { ...geometry, coordinates: geometry.coordinates.map(withoutPolarCut) };
  }
  if (geometry.type === 'MultiPolygon') {
    return {
      ...geometry,
      coordinates: geometry.coordinates.map((polygon) => polygon.map(withoutPolarCut)),
    };
  }
  return geometry;
}

/** The scale at which a box just fits inside another. */
function fittingScale(from: BoundingBox, to: BoundingBox): number {
  return Math.min(
    (to.maxX - to.minX) / (from.maxX - from.minX),
    (to.maxY - to.minY) / (from.maxY - from.minY),
  );
}

/**
 * The affine map that scales `from` uniformly (by `scale`, or to just fit) and centres it inside
 * `to`.
 */
export function fitInto(
  from: BoundingBox,
  to: BoundingBox,
  scale = fittingScale(from, to),
): (point: Position) => Position {
  const width = from.maxX - from.minX;
  const height = from.maxY - from.minY;
  const offsetX = (to.minX + to.maxX - width * scale) / 2;
  const offsetY = (to.minY + to.maxY - height * scale) / 2;
  return ([x = 0, y = 0]) => [offsetX + (x - from.minX) * scale, offsetY + (y - from.minY) * scale];
}

/** The part of a box an inset fills, centred in it. */
function shrunk(box: BoundingBox, share: number): BoundingBox {
  const padX = ((box.maxX - box.minX) * (1 - share)) / 2;
  const padY = ((box.maxY - box.minY) * (1 - share)) / 2;
  return {
    minX: box.minX + padX,
    minY: box.minY + padY,
    maxX: box.maxX - padX,
    maxY: box.maxY - padY,
  };
}

/** `count` square boxes stacked top to bottom in a column just west of `main`, as tall as it. */
export function columnWestOf(main: BoundingBox, count: number): BoundingBox[] {
  const side = (main.maxY - main.minY) / count;
  const maxX = main.minX - side * 0.25;
  return Array.from({ length: count }, (_, index) => ({
    minX: maxX - side,
    maxX,
    maxY: main.maxY - index * side,
    minY: main.maxY - (index + 1) * side,
  }));
}

/** `count` unit boxes in rows of `columns`, left to right and top to bottom. */
export function gridBoxes(count: number, columns: number): BoundingBox[] {
  return Array.from({ length: count }, (_, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    // 0 - row rather than -row: the first row's top is 0, not negative zero.
    return { minX: column, maxX: column + 1, maxY: 0 - row, minY: -row - 1 };
  });
}

function boxOf(geometry: Geometry): BoundingBox {
  const box = boundingBoxOfGeometry(geometry);
  if (!box) throw new Error('A subdivision without points');
  return box;
}

/**
 * Each shape of `order` centred in the next box, each scaled to fill its box or (`oneScale`) all
 * at the scale at which the largest fills its own.
 */
function boxed(
  geometries: Geometry[],
  order: number[],
  boxes: BoundingBox[],
  oneScale: boolean,
): Geometry[] {
  const placed = [...geometries];
  const fits = order.map((index, position) => ({
    index,
    from: boxOf(geometries[index]!),
    to: shrunk(boxes[position]!, INSET_FILL),
  }));
  const common = Math.min(...fits.map(({ from, to }) => fittingScale(from, to)));
  for (const { index, from, to } of fits) {
    const fit = oneScale ? fitInto(from, to, common) : fitInto(from, to);
    placed[index] = mapPositions(geometries[index]!, fit);
  }
  return placed;
}

/** The mean of a shape's positions along one axis (where the shape roughly is). */
function meanOf(geometry: Geometry, axis: 0 | 1, wrap = false): number {
  const values = positionsOf(geometry).map((point) => {
    const value = point[axis] ?? 0;
    return wrap && value < 0 ? value + 360 : value;
  });
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/** The shapes placed on the map's plane, in the order given. */
export function placeShapes(
  layout: CountryLayout | undefined,
  shapes: readonly PlacedShape[],
): Geometry[] {
  const geometries = shapes.map(({ geometry }) => geometry);
  switch (layout) {
    case undefined: {
      const project = mercator(geometries);
      return geometries.map((geometry) => mapPositions(geometry, project));
    }
    case 'south-polar':
      return geometries.map((geometry) =>
        mapPositions(withoutPolarCuts(geometry), southPolarStereographic),
      );
    case 'island-grid': {
      const inPlane = geometries.map(localPlane);
      // West to east, longitudes counted east from Greenwich (0–360°).
      const order = geometries
        .map((geometry, index) => ({ index, x: meanOf(geometry, 0, true) }))
        .sort((a, b) => a.x - b.x)
        .map(({ index }) => index);
      return boxed(inPlane, order, gridBoxes(order.length, GRID_COLUMNS), true);
    }
    case 'overseas-insets': {
      const mainland = geometries.filter((_, index) => !shapes[index]!.inset);
      const project = mercator(mainland);
      const inPlane = geometries.map((geometry) => mapPositions(geometry, project));
      const mainBox = boundingBoxOfGeometry({
        type: 'GeometryCollection',
        geometries: inPlane.filter((_, index) => !shapes[index]!.inset),
      });
      if (!mainBox) throw new Error('Overseas insets need a mainland');
      // North first: the insets' order follows their latitudes.
      const order = geometries
        .map((geometry, index) => ({ index, y: meanOf(geometry, 1) }))
        .filter(({ index }) => shapes[index]!.inset)
        .sort((a, b) => b.y - a.y)
        .map(({ index }) => index);
      return boxed(inPlane, order, columnWestOf(mainBox, order.length), false);
    }
  }
}
