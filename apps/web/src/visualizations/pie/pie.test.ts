import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { formatPieLabel, transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartPropsOf, sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  groupby: ['gender'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};

const RESULT = queryResult({ gender: 'STRING', count: 'NUMERIC' }, [
  { gender: 'girl', count: 750 },
  { gender: 'boy', count: 240 },
  { gender: null, count: 10 },
]);

const transformSample = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
  context: 'DASHBOARD',
});

function transform(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  const { props, option, series } = transformSample(formData, extra);
  const label = (name: string, value: number): string => series.label.formatter({ name, value });
  return { props, option, series, label };
}

describe('pie buildQuery', () => {
  it('groups the metric by the dimensions, largest first', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.metrics).toEqual(['count']);
    expect(query.columns).toEqual(['gender']);
    expect(query.row_limit).toBe(100);
    expect(query.orderby).toEqual([['count', false]]);
  });

  it('leaves the order alone without sort_by_metric', () => {
    const query = buildQuery({ ...FORM_DATA, sort_by_metric: false }).queries[0]!;
    expect(query.orderby).toEqual([]);
  });
});

describe('pie transformProps', () => {
  it('makes one slice per row, coloured in order, with a legend', () => {
    const { series, option } = transform();
    expect(series.type).toBe('pie');
    expect(series.data.map((slice: AnyRecord) => [slice.name, slice.value])).toEqual([
      ['girl', 750],
      ['boy', 240],
      ['<NULL>', 10],
    ]);
    expect(series.data.map((slice: AnyRecord) => slice.itemStyle.color)).toEqual([
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
    ]);
    expect(series.radius).toEqual([0, '70%']);
    expect(option.legend).toMatchObject({ show: true, data: ['girl', 'boy', '<NULL>'] });
    expect(option.graphic).toBeUndefined();
  });

  it('labels slices by label type and hides labels under the threshold', () => {
    expect(transform().label('girl', 750)).toBe('girl');
    expect(transform({ label_type: 'value' }).label('girl', 750)).toBe('750');
    expect(transform({ label_type: 'percent' }).label('girl', 750)).toBe('75.00%');
    expect(transform({ label_type: 'key_value' }).label('boy', 240)).toBe('boy: 240');
    expect(transform({ label_type: 'key_percent' }).label('boy', 240)).toBe('boy: 24.00%');
    expect(
      transform({ label_type: 'key_value_percent', number_format: ',d' }).label('boy', 240),
    ).toBe('boy: 240 (24.00%)');
    expect(
      transform({ label_type: 'template', label_template: '{name}\\n{percent}' }).label('boy', 240),
    ).toBe('boy\n24.00%');
    // 10 of 1000 is 1 %, under the default 5 % threshold.
    expect(transform().label('<NULL>', 10)).toBe('');
    expect(transform({ show_labels_threshold: 0 }).label('<NULL>', 10)).toBe('<NULL>');
  });

  it('formats labels through the number format', () => {
    const format = getNumberFormatter('$,.2f');
    const percent = getNumberFormatter(',.2%');
    expect(
      formatPieLabel('key_value', { name: 'a', value: 1234, percent: 0.5 }, format, percent, ''),
    ).toBe('a: $1,234.00');
  });

  it("writes values in the saved metric's currency, unless the chart names one", () => {
    const datasource = {
      metrics: [{ metric_name: 'count' }],
      currency_formats: { count: { symbol: 'USD', symbolPosition: 'prefix' } },
    } as unknown as DatasourceJson;
    const saved = transform({ label_type: 'value' }, { datasource });
    expect(saved.label('girl', 1750)).toBe(`$ ${d3Format('.3~s')(1750)}`);
    const euro = transform(
      {
        label_type: 'value',
        number_format: '$,.2f',
        currency_format: { symbol: 'EUR', symbolPosition: 'suffix' },
      },
      { datasource },
    );
    expect(euro.label('girl', 1750)).toBe(`${d3Format(',.2f')(1750)} €`);
  });

  it('draws donuts, roses, labels inside and the total', () => {
    const { series, option } = transform({
      donut: true,
      innerRadius: 40,
      outerRadius: 80,
      roseType: 'radius',
      labels_outside: false,
      show_total: true,
    });
    expect(series.radius).toEqual(['40%', '80%']);
    expect(series.roseType).toBe('radius');
    expect(series.label.position).toBe('inner');
    expect(series.labelLine.show).toBe(false);
    expect(option.graphic.style.text).toBe('Total: 1k');
    expect(transform({ show_labels: false }).series.label.show).toBe(false);
  });

  it('formats temporal categories with date_format', () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      data: [{ ds: Date.UTC(2024, 2, 5), count: 1 }],
      rowcount: 1,
    };
    const props = transformProps(
      chartPropsOf({ ...FORM_DATA, groupby: ['ds'], date_format: '%Y-%m-%d' }, [result]),
    );
    const series = ((props.option as AnyRecord).series as AnyRecord[])[0]!;
    expect(series.data[0].name).toBe('2024-03-05');
    expect(props.crossFilter?.valuesByName['2024-03-05']).toEqual([Date.UTC(2024, 2, 5)]);
  });

  it('keeps raw group values for cross filters and dims unselected slices', () => {
    const { props, series } = transform({}, { filterState: { selectedValues: ['boy'] } });
    expect(props.crossFilter).toEqual({
      groupby: ['gender'],
      valuesByName: { girl: ['girl'], boy: ['boy'], '<NULL>': [null] },
      selectedNames: ['boy'],
    });
    expect(series.data.map((slice: AnyRecord) => slice.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
  });

  it('escapes names in the tooltip', () => {
    const { option } = transform();
    const html: string = option.tooltip.formatter({ name: '<b>x</b>', value: 500 });
    expect(html).toBe('&lt;b&gt;x&lt;/b&gt;: 500 (50.00%)');
  });
});

