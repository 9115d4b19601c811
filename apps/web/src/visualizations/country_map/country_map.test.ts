import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import usStatesFile from '../shared/maps/geometry/us-states.topo.json';
import { createAtlas } from '../shared/maps/mapAtlas';
import { countryAtlasLoader } from '../shared/maps/mapAtlasLoaders';
import { asTopology } from '../shared/maps/topojson';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { buildCountryMapOption, darker, FOCUS_ZOOM, NO_DATA_COLOR } from './countryMapOption';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';

const atlas = createAtlas('test-usa', asTopology(usStatesFile), 'states');

const FORM_DATA: QueryFormData = {
  datasource: '5__table',
  viz_type: 'country_map',
  select_country: 'usa',
  entity: 'state_code',
  metric: 'count',
  adhoc_filters: [],
  linear_color_scheme: 'white_black',
  number_format: ',d',
};

const RESULT: ChartDataResult = {
  data: [
    { state_code: 'US-CA', count: 1000 },
    { state_code: 'us-tx', count: 500 },
    { state_code: 'US-NY', count: 0 },
    { state_code: 'US-XX', count: 7 },
  ],
  rowcount: 4,
};

function draw(focus: string | null = null, formData: Partial<QueryFormData> = {}) {
  const props = transformProps(
    chartPropsOf({ ...FORM_DATA, ...formData }, [RESULT], { width: 700, height: 450 }),
  );
  const { option, byKey } = buildCountryMapOption(props, atlas, focus);
  const geo = option.geo as AnyRecord;
  const regions = new Map<string, AnyRecord>(
    (geo.regions as AnyRecord[]).map((region) => [region.name as string, region]),
  );
  const tooltip = (name: string) =>
    (option.tooltip as AnyRecord).formatter({ componentType: 'geo', name }) as string;
  return { props, geo, regions, byKey, tooltip };
}

describe('country map buildQuery', () => {
  it('groups the metric by the region code column', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['state_code']);
    expect(query.metrics).toEqual(['count']);
  });
});

describe('country map control panel', () => {
  it('offers every country map Superset offers, by its keys', () => {
    const select = controlPanel.controlPanelSections[0]!.controlSetRows[0]![0] as AnyRecord;
    expect(select.name).toBe('select_country');
    const choices = select.config.choices as Array<[string, string]>;
    expect(choices).toHaveLength(222);
    expect(choices).toEqual(
      expect.arrayContaining([
        ['usa', 'USA'],
        ['afghanistan', 'Afghanistan'],
        ['antarctica', 'Antarctica'],
        ['antigua_and_barbuda', 'Antigua And Barbuda'],
        ['curaçao', 'Curaçao'],
        ['philippines_regions', 'Philippines (regions)'],
        ['srilanka', 'Sri Lanka'],
        ['sri_lanka', 'Sri Lanka'],
        ['uk', 'UK'],
        ['united_states_minor_outlying_islands', 'United States Minor Outlying Islands'],
        ['ethiopia_regions', 'Ethiopia (regions)'],
        ['france', 'France'],
        ['france_regions', 'France (regions)'],
        ['france_overseas', 'France (overseas)'],
        ['germany', 'Germany'],
        ['italy_regions', 'Italy (regions)'],
        ['timorleste', 'Timor-Leste'],
        ['turkey_regions', 'Turkey (regions)'],
      ]),
    );
    expect(select.config.default).toBe('usa');
  });
});

