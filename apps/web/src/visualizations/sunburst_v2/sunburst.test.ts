import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'sunburst_v2',
  columns: ['region', 'country'],
  metric: 'sales',
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};

const RESULT = queryResult(
  { region: 'STRING', country: 'STRING', sales: 'NUMERIC', cost: 'NUMERIC' },
  [
    { region: 'Europe', country: 'France', sales: 40, cost: 10 },
    { region: 'Europe', country: 'Spain', sales: 10, cost: 5 },
    { region: 'Asia', country: 'Japan', sales: 30, cost: 30 },
    { region: 'Asia', country: 'Korea', sales: 20, cost: 4 },
  ],
);

const transform = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
  width: 500,
  height: 500,
  context: 'DASHBOARD',
});

describe('sunburst buildQuery', () => {
  it('groups the metrics by the hierarchy, largest first', () => {
    const query = buildQuery({ ...FORM_DATA, secondary_metric: 'cost', groupby: ['stale'] })
      .queries[0]!;
    expect(query.columns).toEqual(['region', 'country']);
    expect(query.metrics).toEqual(['sales', 'cost']);
    expect(query.orderby).toEqual([['sales', false]]);
    expect(query.row_limit).toBe(100);
  });

  it('asks for one metric when both are the same, unordered without sort_by_metric', () => {
    const query = buildQuery({ ...FORM_DATA, secondary_metric: 'sales', sort_by_metric: false })
      .queries[0]!;
    expect(query.metrics).toEqual(['sales']);
    expect(query.orderby).toEqual([]);
  });
});

describe('sunburst transformProps', () => {
  it('nests arcs with summed values, coloured by name', () => {
    const { series } = transform();
    expect(series.type).toBe('sunburst');
    const [europe, asia] = series.data as AnyRecord[];
    expect([europe!.name, europe!.value]).toEqual(['Europe', 50]);
    expect([asia!.name, asia!.value]).toEqual(['Asia', 50]);
    expect(europe!.children.map((c: AnyRecord) => [c.name, c.value])).toEqual([
      ['France', 40],
      ['Spain', 10],
    ]);
    // Categorical colours go to names in the order they are first asked for.
    expect(europe!.itemStyle.color).toBe('#1FA8C9');
    expect(europe!.children[0].itemStyle.color).toBe('#454E7C');
    expect(europe!.children[0].key).toBe('Europe / France');
  });

  it('hides labels of arcs under the threshold and formats them by label type', () => {
    // Spain is 10 of 100 = 10 %: labelled at the default 5 %, not at 15 %.
    expect(transform().series.data[0].children[1].label.show).toBeUndefined();
    const { series } = transform({ show_labels_threshold: 15, label_type: 'key_value' });
    expect(series.data[0].children[1].label.show).toBe(false);
    expect(series.label.formatter({ name: 'Spain', value: 1234 })).toBe('Spain: 1.23k');
  });

  it('colours by the secondary / primary ratio with a linear scheme', () => {
    const { series } = transform({ secondary_metric: 'cost', linear_color_scheme: 'white_black' });
    const [europe, asia] = series.data as AnyRecord[];
    // Ratios: France 10/40 = .25, Spain .5, Japan 1, Korea .2, Europe 15/50 = .3, Asia 34/50 = .68.
    // The scale runs from the smallest (.2, white) to the largest (1, black).
    expect(asia!.children[0].itemStyle.color).toBe('#000000');
    expect(asia!.children[1].itemStyle.color).toBe('#ffffff');
    // Spain: (0.5 - 0.2) / 0.8 = 0.375 of the way → 255 * 0.625 = 159.4 → 0x9f.
    expect(europe!.children[1].itemStyle.color).toBe('#9f9f9f');
  });

  it('explains each arc in the tooltip', () => {
    const { option } = transform({ secondary_metric: 'cost', number_format: ',d' });
    const html: string = option.tooltip.formatter({
      data: { key: 'Europe / France' },
    });
    expect(html).toBe(
      '<b>Europe / France</b><br/>40.0% of total<br/>80.0% of Europe<br/>sales: <b>40</b><br/>cost: <b>10</b><br/>cost / sales: <b>25.0%</b>',
    );
  });

  it('writes the total in a hole in the middle', () => {
    const { option, series } = transform({ show_total: true });
    expect(series.radius[0]).toBe('22%');
    expect(option.graphic.style.text).toBe('Total: 100');
  });

  it('zooms on click in explore, and cross filters where the host listens', () => {
    expect(transform().series.nodeClick).toBe('rootToNode');
    const { props, series } = transform(
      {},
      { hooks: { setDataMask: () => undefined }, filterState: { selectedValues: ['Asia'] } },
    );
    expect(series.nodeClick).toBe(false);
    expect(props.crossFilter?.columns).toEqual(['region', 'country']);
    expect(props.crossFilter?.valuesByKey['Asia / Korea']).toEqual(['Asia', 'Korea']);
    expect(series.data[0].itemStyle.opacity).toBe(0.3);
    expect(series.data[1].itemStyle.opacity).toBe(1);
    expect(series.data[1].children[1].itemStyle.opacity).toBe(1);
  });

  it('formats temporal levels with the date format', () => {
    const props = transformProps({
      formData: { ...FORM_DATA, columns: ['day'], date_format: '%Y-%m-%d' },
      queriesData: [
        {
          colnames: ['day', 'sales'],
          coltypes: [2, 0],
          data: [{ day: Date.UTC(2024, 0, 31), sales: 3 }],
          rowcount: 1,
        },
      ],
      datasource: null,
      width: 300,
      height: 300,
      hooks: {},
      context: 'EXPLORE',
    });
    const series = ((props.option as AnyRecord).series as AnyRecord[])[0]!;
    expect(series.data[0].name).toBe('2024-01-31');
    expect(props.crossFilter?.valuesByKey['2024-01-31']).toEqual([Date.UTC(2024, 0, 31)]);
  });
});