describe('pie labels in small cells', () => {
  const LABELS = { label_type: 'key_value_percent', show_legend: false } as const;

  /** The outer radius in pixels, as ECharts resolves a percentage of the smaller side. */
  function outerPixels(series: AnyRecord, width: number, height: number): number {
    const outer = String((series.radius as unknown[])[1]);
    return (Number.parseFloat(outer) / 100) * (Math.min(width, height) / 2);
  }

  it('shrinks the pie so outside labels fit between it and the canvas edge', () => {
    const { series } = transform(LABELS, { width: 220, height: 200 });
    // 'girl: 750 (75.00%)' is about 18 characters wide.
    const room = 220 / 2 - outerPixels(series, 220, 200);
    expect(room).toBeGreaterThanOrEqual(60);
    expect(Number.parseFloat(String(series.radius[1]))).toBeLessThan(70);
    expect(Number.parseFloat(String(series.radius[1]))).toBeGreaterThanOrEqual(35);
    expect(series.avoidLabelOverlap).toBe(true);
    expect(series.label).toMatchObject({ position: 'outer', bleedMargin: 5, overflow: 'truncate' });
  });

  it('keeps the configured radius where labels have room, and for inside labels', () => {
    expect(transform(LABELS, { width: 900, height: 500 }).series.radius).toEqual([0, '70%']);
    expect(
      transform({ ...LABELS, labels_outside: false }, { width: 220, height: 200 }).series.radius,
    ).toEqual([0, '70%']);
  });

  it('shrinks a donut hole with its ring', () => {
    const { series } = transform(
      { ...LABELS, donut: true, innerRadius: 35, outerRadius: 70 },
      { width: 220, height: 200 },
    );
    const inner = Number.parseFloat(String(series.radius[0]));
    const outer = Number.parseFloat(String(series.radius[1]));
    expect(inner / outer).toBeCloseTo(0.5, 1);
  });

  it('keeps short label lines so the labels sit close to the slices', () => {
    const { series } = transform({ ...LABELS, label_line: true }, { width: 220, height: 200 });
    expect(series.labelLine).toMatchObject({ show: true, length: 8, length2: 6 });
  });
});