describe('country map option', () => {
  it('shades regions by value from white to black, ISO codes in any case', () => {
    const { regions, geo, byKey } = draw();
    // white_black over 0..1000: 0 → white, 1000 → black, 500 → the middle grey (127.5 → 80).
    expect(regions.get('US-NY')?.itemStyle.areaColor).toBe('#ffffff');
    expect(regions.get('US-CA')?.itemStyle.areaColor).toBe('#000000');
    expect(regions.get('US-TX')?.itemStyle.areaColor).toBe('#808080');
    expect(byKey.size).toBe(3);
    expect(geo.itemStyle.areaColor).toBe(NO_DATA_COLOR);
    expect(geo.center).toBeUndefined();
  });

  it('keeps the map at its own proportions inside the chart box', () => {
    const { geo } = draw();
    expect(geo.aspectScale).toBe(1);
    expect(geo.preserveAspect).toBe('contain');
  });

  it('darkens a region under the pointer like d3 (×0.7)', () => {
    expect(draw().regions.get('US-TX')?.emphasis.itemStyle.areaColor).toBe(darker('#808080'));
    // 128 · 0.7 = 89.6 → 90 = 0x5a.
    expect(darker('#808080')).toBe('#5a5a5a');
  });

  it('writes the region name and its value', () => {
    const { tooltip } = draw();
    expect(tooltip('US-CA')).toBe('<strong>California</strong><br/>1,000');
    expect(tooltip('US-WY')).toBe('<strong>Wyoming</strong>');
  });

  it('zooms on a focused region', () => {
    const { geo } = draw('US-CA');
    expect(geo.zoom).toBe(FOCUS_ZOOM);
    expect(geo.center).toEqual(atlas.labelPoint('US-CA'));
  });

  it('keeps the stored country, shipped or not', () => {
    expect(draw(null, { select_country: 'france' }).props.country).toBe('france');
    expect(draw(null, { select_country: 'atlantis' }).props.country).toBe('atlantis');
  });
});

