/**
 * The country maps that are more than one country's subdivisions in Mercator: Turkey's
 * statistical regions merged from provinces, France with its overseas departments as insets,
 * Antarctica around the South Pole, and the US Minor Outlying Islands each in a box of its own;
 * keyed by the codes of Superset's files of the same keys.
 */
import { describe, expect, it } from 'vitest';
import { countryMapByKey } from '../../country_map/countryMaps';
import { regionCodeOf } from './countryGeometryBuild';
import { southPolarStereographic } from './countryPlacement';
import { countryAtlasLoader } from './mapAtlasLoaders';
import { TURKEY_STATISTICAL_REGIONS } from './turkeyStatisticalRegions';

async function atlasOf(key: string) {
  return countryAtlasLoader(key)();
}

describe('Turkey by statistical region', () => {
  it('groups each of the 81 provinces into one of the 12 NUTS-1 regions', () => {
    const provinces = TURKEY_STATISTICAL_REGIONS.flatMap((region) => region.provinces);
    expect(TURKEY_STATISTICAL_REGIONS).toHaveLength(12);
    expect(new Set(provinces).size).toBe(81);
    expect([...provinces].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 81 }, (_, index) => index + 1),
    );
  });

  it('keys a province by its region code', () => {
    expect(regionCodeOf({ iso_3166_2: 'TR-34', name: 'Istanbul' }, 'nuts1')).toBe('TR1');
    expect(regionCodeOf({ iso_3166_2: 'TR-06', name: 'Ankara' }, 'nuts1')).toBe('TR5');
    expect(regionCodeOf({ iso_3166_2: 'TR-21', name: 'Diyarbakir' }, 'nuts1')).toBe('TRC');
    expect(() => regionCodeOf({ iso_3166_2: 'TR-99', name: 'Nowhere' }, 'nuts1')).toThrow(
      /Nowhere/,
    );
  });

  it('draws the 12 regions, named, under the codes of Superset’s turkey_regions', async () => {
    expect(countryMapByKey('turkey_regions')?.label).toBe('Turkey (regions)');
    const atlas = await atlasOf('turkey_regions');
    expect([...atlas.keys].sort()).toEqual(
      ['TR1', 'TR2', 'TR3', 'TR4', 'TR5', 'TR6', 'TR7', 'TR8', 'TR9', 'TRA', 'TRB', 'TRC'].sort(),
    );
    expect(atlas.label('TR1')).toBe('İstanbul');
    expect(atlas.label('TRC')).toBe('Güneydoğu Anadolu');
    // İstanbul straddles the Bosporus: its European and Asian sides, merged into one region.
    const istanbul = atlas.boundingBox('TR1');
    expect(istanbul?.minX).toBeLessThan(29);
    expect(istanbul?.maxX).toBeGreaterThan(29.1);
    // Southeastern Anatolia lies east of the Mediterranean region, on the Syrian border.
    expect(atlas.labelPoint('TRC')![0]).toBeGreaterThan(atlas.labelPoint('TR6')![0]);
  });
});

describe('France with its overseas departments', () => {
  const OVERSEAS = ['FR-GP', 'FR-MQ', 'FR-GF', 'FR-YT', 'FR-RE'];

  it('draws the departments of the France map and the five overseas ones', async () => {
    expect(countryMapByKey('france_overseas')?.label).toBe('France (overseas)');
    const keys = [...(await atlasOf('france_overseas')).keys];
    const mainland = [...(await atlasOf('france')).keys];
    expect(keys.sort()).toEqual([...mainland, ...OVERSEAS].sort());
    expect(keys).toHaveLength(101);
  });

  it('stacks the overseas departments west of the mainland, north first, apart', async () => {
    const atlas = await atlasOf('france_overseas');
    const brittany = atlas.boundingBox('FR-29')!;
    const corsica = atlas.boundingBox('FR-2A')!;
    const flanders = atlas.boundingBox('FR-59')!;
    const boxes = OVERSEAS.map((key) => atlas.boundingBox(key)!);
    boxes.forEach((box, index) => {
      expect(box.maxX, OVERSEAS[index]).toBeLessThan(brittany.minX);
      expect(box.minY, OVERSEAS[index]).toBeGreaterThanOrEqual(corsica.minY - 0.01);
      expect(box.maxY, OVERSEAS[index]).toBeLessThanOrEqual(flanders.maxY + 0.01);
      // Each inset is legible: about as tall as a fifth of the mainland.
      expect(box.maxY - box.minY, OVERSEAS[index]).toBeGreaterThan(1.5);
      const below = boxes[index + 1];
      if (below) expect(below.maxY).toBeLessThan(box.minY);
    });
    expect(atlas.label('FR-GF')).toBe('Guyane française');
  });
});

