import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import usStatesFile from '../shared/maps/geometry/us-states.topo.json';
import { createAtlas } from '../shared/maps/mapAtlas';
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
  it('offers only the shipped country maps', () => {
    const select = controlPanel.controlPanelSections[0]!.controlSetRows[0]![0] as AnyRecord;
    expect(select.name).toBe('select_country');
    expect(select.config.choices).toEqual([['usa', 'USA']]);
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
  });
});
