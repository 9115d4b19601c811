import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { formatFunnelLabel, readFunnelLabelType } from './funnelLabels';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '5__table',
  viz_type: 'funnel',
  groupby: ['stage'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 10,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};

const RESULT = queryResult({ stage: 'STRING', count: 'NUMERIC' }, [
  { stage: 'visit', count: 1000 },
  { stage: 'cart', count: 400 },
  { stage: 'buy', count: 100 },
]);

const transformSample = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
});

function transform(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  const { props, option, series } = transformSample(formData, extra);
  const label = (dataIndex: number): string => series.label.formatter({ dataIndex });
  const tooltip = (dataIndex: number): string => option.tooltip.formatter({ dataIndex });
  return { props, option, series, label, tooltip };
}

describe('funnel buildQuery', () => {
  it('groups the metric by the steps, largest first when sorting by metric', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['stage']);
    expect(query.metrics).toEqual(['count']);
    expect(query.row_limit).toBe(10);
    expect(query.orderby).toEqual([['count', false]]);
    expect(buildQuery({ ...FORM_DATA, sort_by_metric: false }).queries[0]!.orderby).toEqual([]);
  });
});

describe('funnel transformProps', () => {
  it('makes one coloured step per row with a legend', () => {
    const { series, option } = transform();
    expect(series.type).toBe('funnel');
    expect(series.data.map((step: AnyRecord) => [step.name, step.value])).toEqual([
      ['visit', 1000],
      ['cart', 400],
      ['buy', 100],
    ]);
    expect(series.data.map((step: AnyRecord) => step.itemStyle.color)).toEqual([
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
    ]);
    expect(option.legend).toMatchObject({ show: true, data: ['visit', 'cart', 'buy'] });
  });

  it('computes percentages from the first step, the previous step or the total', () => {
    // 100 of 1000 = 10 %; 100 of 400 = 25 %; 100 of 1500 = 6.67 %.
    const labelType = 6;
    expect(transform({ label_type: labelType }).label(2)).toBe('100 (10.00%)');
    expect(
      transform({ label_type: labelType, percent_calculation_type: 'prev_step' }).label(2),
    ).toBe('100 (25.00%)');
    expect(transform({ label_type: labelType, percent_calculation_type: 'total' }).label(2)).toBe(
      '100 (6.67%)',
    );
    // The first step is 100 % of itself and of its (missing) previous step.
    expect(transform({ label_type: 2, percent_calculation_type: 'prev_step' }).label(0)).toBe(
      '100.00%',
    );
  });

  it("writes values in the saved metric's currency, the chart's currency first", () => {
    const datasource = {
      metrics: [{ metric_name: 'count' }],
      currency_formats: { count: { symbol: 'USD', symbolPosition: 'prefix' } },
    } as unknown as DatasourceJson;
    expect(transform({ label_type: 1 }, { datasource }).label(0)).toBe(
      `$ ${d3Format('.3~s')(1000)}`,
    );
    const euro = { symbol: 'EUR', symbolPosition: 'suffix' };
    expect(
      transform(
        { label_type: 1, number_format: ',d', currency_format: euro },
        { datasource },
      ).label(1),
    ).toBe(`${d3Format(',d')(400)} €`);
  });

  it('labels by label type with the number format', () => {
    expect(transform().label(1)).toBe('cart');
    expect(transform({ label_type: 1, number_format: ',d' }).label(0)).toBe('1,000');
    expect(transform({ label_type: 3 }).label(1)).toBe('cart: 400');
    expect(transform({ label_type: 4 }).label(1)).toBe('cart: 40.00%');
    expect(transform({ label_type: 5 }).label(1)).toBe('cart: 400 (40.00%)');
    expect(transform({ show_labels: false }).series.label.show).toBe(false);
  });

  it('builds the tooltip from its contents type and escapes names', () => {
    const { tooltip } = transform();
    expect(tooltip(1)).toContain('cart');
    expect(tooltip(1)).toContain('400');
    expect(tooltip(1)).toContain('40.00%');
    expect(transform({ tooltip_label_type: 1 }).tooltip(1)).not.toContain('cart');
    expect(transform({ show_tooltip_labels: false }).option.tooltip.show).toBe(false);
    const evil: ChartDataResult = { ...RESULT, data: [{ stage: '<img>', count: 1 }] };
    expect(transform({}, { queriesData: [evil] }).tooltip(0)).toContain('&lt;img&gt;');
  });

  it('cross-filters on the step values and dims other steps', () => {
    const { props, series } = transform({}, { filterState: { selectedValues: ['cart'] } });
    expect(props.crossFilter).toEqual({
      groupby: ['stage'],
      valuesByName: { visit: ['visit'], cart: ['cart'], buy: ['buy'] },
      selectedNames: ['cart'],
    });
    expect(series.data.map((step: AnyRecord) => step.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
  });
});

describe('funnel labels', () => {
  it('reads Superset enum numbers and names', () => {
    expect(readFunnelLabelType(3, 0)).toBe(3);
    expect(readFunnelLabelType('4', 0)).toBe(4);
    expect(readFunnelLabelType('key_value', 0)).toBe(3);
    expect(readFunnelLabelType('nonsense', 5)).toBe(5);
    expect(formatFunnelLabel(0, { name: 'a', value: '1', percent: '2%' })).toBe('a');
  });
});
