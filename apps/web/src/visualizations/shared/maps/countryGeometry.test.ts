/**
 * The per-country region maps: one shipped file per `select_country` key, each keyed by the ISO
 * 3166-2 codes Superset's country maps use, loaded on demand; and the build's code rules.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRY_MAPS } from '../../country_map/countryMaps';
import { isRemotePart, regionCodeOf } from './countryGeometryBuild';
import { mercatorY } from './countryPlacement';
import { countryAtlasLoader, countryFileLoader, loadUsStatesAtlas } from './mapAtlasLoaders';
import { countryMapName } from './mapNames';

/**
 * Superset's current country keys (its country map's `countries/` folder, without the files
 * that repeat a key with spaces and the maps not shipped here: see countryMaps.ts).
 */
const SUPERSET_COUNTRY_KEYS = [
  'afghanistan',
  'aland',
  'albania',
  'algeria',
  'american_samoa',
  'andorra',
  'angola',
  'anguilla',
  'antarctica',
  'antigua_and_barbuda',
  'argentina',
  'armenia',
  'aruba',
  'australia',
  'austria',
  'azerbaijan',
  'bahrain',
  'bangladesh',
  'barbados',
  'belarus',
  'belgium',
  'belize',
  'benin',
  'bermuda',
  'bhutan',
  'bolivia',
  'bosnia_and_herzegovina',
  'botswana',
  'brazil',
  'british_indian_ocean_territory',
  'british_virgin_islands',
  'brunei',
  'bulgaria',
  'burkina_faso',
  'burundi',
  'cambodia',
  'cameroon',
  'canada',
  'cape_verde',
  'cayman_islands',
  'central_african_republic',
  'chad',
  'chile',
  'china',
  'colombia',
  'comoros',
  'cook_islands',
  'costa_rica',
  'croatia',
  'cuba',
  'curaçao',
  'cyprus',
  'czech_republic',
  'democratic_republic_of_the_congo',
  'denmark',
  'djibouti',
  'dominica',
  'dominican_republic',
  'ecuador',
  'egypt',
  'el_salvador',
  'equatorial_guinea',
  'eritrea',
  'estonia',
  'ethiopia',
  'ethiopia_regions',
  'falkland_islands',
  'faroe_islands',
  'fiji',
  'finland',
  'france',
  'france_overseas',
  'french_polynesia',
  'gabon',
  'gambia',
  'germany',
  'ghana',
  'gibraltar',
  'greece',
  'greenland',
  'grenada',
  'guam',
  'guatemala',
  'guernsey',
  'guinea',
  'guyana',
  'haiti',
  'honduras',
  'iceland',
  'india',
  'indonesia',
  'iran',
  'israel',
  'italy',
  'japan',
  'jordan',
  'kazakhstan',
  'kenya',
  'korea',
  'kuwait',
  'kyrgyzstan',
  'laos',
  'latvia',
  'lebanon',
  'lesotho',
  'liberia',
  'libya',
  'liechtenstein',
  'lithuania',
  'luxembourg',
  'macedonia',
  'madagascar',
  'malawi',
  'malaysia',
  'maldives',
  'mali',
  'malta',
  'marshall_islands',
  'mauritania',
  'mauritius',
  'mexico',
  'moldova',
  'monaco',
  'mongolia',
  'montenegro',
  'montserrat',
  'morocco',
  'mozambique',
  'myanmar',
  'namibia',
  'nauru',
  'nepal',
  'netherlands',
  'new_caledonia',
  'new_zealand',
  'nicaragua',
  'niger',
  'nigeria',
  'niue',
  'norfolk_island',
  'northern_mariana_islands',
  'norway',
  'oman',
  'pakistan',
  'palau',
  'panama',
  'papua_new_guinea',
  'paraguay',
  'peru',
  'philippines',
  'poland',
  'portugal',
  'puerto_rico',
  'qatar',
  'romania',
  'russia',
  'rwanda',
  'saint_barthelemy',
  'saint_lucia',
  'saint_martin',
  'saint_pierre_and_miquelon',
  'saint_vincent_and_the_grenadines',
  'samoa',
  'san_marino',
  'sao_tome_and_principe',
  'saudi_arabia',
  'senegal',
  'seychelles',
  'sierra_leone',
  'singapore',
  'slovakia',
  'slovenia',
  'solomon_islands',
  'somalia',
  'south_africa',
  'spain',
  'sri_lanka',
  'sudan',
  'suriname',
  'sweden',
  'switzerland',
  'syria',
  'taiwan',
  'tajikistan',
  'tanzania',
  'thailand',
  'the_bahamas',
  'timorleste',
  'togo',
  'tonga',
  'trinidad_and_tobago',
  'tunisia',
  'turkey',
  'turkey_regions',
  'turkmenistan',
  'turks_and_caicos_islands',
  'tuvalu',
  'uganda',
  'uk',
  'ukraine',
  'united_arab_emirates',
  'united_states_minor_outlying_islands',
  'united_states_virgin_islands',
  'uruguay',
  'usa',
  'uzbekistan',
  'vanuatu',
  'vatican',
  'venezuela',
  'vietnam',
  'wallis_and_futuna',
  'yemen',
  'zambia',
  'zimbabwe',
];

