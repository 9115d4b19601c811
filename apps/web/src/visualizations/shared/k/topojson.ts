/**
 * A TopoJSON decoder (the subset map charts ship: polygons, lines and points). A topology keeps
 * each border once, as an "arc" shared by the shapes on both sides; with a `transform` the arcs
 * are quantized to integers and delta-encoded (each point is the offset from the previous one).
 * Decoding turns the arcs back into absolute positions and stitches each shape's rings from them,
 * giving GeoJSON features that ECharts' `registerMap` reads.
 */

export type Position = [number, number];

export interface TopologyTransform {
  scale: [number, number];
  translate: [number, number];
}

interface TopoBase {
  id?: string | number;
  properties?: Record<string, unknown>;
}

export type TopoGeometry = TopoBase &
  (
    | { type: 'Polygon'; arcs: number[][] }
    | { type: 'MultiPolygon'; arcs: number[][][] }
    | { type: 'LineString'; arcs: number[] }
    | { type: 'MultiLineString'; arcs: number[][] }
    | { type: 'Point'; coordinates: number[] }
    | { type: 'MultiPoint'; coordinates: number[][] }
    | { type: 'GeometryCollection'; geometries: TopoGeometry[] }
    | { type: null }
  );

export interface Topology {
  type: 'Topology';
  transform?: TopologyTransform;
  bbox?: number[];
  objects: Record<string, TopoGeometry>;
  arcs: number[][][];
}

export type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Point'; coordinates: Position }
  | { type: 'MultiPoint'; coordinates: Position[] };

export interface Feature {
  type: 'Feature';
  id?: string | number;
  properties: Record<string, unknown>;
  geometry: Geometry | null;
}

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

/** A point of the file in real coordinates (quantized points are scaled and translated). */
function toPosition(point: readonly number[], transform: TopologyTransform | undefined): Position {
  const x = point[0] ?? 0;
  const y = point[1] ?? 0;
  if (!transform) return [x, y];
  return [
    x * transform.scale[0] + transform.translate[0],
    y * transform.scale[1] + transform.translate[1],
  ];
}

/** Every arc as absolute positions (undoing the delta encoding of quantized topologies). */
export function decodeArcs(topology: Topology): Position[][] {
  const { transform } = topology;
  return topology.arcs.map((arc) => {
    if (!transform) return arc.map((point) => toPosition(point, undefined));
    let x = 0;
    let y = 0;
    return arc.map((delta) => {
      x += delta[0] ?? 0;
      y += delta[1] ?? 0;
      return toPosition([x, y], transform);
    });
  });
}

/** Arc index `~i` (a negative number) means arc `i` walked backwards. */
function arcPoints(arcs: Position[][], index: number): Position[] {
  const arc = arcs[index < 0 ? ~index : index] ?? [];
  return index < 0 ? [...arc].reverse() : arc;
}

/** Joins arcs end to start: each next arc begins where the previous one ended. */
function stitch(arcs: Position[][], indexes: readonly number[]): Position[] {
  const line: Position[] = [];
  indexes.forEach((index, position) => {
    const points = arcPoints(arcs, index);
    line.push(...(position === 0 ? points : points.slice(1)));
  });
  return line;
}

/** A ring closes on its first point; one built from a single open arc gets closed here. */
function ring(arcs: Position[][], indexes: readonly number[]): Position[] {
  const points = stitch(arcs, indexes);
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push(first);
  return points;
}

function decodeGeometry(
  geometry: TopoGeometry,
  arcs: Position[][],
  transform: TopologyTransform | undefined,
): Geometry | null {
  switch (geometry.type) {
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.arcs.map((rings) => ring(arcs, rings)) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: geometry.arcs.map((polygon) => polygon.map((rings) => ring(arcs, rings))),
      };
    case 'LineString':
      return { type: 'LineString', coordinates: stitch(arcs, geometry.arcs) };
    case 'MultiLineString':
      return {
        type: 'MultiLineString',
        coordinates: geometry.arcs.map((line) => stitch(arcs, line)),
      };
    case 'Point':
      return { type: 'Point', coordinates: toPosition(geometry.coordinates, transform) };
    case 'MultiPoint':
      return {
        type: 'MultiPoint',
        coordinates: geometry.coordinates.map((point) => toPosition(point, transform)),
      };
    case 'GeometryCollection':
    case null:
      return null;
  }
}

function collectFeatures(
  geometry: TopoGeometry,
  arcs: Position[][],
  transform: TopologyTransform | undefined,
  out: Feature[],
): void {
  if (geometry.type === 'GeometryCollection') {
    for (const child of geometry.geometries) collectFeatures(child, arcs, transform, out);
    return;
  }
  out.push({
    type: 'Feature',
    ...(geometry.id === undefined ? {} : { id: geometry.id }),
    properties: { ...geometry.properties },
    geometry: decodeGeometry(geometry, arcs, transform),
  });
}

/** The features of one named object of the topology (a collection gives one per member). */
export function topologyFeatures(topology: Topology, objectName: string): FeatureCollection {
  const object = topology.objects[objectName];
  if (!object) throw new Error(`The topology has no object "${objectName}"`);
  const features: Feature[] = [];
  collectFeatures(object, decodeArcs(topology), topology.transform, features);
  return { type: 'FeatureCollection', features };
}

/** Reads an imported JSON document as a topology (a loose check: the file is ours). */
export function asTopology(value: unknown): Topology {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (record.type !== 'Topology' || !Array.isArray(record.arcs) || !record.objects) {
    throw new Error('Not a TopoJSON topology');
  }
  return value as Topology;
}
