/**
 * How the shipped map files are made from vega-datasets' TopoJSON (run by
 * `apps/web/scripts/build-map-geometry.mjs`; a test checks the committed files match):
 * - world: the `countries` of world-110m in longitude/latitude, keyed by ISO 3166-1 numeric code
 *   (three digits), the three uncoded Natural Earth areas recognised by a point inside each;
 * - USA: the `states` of us-10m keyed by ISO 3166-2 code, already projected (`usAlbers.ts`).
 * Both keep only the arcs their shapes use (us-10m is mostly counties), on a coarser grid.
 */
import { US_STATES } from './geometry/usStates';
import { geoContains } from 'd3-geo';
import { boundingBoxOf } from './planarGeometry';
import type { BoundingBox } from './planarGeometry';
import { decodeArcs, topologyFeatures } from './topojson';
import type { Position, TopoGeometry, Topology } from './topojson';
import { arcIndexesOf, encodeTopology, flattenGeometries } from './topologyBuild';
import { projectInRegion, usCompositeProjection, usRegionOf, type UsRegion } from './usAlbers';

export const WORLD_OBJECT = 'countries';
export const US_STATES_OBJECT = 'states';

/**
 * Grid steps per axis: 0.036° for the world (finer than the 1:110m source draws), and for the
 * USA about a pixel of a 10,000 px wide map. Coarser grids save little: the points dominate.
 */
const WORLD_QUANTIZATION = 10_000;
const US_QUANTIZATION = 10_000;

/** A point inside each area Natural Earth codes -99, and the key the map gives it. */
export const UNCODED_AREAS: ReadonlyArray<{ key: string; point: Position }> = [
  { key: 'kosovo', point: [21.17, 42.66] },
  { key: 'northern_cyprus', point: [33.9, 35.25] },
  { key: 'somaliland', point: [44.06, 9.56] },
];

function withId(geometry: TopoGeometry, id: string): TopoGeometry {
  const { properties: _unused, ...shape } = geometry;
  return { ...shape, id };
}

export function buildWorldTopology(source: Topology): Topology {
  const object = source.objects[WORLD_OBJECT];
  if (!object) throw new Error(`world-110m has no "${WORLD_OBJECT}" object`);
  const geometries = flattenGeometries(object);
  // Same order as the geometries: one feature per member of the collection.
  const { features } = topologyFeatures(source, WORLD_OBJECT);
  const keyed = geometries.map((geometry, index) => {
    const code = Number(geometry.id);
    if (Number.isInteger(code) && code >= 0) return withId(geometry, String(code).padStart(3, '0'));
    const shape = features[index];
    // Longitude/latitude on the sphere, as the source's rings are wound for d3-geo.
    const area = UNCODED_AREAS.find(({ point }) => shape && geoContains(shape, point));
    if (!area) throw new Error(`Uncoded world-110m shape #${index} is not a known area`);
    return withId(geometry, area.key);
  });
  return encodeTopology({
    objectName: WORLD_OBJECT,
    geometries: keyed,
    arcs: decodeArcs(source),
    quantization: WORLD_QUANTIZATION,
  });
}

const FIPS_TO_STATE = new Map(US_STATES.map((state) => [state.fips, state]));

export function buildUsStatesTopology(source: Topology): Topology {
  const object = source.objects[US_STATES_OBJECT];
  if (!object) throw new Error(`us-10m has no "${US_STATES_OBJECT}" object`);
  const states = flattenGeometries(object).map((geometry) => {
    const state = FIPS_TO_STATE.get(Number(geometry.id));
    if (!state) throw new Error(`us-10m state ${String(geometry.id)} is not in the table`);
    return { geometry, state, region: usRegionOf(state.iso.slice(3)) };
  });

  // Each arc is drawn in the projection of the region whose shapes use it.
  const regionOfArc = new Map<number, UsRegion>();
  for (const { geometry, region } of states) {
    for (const arc of arcIndexesOf(geometry)) {
      const other = regionOfArc.get(arc);
      if (other && other !== region) throw new Error(`Arc ${arc} borders two map regions`);
      regionOfArc.set(arc, region);
    }
  }

  const arcs = decodeArcs(source);
  const regionPoints = (region: UsRegion): Position[] =>
    [...regionOfArc]
      .filter(([, owner]) => owner === region)
      .flatMap(([arc]) => (arcs[arc] ?? []).map((point) => projectInRegion(region, point)));
  const box = (region: UsRegion): BoundingBox => {
    const found = boundingBoxOf(regionPoints(region));
    if (!found) throw new Error(`us-10m has no shapes for ${region}`);
    return found;
  };
  const project = usCompositeProjection({
    lower48: box('lower48'),
    alaska: box('alaska'),
    hawaii: box('hawaii'),
    caribbean: box('caribbean'),
  });
  const projected = arcs.map((arc, index) => {
    const region = regionOfArc.get(index);
    return region ? arc.map((point) => project(region, point)) : arc;
  });

  return encodeTopology({
    objectName: US_STATES_OBJECT,
    geometries: states.map(({ geometry, state }) => withId(geometry, state.iso)),
    arcs: projected,
    quantization: US_QUANTIZATION,
  });
}
