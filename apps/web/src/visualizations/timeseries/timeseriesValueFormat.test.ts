import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartDataResult } from '../chartPluginTypes';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartProps, DATASOURCE, FEB, GENDER_RESULT, JAN } from './timeseriesFixtures';
import { transformTimeseriesProps } from './transformTimeseriesProps';
import type { TimeseriesVariant } from './timeseriesSettings';

const LINE: TimeseriesVariant = { fixedSeriesType: 'line', defaultSeriesType: 'line' };
const smart = (value: number) => d3Format('.3~s')(value);

const MONEY = {
  ...DATASOURCE,
  verbose_map: {},
  metrics: [{ metric_name: 'count' }, { metric_name: 'revenue' }, { metric_name: 'cost' }],
  column_formats: { cost: ',.2f' },
  currency_formats: {
    count: { symbol: 'USD', symbolPosition: 'prefix' },
    revenue: { symbol: 'USD', symbolPosition: 'prefix' },
    cost: { symbol: 'EUR', symbolPosition: 'suffix' },
  },
} as unknown as DatasourceJson;

function transform(formData: AnyRecord, result: ChartDataResult = GENDER_RESULT) {
  const props = transformTimeseriesProps(chartProps(formData, result, { datasource: MONEY }), LINE);
  return props.option as AnyRecord;
}

describe('time-series values in currencies', () => {
  it("writes the saved metric's currency on the axis, tooltip and labels with no chart setting", () => {
    const option = transform({ show_value: true });
    expect(option.yAxis.axisLabel.formatter(1500)).toBe(`$ ${smart(1500)}`);
    const html: string = option.tooltip.formatter([
      { seriesName: 'girl', value: [FEB, 3500], color: '#1FA8C9' },
      { seriesName: 'boy', value: [FEB, 1200], color: '#454E7C' },
    ]);
    expect(html).toContain(`$ ${smart(3500)}`);
    expect(html).toContain(`$ ${smart(4700)}`);
    const series = option.series as AnyRecord[];
    expect(series[0]?.label.formatter({ value: [JAN, 2500] })).toBe(`$ ${smart(2500)}`);
  });

  it("lets the chart's y_axis_format and currency_format win", () => {
    const option = transform({
      y_axis_format: ',.1f',
      currency_format: { symbol: 'GBP', symbolPosition: 'suffix' },
    });
    expect(option.yAxis.axisLabel.formatter(1500)).toBe(`${d3Format(',.1f')(1500)} £`);
  });

  it('writes each series of several metrics in its own metric currency', () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'revenue', 'cost'],
      coltypes: [2, 0, 0],
      data: [{ ds: JAN, revenue: 2000, cost: 1500 }],
      rowcount: 1,
      label_map: { ds: ['ds'], revenue: ['revenue'], cost: ['cost'] },
    };
    const option = transform({ metrics: ['revenue', 'cost'], groupby: [] }, result);
    const html: string = option.tooltip.formatter([
      { seriesName: 'revenue', value: [JAN, 2000] },
      { seriesName: 'cost', value: [JAN, 1500] },
    ]);
    expect(html).toContain(`$ ${smart(2000)}`);
    expect(html).toContain(`${d3Format(',.2f')(1500)} €`);
    // Several metrics share one axis: it follows the chart's settings only.
    expect(option.yAxis.axisLabel.formatter(1500)).toBe(smart(1500));
  });

  it('keeps percentages for contributions', () => {
    const option = transform({ contributionMode: 'row' });
    expect(option.yAxis.axisLabel.formatter(0.25)).toBe('25%');
  });
});