describe('country maps of other countries', () => {
  async function drawCountry(country: string, data: ChartDataResult['data']) {
    const props = transformProps(
      chartPropsOf({ ...FORM_DATA, select_country: country, entity: 'region' }, [
        { data, rowcount: data.length },
      ]),
    );
    const countryAtlas = await countryAtlasLoader(country)();
    const { option, byKey } = buildCountryMapOption(props, countryAtlas, null);
    const geo = option.geo as AnyRecord;
    const colors = new Map<string, string>(
      (geo.regions as AnyRecord[]).map((region) => [region.name, region.itemStyle.areaColor]),
    );
    const tooltip = (name: string) =>
      (option.tooltip as AnyRecord).formatter({ componentType: 'geo', name }) as string;
    return { geo, byKey, colors, tooltip, countryAtlas };
  }

  it('shades French departments by their ISO 3166-2 codes', async () => {
    const { geo, byKey, colors, tooltip, countryAtlas } = await drawCountry('france', [
      { region: 'FR-75', count: 2000 },
      { region: 'fr-13', count: 1000 },
      { region: 'FR-2A', count: 0 },
      // Not a department of metropolitan France: left out.
      { region: 'FR-GF', count: 5 },
    ]);
    expect(geo.map).toBe(countryAtlas.name);
    expect(byKey.size).toBe(3);
    expect(colors.get('FR-75')).toBe('#000000');
    expect(colors.get('FR-13')).toBe('#808080');
    expect(colors.get('FR-2A')).toBe('#ffffff');
    expect(tooltip('FR-75')).toBe('<strong>Paris</strong><br/>2,000');
    expect(tooltip('FR-13')).toBe('<strong>Bouches-du-Rhône</strong><br/>1,000');
  });

  it('shades overseas departments beside the mainland ones on the France (overseas) map', async () => {
    const { byKey, colors, tooltip } = await drawCountry('france_overseas', [
      { region: 'FR-75', count: 10 },
      { region: 'fr-gf', count: 0 },
      { region: 'FR-RE', count: 5 },
    ]);
    expect([...byKey.keys()].sort()).toEqual(['FR-75', 'FR-GF', 'FR-RE']);
    expect(colors.get('FR-75')).toBe('#000000');
    expect(colors.get('FR-GF')).toBe('#ffffff');
    expect(tooltip('FR-RE')).toBe('<strong>La Réunion</strong><br/>5');
  });

  it('shades Antarctica on its polar map, coded as in Superset’s file', async () => {
    const { byKey, tooltip } = await drawCountry('antarctica', [{ region: 'AQ-X01~', count: 7 }]);
    expect([...byKey.keys()]).toEqual(['AQ-X01']);
    expect(tooltip('AQ-X01')).toBe('<strong>Antarctica</strong><br/>7');
  });

  it('shades the US Minor Outlying Islands, each drawn in a box of its own', async () => {
    const { byKey, colors, tooltip } = await drawCountry('united_states_minor_outlying_islands', [
      { region: 'UM-79', count: 100 },
      { region: 'UM-76', count: 0 },
    ]);
    expect([...byKey.keys()].sort()).toEqual(['UM-76', 'UM-79']);
    expect(colors.get('UM-79')).toBe('#000000');
    expect(tooltip('UM-79')).toBe('<strong>Wake Atoll</strong><br/>100');
  });

  it('shades German states by their ISO 3166-2 codes', async () => {
    const { byKey, colors, tooltip } = await drawCountry('germany', [
      { region: 'DE-BY', count: 13_000_000 },
      { region: 'DE-BE', count: 3_500_000 },
      { region: 'DE-HB', count: 700_000 },
      { region: 'US-CA', count: 1 },
    ]);
    expect([...byKey.keys()].sort()).toEqual(['DE-BE', 'DE-BY', 'DE-HB']);
    expect(colors.get('DE-BY')).toBe('#000000');
    expect(colors.get('DE-HB')).toBe('#ffffff');
    // (3.5 − 0.7) / (13 − 0.7) of the way to black: 255 · (1 − 0.2276…) = 196.95 → c5.
    expect(colors.get('DE-BE')).toBe('#c5c5c5');
    expect(tooltip('DE-BY')).toBe('<strong>Bayern</strong><br/>13,000,000');
    expect(tooltip('DE-NW')).toBe('<strong>Nordrhein-Westfalen</strong>');
  });

  it('shades merged French regions', async () => {
    const { byKey, tooltip } = await drawCountry('france_regions', [
      { region: 'FR-IDF', count: 12 },
      { region: 'FR-75', count: 3 },
    ]);
    expect([...byKey.keys()]).toEqual(['FR-IDF']);
    expect(tooltip('FR-IDF')).toBe('<strong>Île-de-France</strong><br/>12');
  });

  it('shades Nigerian states, the capital territory among them', async () => {
    const { byKey, colors, tooltip } = await drawCountry('nigeria', [
      { region: 'NG-LA', count: 900 },
      { region: 'NG-FC', count: 300 },
      { region: 'NG-KN', count: 0 },
    ]);
    expect(byKey.size).toBe(3);
    expect(colors.get('NG-LA')).toBe('#000000');
    expect(colors.get('NG-KN')).toBe('#ffffff');
    // A third of the way to black: 255 · (1 − 1/3) = 170 = 0xaa.
    expect(colors.get('NG-FC')).toBe('#aaaaaa');
    expect(tooltip('NG-FC')).toBe('<strong>Federal Capital Territory</strong><br/>300');
    expect(tooltip('NG-KD')).toBe('<strong>Kaduna</strong>');
  });

  it('shades Turkey’s statistical regions by the codes of Superset’s turkey_regions', async () => {
    const { byKey, colors, tooltip } = await drawCountry('turkey_regions', [
      { region: 'TR1', count: 15 },
      { region: 'trc', count: 5 },
      // A province: the regions map has no shape for it.
      { region: 'TR-34', count: 1 },
    ]);
    expect([...byKey.keys()].sort()).toEqual(['TR1', 'TRC']);
    expect(colors.get('TR1')).toBe('#000000');
    expect(colors.get('TRC')).toBe('#ffffff');
    expect(tooltip('TR1')).toBe('<strong>İstanbul</strong><br/>15');
    expect(tooltip('TR6')).toBe('<strong>Akdeniz</strong>');
  });

  it('matches uncoded regions written as Superset writes them, with a closing ~', async () => {
    const { byKey, tooltip } = await drawCountry('gibraltar', [{ region: 'GI-X01~', count: 4 }]);
    expect([...byKey.keys()]).toEqual(['GI-X01']);
    expect(tooltip('GI-X01')).toBe('<strong>Gibraltar</strong><br/>4');
  });

  it('shades Greek regions and Afghan provinces by their ISO 3166-2 codes', async () => {
    const greece = await drawCountry('greece', [
      { region: 'GR-A1', count: 3_800_000 },
      { region: 'GR-M', count: 620_000 },
    ]);
    expect(greece.colors.get('GR-A1')).toBe('#000000');
    expect(greece.colors.get('GR-M')).toBe('#ffffff');
    expect(greece.tooltip('GR-A1')).toBe('<strong>Attiki</strong><br/>3,800,000');
    const afghanistan = await drawCountry('afghanistan', [
      { region: 'AF-KAB', count: 5 },
      { region: 'af-her', count: 2 },
    ]);
    expect([...afghanistan.byKey.keys()].sort()).toEqual(['AF-HER', 'AF-KAB']);
    expect(afghanistan.tooltip('AF-HER')).toBe('<strong>Hirat</strong><br/>2');
  });
});