async function keysOf(key: string): Promise<string[]> {
  return [...(await countryAtlasLoader(key)()).keys].sort();
}

describe('region codes of the build', () => {
  it('keys subdivisions by their ISO 3166-2 code, upper case', () => {
    expect(regionCodeOf({ iso_3166_2: 'DE-BY', name: 'Bayern' }, undefined)).toBe('DE-BY');
    expect(regionCodeOf({ iso_3166_2: ' fr-75 ' }, undefined)).toBe('FR-75');
  });

  it('keys merged regions by the region code', () => {
    const nord = { iso_3166_2: 'FR-59', region_cod: 'FR-HDF', region: 'Hauts-de-France' };
    expect(regionCodeOf(nord, 'regions')).toBe('FR-HDF');
    expect(regionCodeOf({ iso_3166_2: 'IT-CO', region_cod: 'IT-25' }, 'regions')).toBe('IT-25');
  });

  it('drops the mark Natural Earth gives subdivisions without an ISO code', () => {
    expect(regionCodeOf({ iso_3166_2: 'SY-X01~' }, undefined)).toBe('SY-X01');
  });

  it('fails on a subdivision without a code rather than shipping an unreachable shape', () => {
    expect(() => regionCodeOf({ iso_3166_2: null, name: 'Nowhere' }, undefined)).toThrow(/Nowhere/);
  });

  it('leaves out the remote parts Superset maps do not draw', () => {
    expect(isRemotePart({ iso_a2: 'FR', type_en: 'Overseas department' })).toBe(true);
    expect(isRemotePart({ iso_a2: 'FR', type_en: 'Metropolitan department' })).toBe(false);
    expect(isRemotePart({ iso_a2: 'NL', type_en: 'Special Municipality' })).toBe(true);
    expect(isRemotePart({ iso_a2: 'PT', type_en: 'Autonomous region' })).toBe(false);
  });

  it('projects latitudes with Web Mercator, in degrees', () => {
    expect(mercatorY(0)).toBeCloseTo(0, 12);
    // 45° N is drawn at ln(tan(67.5°)) radians = 50.5°.
    expect(mercatorY(45)).toBeCloseTo(50.499, 3);
    expect(mercatorY(-45)).toBeCloseTo(-50.499, 3);
  });
});

