/**
 * The shipped map files are TopoJSON: each border is kept once, as an "arc" shared by the shapes on
 * both sides, quantized to integers and delta-encoded. topojson-client decodes them into the
 * GeoJSON features ECharts' `registerMap` reads; this module only names the shapes we use and
 * checks that an imported document is a topology.
 */
import type { Feature, FeatureCollection, GeoJsonProperties, Geometry } from 'geojson';
import { feature, transform } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';

/** A shape of a topology object, with the properties the file gives it (if any). */
export type TopoGeometry = GeometryObject<GeoJsonProperties>;

/** A point of a map: [longitude, latitude], or [x, y] on a projected map. */
export type Position = [number, number];

export type { Feature, FeatureCollection, Geometry, Topology };

/** Every arc as absolute positions (undoing the quantization and delta encoding). */
export function decodeArcs(topology: Topology): Position[][] {
  return topology.arcs.map((arc) => {
    // The transformer adds up the deltas along one arc, starting afresh at its first point.
    const toPosition = transform(topology.transform ?? null);
    return arc.map((point, index) => toPosition(point, index > 0) as Position);
  });
}

/** The features of one named object of the topology (a collection gives one per member). */
export function topologyFeatures(topology: Topology, objectName: string): FeatureCollection {
  const object = topology.objects[objectName];
  if (!object) throw new Error(`The topology has no object "${objectName}"`);
  const decoded = feature(topology, object);
  return decoded.type === 'FeatureCollection'
    ? decoded
    : { type: 'FeatureCollection', features: [decoded] };
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
