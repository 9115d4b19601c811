/**
 * Writing topologies, for the build script that makes the shipped map files
 * (`apps/web/scripts/build-map-geometry.mjs`): the shapes of one object with only the arcs they
 * use, then quantized to an integer grid and delta-encoded by topojson-client's `quantize`.
 */
import { quantize } from 'topojson-client';
import type { Objects } from 'topojson-specification';
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
  /** Grid points across the data's extent on each axis. */
  quantization: number;
}

export function encodeTopology({
  objectName,
  geometries,
  arcs,
  quantization,
}: EncodeTopologyOptions): Topology {
  const used = [...new Set(geometries.flatMap(arcIndexesOf))];
  const newIndex = new Map(used.map((arc, position) => [arc, position]));
  const pruned: Topology = {
    type: 'Topology',
    objects: {
      [objectName]: {
        type: 'GeometryCollection',
        geometries: geometries.map((geometry) =>
          remapArcs(geometry, (arc) => newIndex.get(arc) ?? arc),
        ),
      },
    },
    arcs: used.map((arc) => [...(arcs[arc] ?? [])]),
  };
  // The grid spans the used arcs only, so the box is theirs too. `quantize` copies the objects as
  // they are, though its type declaration admits only objects without properties.
  return quantize(pruned as Topology<Objects>, quantization) as Topology;
}