describe('shipped country maps', () => {
  it('ships a file for every country Superset offers (the USA has its own map)', () => {
    const missing = COUNTRY_MAPS.filter(
      (country) => country.key !== 'usa' && !countryFileLoader(country.key),
    );
    expect(missing).toEqual([]);
    expect(countryAtlasLoader('usa')).toBe(loadUsStatesAtlas);
  });

  it('keys every region of every country by an ISO 3166-2 code of that country', async () => {
    for (const country of COUNTRY_MAPS.filter((entry) => entry.key !== 'usa')) {
      const keys = await keysOf(country.key);
      expect(keys.length, country.key).toBeGreaterThan(0);
      // Statistical regions are keyed by their NUTS code (TR1), as in Superset's file.
      const code = country.merge === 'nuts1' ? /^[A-Z]{2}[1-9A-Z]$/ : /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
      for (const key of keys) expect(key, country.key).toMatch(code);
      // Puerto Rico is one region, coded as a subdivision of the USA (as in Superset's map).
      const prefix =
        country.key === 'puerto_rico'
          ? 'US-'
          : `${country.country}${country.merge === 'nuts1' ? '' : '-'}`;
      expect(
        keys.every((key) => key.startsWith(prefix)),
        country.key,
      ).toBe(true);
    }
  });

  it('has the 16 German states and the 96 departments of metropolitan France', async () => {
    const states = 'BB BE BW BY HB HE HH MV NI NW RP SH SL SN ST TH'.split(' ');
    expect(await keysOf('germany')).toEqual(states.map((state) => `DE-${state}`).sort());
    const france = await keysOf('france');
    expect(france).toHaveLength(96);
    expect(france).toContain('FR-75');
    expect(france).toContain('FR-2A');
    expect(france).not.toContain('FR-GF');
  });

  it('merges departments and provinces into regions for the regions maps', async () => {
    const regions = await keysOf('france_regions');
    expect(regions).toHaveLength(13);
    expect(regions).toContain('FR-ARA');
    expect(regions).toContain('FR-IDF');
    const italy = await keysOf('italy_regions');
    expect(italy).toHaveLength(20);
    expect(italy).toContain('IT-25');
  });

  it('names regions and registers each country under its own map name', async () => {
    const germany = await countryAtlasLoader('germany')();
    expect(germany.name).toBe(countryMapName('germany'));
    expect(germany.label('DE-BY')).toBe('Bayern');
    // Loaded once: the same atlas for every chart of the country.
    expect(await countryAtlasLoader('germany')()).toBe(germany);
  });

  it('assigns subdivisions by their ISO 3166-2 code, wherever the source files them', async () => {
    expect(await keysOf('ukraine')).toEqual(expect.arrayContaining(['UA-40', 'UA-43']));
    expect((await keysOf('russia')).filter((key) => key.startsWith('UA-'))).toEqual([]);
    expect(await keysOf('puerto_rico')).toEqual(['US-PR']);
  });

  it('keeps Russia in one piece across the antimeridian', async () => {
    const russia = await countryAtlasLoader('russia')();
    const chukotka = russia.boundingBox('RU-CHU');
    expect(chukotka?.minX).toBeGreaterThan(150);
    expect(chukotka?.maxX).toBeLessThan(200);
  });

  it("offers every country of Superset's current list, and its older keys", () => {
    const keys = COUNTRY_MAPS.map((country) => country.key);
    expect(keys).toEqual(expect.arrayContaining(SUPERSET_COUNTRY_KEYS));
    expect(keys).toEqual(expect.arrayContaining(['srilanka', 'france_regions', 'italy_regions']));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the regions of a sample of countries, by their ISO 3166-2 codes', async () => {
    const nigeria = await keysOf('nigeria');
    // 36 states and the Federal Capital Territory.
    expect(nigeria).toHaveLength(37);
    expect(nigeria).toEqual(expect.arrayContaining(['NG-FC', 'NG-LA', 'NG-KN']));
    // 13 regions and the autonomous Mount Athos.
    const greece = await keysOf('greece');
    expect(greece).toHaveLength(14);
    expect(greece).toEqual(expect.arrayContaining(['GR-A1', 'GR-M', 'GR-69']));
    // The source draws 32 of the 34 provinces (Panjshir and Daykundi within their former ones).
    const afghanistan = await keysOf('afghanistan');
    expect(afghanistan).toHaveLength(32);
    expect(afghanistan).toEqual(expect.arrayContaining(['AF-KAB', 'AF-HER', 'AF-KAN']));
    expect(await keysOf('south_africa')).toHaveLength(9);
    expect(await keysOf('czech_republic')).toHaveLength(14);
  });

  it('draws Ethiopia’s 11 regions under both of Superset’s keys for them', async () => {
    // Superset's ethiopia_regions file has the same 11 regions, from another boundary source.
    const regions = 'AA AF AM BE DD GA HA OR SN SO TI'.split(' ').map((code) => `ET-${code}`);
    expect(await keysOf('ethiopia_regions')).toEqual(regions);
    expect(await keysOf('ethiopia')).toEqual(regions);
  });

  it('merges Philippine provinces into the 17 regions for the regions map', async () => {
    const regions = await keysOf('philippines_regions');
    expect(regions).toHaveLength(17);
    expect(regions).toEqual(expect.arrayContaining(['PH-00', 'PH-14', 'PH-40', 'PH-41']));
  });

  it('draws a territory the source has as one shape as one region', async () => {
    expect(await keysOf('gibraltar')).toEqual(['GI-X01']);
    expect(await keysOf('curaçao')).toEqual(['CW-X01']);
  });

  it('keeps Fiji and New Zealand in one piece across the antimeridian', async () => {
    const fiji = await countryAtlasLoader('fiji')();
    for (const region of fiji.keys) {
      const box = fiji.boundingBox(region);
      expect(box?.minX, region).toBeGreaterThan(170);
      expect(box?.maxX, region).toBeLessThan(185);
    }
    const chatham = (await countryAtlasLoader('new_zealand')()).boundingBox('NZ-CIT');
    expect(chatham?.minX).toBeGreaterThan(180);
  });

  it('fails to load a country that is not shipped', async () => {
    await expect(countryAtlasLoader('atlantis')()).rejects.toThrow(/atlantis/);
  });
});
