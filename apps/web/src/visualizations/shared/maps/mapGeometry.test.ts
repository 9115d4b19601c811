/**
 * The shipped map files: current with their sources (vega-datasets, rebuilt here exactly as the
 * build script does), every shape named in the tables, and shapes where they should be.
 */
import { describe, expect, it } from 'vitest';
import { US_STATES } from './geometry/usStates';
import usStatesFile from './geometry/us-states.topo.json';
import worldFile from './geometry/world-countries.topo.json';
import { WORLD_COUNTRIES, countryByKey, countryLookup } from './geometry/worldCountries';
import { createAtlas } from './mapAtlas';
import { UNCODED_AREAS, buildUsStatesTopology, buildWorldTopology } from './mapGeometryBuild';
import { asTopology, type Topology } from './topojson';
import { flattenGeometries } from './topologyBuild';

/** A vega-datasets file, read at run time (a computed path keeps it out of type checking). */
async function source(name: string): Promise<Topology> {
  const path = ['..', '..', '..', '..', '..', '..', 'node_modules', 'vega-datasets', 'data', name];
  const module = (await import(/* @vite-ignore */ path.join('/'))) as { default: unknown };
  return asTopology(module.default);
}

const world = asTopology(worldFile);
const usStates = asTopology(usStatesFile);
const worldKeys = flattenGeometries(world.objects.countries ?? { type: null }).map((g) =>
  String(g.id),
);

describe('shipped map geometry', () => {
  it('matches what the build script makes from vega-datasets', async () => {
    // Compared through JSON, as the files are written.
    const roundTrip = (topology: Topology) => JSON.parse(JSON.stringify(topology)) as unknown;
    expect(roundTrip(buildWorldTopology(await source('world-110m.json')))).toEqual(worldFile);
    expect(roundTrip(buildUsStatesTopology(await source('us-10m.json')))).toEqual(usStatesFile);
  });

  it('has a country table entry for every world shape, and a shape for every entry', async () => {
    const raw = await source('world-110m.json');
    const rawIds = flattenGeometries(raw.objects.countries ?? { type: null }).map((g) =>
      Number(g.id),
    );
    // Every coded id of the source is in the table under its three-digit key...
    for (const id of rawIds.filter((code) => code >= 0)) {
      expect(countryByKey(String(id).padStart(3, '0')), `id ${id}`).toBeDefined();
    }
    // ...and the -99 shapes are the three known uncoded areas, each found once.
    expect(rawIds.filter((code) => code === -99)).toHaveLength(UNCODED_AREAS.length);
    expect(worldKeys.filter((key) => !/^\d{3}$/.test(key)).sort()).toEqual(
      UNCODED_AREAS.map((area) => area.key).sort(),
    );
    expect(new Set(worldKeys).size).toBe(worldKeys.length);
    expect([...worldKeys].sort()).toEqual(WORLD_COUNTRIES.map((country) => country.key).sort());
  });

  it('keys every US shape by an ISO 3166-2 code of the state table', () => {
    const keys = flattenGeometries(usStates.objects.states ?? { type: null }).map((g) =>
      String(g.id),
    );
    expect([...keys].sort()).toEqual(US_STATES.map((state) => state.iso).sort());
  });

  it('spans the whole globe in longitude (the scatter map relies on it)', () => {
    expect(world.bbox?.[0]).toBe(-180);
    expect(world.bbox?.[2]).toBeCloseTo(180, 9);
  });

  it('puts label points on each country, inside its own box', () => {
    const atlas = createAtlas('test-world', world, 'countries');
    // Metropolitan France, not the average of its overseas parts.
    const [franceX, franceY] = atlas.labelPoint('250') ?? [0, 0];
    expect(franceX).toBeGreaterThan(-5);
    expect(franceX).toBeLessThan(8);
    expect(franceY).toBeGreaterThan(43);
    expect(franceY).toBeLessThan(50);
    const [usX, usY] = atlas.labelPoint('840') ?? [0, 0];
    expect(usX).toBeGreaterThan(-110);
    expect(usX).toBeLessThan(-90);
    expect(usY).toBeGreaterThan(33);
    expect(usY).toBeLessThan(45);
    expect(atlas.boundingBox('380')).toMatchObject({
      minX: expect.closeTo(6.6, 0) as number,
      maxY: expect.closeTo(47.1, 0) as number,
    });
  });

  it('draws Alaska and Hawaii as insets below the lower 48', () => {
    const atlas = createAtlas('test-usa', usStates, 'states');
    const texas = atlas.boundingBox('US-TX');
    const alaska = atlas.boundingBox('US-AK');
    const hawaii = atlas.boundingBox('US-HI');
    if (!texas || !alaska || !hawaii) throw new Error('missing states');
    const mainland = [...atlas.keys]
      .filter((key) => !['US-AK', 'US-HI', 'US-PR', 'US-VI'].includes(key))
      .map((key) => atlas.boundingBox(key)?.minX ?? 0);
    // Insets sit in the band of the southernmost state, west of Texas' tip.
    expect(alaska.minY).toBeCloseTo(texas.minY, 3);
    expect(hawaii.minY).toBeCloseTo(texas.minY, 3);
    expect(alaska.maxX).toBeLessThan(hawaii.minX);
    // Alaska's inset starts at the west edge of the lower 48.
    expect(alaska.minX).toBeCloseTo(Math.min(...mainland), 3);
  });
});

describe('country lookup', () => {
  it('finds countries by each code standard, ignoring case and spaces', () => {
    expect(countryLookup('cca2')('us')?.key).toBe('840');
    expect(countryLookup('cca3')(' DEU ')?.name).toBe('Germany');
    expect(countryLookup('cioc')('GER')?.cca2).toBe('DE');
    expect(countryLookup('name')('united states of america')?.cca3).toBe('USA');
    expect(countryLookup('name')('Czech Republic')?.key).toBe('203');
    expect(countryLookup('cca2')('XK')?.key).toBe('kosovo');
    expect(countryLookup('cca2')('ZZ')).toBeUndefined();
    // Countries without an Olympic code are not matched by an empty value.
    expect(countryLookup('cioc')('')).toBeUndefined();
  });

  it('has unique codes per standard', () => {
    for (const field of ['cca2', 'cca3', 'cioc'] as const) {
      const codes = WORLD_COUNTRIES.map((country) => country[field]).filter((code) => code !== '');
      expect(new Set(codes).size, field).toBe(codes.length);
    }
  });
});
