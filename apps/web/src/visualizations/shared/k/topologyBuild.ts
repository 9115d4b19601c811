/**
 * Writing topologies, for the build script that makes the shipped map files
 * (`apps/web/scripts/build-map-geometry.mjs`): the shapes of one object with only the arcs they
 * use, quantized to an integer grid and delta-encoded (the compact form `topojson.ts` reads).
 */
import { boundingBoxOf } from './planarGeometry';
import type { Position, TopoGeometry, Topology } from './topojson';

/** The members of a geometry collection (nested ones flattened), or the geometry itself. */
export function flattenGeometries(object: TopoGeometry): TopoGeometry[] {
  return object.type === 'GeometryCollection'
    ? object.geometries.flatMap(flattenGeometries)
    : [object];
}

function mapIndex(index: number, map: (arc: number) => number): number {
  return index < 0 ? ~map(~index) : map(index);
}

/** The geometry with each arc reference rewritten (reversed references stay reversed). */
export function remapArcs(geometry: TopoGeometry, map: (arc: number) => number): TopoGeometry {
  const one = (index: number) => mapIndex(index, map);
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, arcs: geometry.arcs.map((ring) => ring.map(one)) };
    case 'MultiPolygon':
      return {
        ...geometry,
        arcs: geometry.arcs.map((polygon) => polygon.map((ring) => ring.map(one))),
      };
    case 'LineString':
      return { ...geometry, arcs: geometry.arcs.map(one) };
    case 'MultiLineString':
      return { ...geometry, arcs: geometry.arcs.map((line) => line.map(one)) };
    case 'GeometryCollection':
      return { ...geometry, geometries: geometry.geometries.map((g) => remapArcs(g, map)) };
    case 'Point':
    case 'MultiPoint':
    case null:
      return geometry;
  }
}

/** The arcs a geometry uses, by their forward index, in order of first use. */
export function arcIndexesOf(geometry: TopoGeometry): number[] {
  const used: number[] = [];
  remapArcs(geometry, (arc) => {
    used.push(arc);
    return arc;
  });
  return [...new Set(used)];
}

export interface EncodeTopologyOptions {
  objectName: string;
  geometries: TopoGeometry[];
  /** Absolute positions of every arc the geometries refer to. */
  arcs: readonly Position[][];
  /** Grid steps across the data's extent on each axis. */
  quantization: number;
}

/** Quantized, delta-encoded arc points; repeated grid points dropped, at least two kept. */
function encodeArc(
  arc: readonly Position[],
  toGrid: (point: Position) => [number, number],
): number[][] {
  const encoded: number[][] = [];
  let previous: [number, number] | null = null;
  for (const point of arc) {
    const grid = toGrid(point);
    if (previous && grid[0] === previous[0] && grid[1] === previous[1]) continue;
    encoded.push(previous ? [grid[0] - previous[0], grid[1] - previous[1]] : grid);
    previous = grid;
  }
  if (encoded.length === 1) encoded.push([0, 0]);
  return encoded;
}

export function encodeTopology({
  objectName,
  geometries,
  arcs,
  quantization,
}: EncodeTopologyOptions): Topology {
  const used = [...new Set(geometries.flatMap(arcIndexesOf))];
  const newIndex = new Map(used.map((arc, position) => [arc, position]));
  const usedArcs = used.map((arc) => arcs[arc] ?? []);
  const box = boundingBoxOf(usedArcs.flat()) ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const steps = Math.max(1, quantization - 1);
  const scaleX = box.maxX - box.minX > 0 ? (box.maxX - box.minX) / steps : 1;
  const scaleY = box.maxY - box.minY > 0 ? (box.maxY - box.minY) / steps : 1;
  const toGrid = ([x, y]: Position): [number, number] => [
    Math.round((x - box.minX) / scaleX),
    Math.round((y - box.minY) / scaleY),
  ];
  return {
    type: 'Topology',
    bbox: [box.minX, box.minY, box.maxX, box.maxY],
    transform: { scale: [scaleX, scaleY], translate: [box.minX, box.minY] },
    objects: {
      [objectName]: {
        type: 'GeometryCollection',
        geometries: geometries.map((geometry) =>
          remapArcs(geometry, (arc) => newIndex.get(arc) ?? arc),
        ),
      },
    },
    arcs: usedArcs.map((arc) => encodeArc(arc, toGrid)),
  };
}