describe('Antarctica around the South Pole', () => {
  it('draws the continent and its islands under the codes of Superset’s antarctica', async () => {
    const atlas = await atlasOf('antarctica');
    expect([...atlas.keys].sort()).toEqual(['AQ-X01', 'AQ-X02']);
    expect(atlas.label('AQ-X01')).toBe('Antarctica');
  });

  it('centres the continent on the pole, round rather than stretched', async () => {
    const atlas = await atlasOf('antarctica');
    const box = atlas.boundingBox('AQ-X01')!;
    expect(box.minX).toBeLessThan(0);
    expect(box.maxX).toBeGreaterThan(0);
    expect(box.minY).toBeLessThan(0);
    expect(box.maxY).toBeGreaterThan(0);
    const aspect = (box.maxX - box.minX) / (box.maxY - box.minY);
    expect(aspect).toBeGreaterThan(0.8);
    expect(aspect).toBeLessThan(1.25);
  });

  it('draws no line across the continent to the pole', async () => {
    const atlas = await atlasOf('antarctica');
    const points = atlas.features.flatMap(({ geometry }) =>
      geometry.type === 'MultiPolygon' ? geometry.coordinates.flat(2) : [],
    );
    // The coast nearest the pole (where glaciers meet the Ross Sea's ice) is north of 86° S.
    const [x86 = 0, y86 = 0] = southPolarStereographic([0, -86]);
    const nearest = Math.min(...points.map(([x = 0, y = 0]) => Math.hypot(x, y)));
    expect(nearest).toBeGreaterThan(Math.hypot(x86, y86));
  });
});

describe('the US Minor Outlying Islands, each in a box of its own', () => {
  // West to east from Wake Atoll, across the antimeridian, to Navassa in the Caribbean.
  const WEST_TO_EAST = ['UM-79', 'UM-71', 'UM-84', 'UM-81', 'UM-67', 'UM-95', 'UM-86', 'UM-76'];

  it('draws the eight islands under the codes of Superset’s file', async () => {
    const atlas = await atlasOf('united_states_minor_outlying_islands');
    expect([...atlas.keys].sort()).toEqual([...WEST_TO_EAST].sort());
    expect(atlas.label('UM-79')).toBe('Wake Atoll');
    expect(atlas.label('UM-76')).toBe('Navassa Island');
  });

  it('lays the islands out west to east in two rows of four, apart', async () => {
    const atlas = await atlasOf('united_states_minor_outlying_islands');
    const centres = WEST_TO_EAST.map((key) => {
      const box = atlas.boundingBox(key)!;
      return [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2] as const;
    });
    centres.forEach(([x, y], index) => {
      expect(Math.floor(x), WEST_TO_EAST[index]).toBe(index % 4);
      expect(Math.floor(-y), WEST_TO_EAST[index]).toBe(Math.floor(index / 4));
    });
  });

  it('draws them all at one scale, so a small island looks small', async () => {
    const atlas = await atlasOf('united_states_minor_outlying_islands');
    const width = (key: string) => atlas.boundingBox(key)!.maxX - atlas.boundingBox(key)!.minX;
    // Midway's atoll, the widest, fills its box; Howland Island is a fifth of its width or less.
    expect(width('UM-71')).toBeCloseTo(0.8, 2);
    expect(width('UM-84')).toBeLessThan(width('UM-71') / 5);
  });
});
