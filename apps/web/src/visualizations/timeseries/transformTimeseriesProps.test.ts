import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../chartPluginTypes';
import { chartProps, FEB, GENDER_RESULT, JAN, longResult, MAR } from './timeseriesFixtures';
import { transformTimeseriesProps } from './transformTimeseriesProps';
import type { TimeseriesVariant } from './timeseriesSettings';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { queryResult } from '../shared/testing/queryResultFixture';

const LINE: TimeseriesVariant = { fixedSeriesType: 'line', defaultSeriesType: 'line' };

function transform(...args: Parameters<typeof chartProps>) {
  const props = transformTimeseriesProps(chartProps(...args), LINE);
  const option = props.option as AnyRecord;
  return { props, option, series: option.series as AnyRecord[] };
}

describe('transformTimeseriesProps', () => {
  it('makes one series per result column, sorted by total and coloured in that order', () => {
    const { series, option } = transform();
    expect(series.map((entry) => entry.name)).toEqual(['girl', 'boy']);
    expect(series[0]?.data).toEqual([
      [JAN, 30],
      [FEB, 35],
      [MAR, 40],
    ]);
    expect(series[1]?.data).toEqual([
      [JAN, 10],
      [FEB, null],
      [MAR, 12],
    ]);
    expect(series.map((entry) => entry.color)).toEqual(['#1FA8C9', '#454E7C']);
    expect(series[0]).toMatchObject({ type: 'line', smooth: false, showSymbol: false });
    expect(option.legend).toMatchObject({ show: true, type: 'scroll', data: ['girl', 'boy'] });
    expect(option.xAxis).toMatchObject({ type: 'time' });
    expect(option.animation).toBe(true);
  });

  it('sorts series by name or ascending when asked, and takes another colour scheme', () => {
    const byName = transform({ sort_series_type: 'name', sort_series_ascending: true }).series;
    expect(byName.map((entry) => entry.name)).toEqual(['boy', 'girl']);
    const d3 = transform({ color_scheme: 'd3Category10' }).series;
    expect(d3.map((entry) => entry.color)).toEqual(['#1f77b4', '#ff7f0e']);
  });

  it('formats axes and tooltip with y_axis_format and the time formats', () => {
    const { option, series } = transform({ y_axis_format: ',.2f', x_axis_time_format: '%Y-%m' });
    expect(option.yAxis.axisLabel.formatter(1234.5)).toBe('1,234.50');
    expect(option.xAxis.axisLabel.formatter(FEB)).toBe('2024-02');
    const html: string = option.tooltip.formatter([
      { seriesName: series[0]?.name, value: [FEB, 35], color: '#1FA8C9' },
      { seriesName: series[1]?.name, value: [FEB, null], color: '#454E7C' },
    ]);
    expect(html).toContain('35.00');
    expect(html).toContain('N/A');
    expect(html).toContain('Total');
    expect(html).toContain('2024');
    expect(option.tooltip.trigger).toBe('axis');
  });

  it('escapes series names in the tooltip and uses item tooltips without rich_tooltip', () => {
    const result: ChartDataResult = {
      ...GENDER_RESULT,
      colnames: ['ds', '<img src=x>'],
      data: [{ ds: JAN, '<img src=x>': 1 }],
    };
    const { option } = transform({ rich_tooltip: false }, result);
    expect(option.tooltip.trigger).toBe('item');
    const html: string = option.tooltip.formatter({ seriesName: '<img src=x>', value: [JAN, 1] });
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toContain('<img');
  });

  it('stacks series and fills their gaps with 0', () => {
    const { series } = transform({ stack: 'Stack' });
    expect(series.every((entry) => entry.stack === 'total')).toBe(true);
    expect(series[1]?.data[1]).toEqual([FEB, 0]);
    // Old charts saved `stack: true`.
    expect(transform({ stack: true }).series[0]?.stack).toBe('total');
  });

  it('expands stacks to shares of each row, with a percentage axis up to 1', () => {
    const { series, option } = transform({ stack: 'Expand' });
    expect(series[0]?.data[0]).toEqual([JAN, 0.75]);
    expect(series[1]?.data[0]).toEqual([JAN, 0.25]);
    expect(option.yAxis).toMatchObject({ min: 0, max: 1 });
    expect(option.yAxis.axisLabel.formatter(0.5)).toBe('50%');
  });

  it('shows contributions as percentages', () => {
    const { option } = transform({ contributionMode: 'row' });
    expect(option.yAxis.axisLabel.formatter(0.25)).toBe('25%');
    expect(option.tooltip.formatter({ seriesName: 'girl', value: [JAN, 0.125] })).toContain(
      '12.50%',
    );
  });

  it('truncates the y axis to its bounds, and starts a log axis at a power of ten', () => {
    const truncated = transform({ truncateYAxis: true, y_axis_bounds: [5, null] }).option;
    expect(truncated.yAxis).toMatchObject({ scale: true, min: 5 });
    expect(truncated.yAxis.max).toBeUndefined();
    const untouched = transform({ y_axis_bounds: [5, 50] }).option;
    expect(untouched.yAxis.min).toBeUndefined();
    const log = transform({ logAxis: true, minorSplitLine: true }).option;
    expect(log.yAxis).toMatchObject({ type: 'log', min: 10, minorSplitLine: { show: true } });
  });

  it('adds axis titles, legend placement and data zoom', () => {
    const { option } = transform({
      x_axis_title: 'Month',
      y_axis_title: 'Births',
      legendOrientation: 'bottom',
      legendType: 'plain',
      zoomable: true,
    });
    expect(option.xAxis).toMatchObject({ name: 'Month', nameLocation: 'middle' });
    expect(option.yAxis).toMatchObject({ name: 'Births' });
    expect(option.legend).toMatchObject({ type: 'plain', bottom: 0 });
    expect(option.grid.bottom).toBeGreaterThan(option.grid.top);
    expect(option.dataZoom).toHaveLength(2);
    expect(option.dataZoom[0]).toMatchObject({ type: 'slider', xAxisIndex: 0 });
    expect(transform({ show_legend: false }).option.legend.show).toBe(false);
  });

  it('uses verbose names for whole-metric series', () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      data: [{ ds: JAN, count: 3 }],
      rowcount: 1,
    };
    expect(transform({ groupby: [] }, result).series[0]?.name).toBe('Births');
  });

  it('draws category and numeric x axes', () => {
    const categories = queryResult({ state: 'STRING', count: 'NUMERIC' }, [
      { state: 'CA', count: 3 },
      { state: null, count: 1 },
    ]);
    const { option, series } = transform({ x_axis: 'state', groupby: [] }, categories);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['CA', '<NULL>'] });
    expect(series[0]?.data).toEqual([
      ['CA', 3],
      ['<NULL>', 1],
    ]);
    const numbers: ChartDataResult = {
      ...categories,
      colnames: ['age', 'count'],
      coltypes: [0, 0],
    };
    numbers.data = [{ age: 1, count: 2 }];
    expect(transform({ x_axis: 'age', groupby: [] }, numbers).option.xAxis.type).toBe('value');
  });

  it('finds the x column by the dataset main time column when x_axis is absent', () => {
    const { props, series } = transform({ x_axis: undefined });
    expect(props.xAxis.label).toBe('ds');
    expect(series).toHaveLength(2);
  });

  it('maps series to group values for cross filters and dims unselected series', () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'boy, CA', 'girl, <NULL>'],
      coltypes: [2, 0, 0],
      data: [{ ds: JAN, 'boy, CA': 1, 'girl, <NULL>': 2 }],
      rowcount: 1,
      label_map: { 'boy, CA': ['boy', 'CA'], 'girl, <NULL>': ['girl', '<NULL>'] },
    };
    const { props, series } = transform({ groupby: ['gender', 'state'] }, result, {
      filterState: { selectedValues: ['boy, CA'] },
    });
    expect(props.crossFilter).toEqual({
      groupby: ['gender', 'state'],
      valuesByName: { 'boy, CA': ['boy', 'CA'], 'girl, <NULL>': ['girl', null] },
      selectedNames: ['boy, CA'],
    });
    const byName = Object.fromEntries(series.map((entry) => [entry.name, entry]));
    expect(byName['boy, CA']?.lineStyle.opacity).toBe(1);
    expect(byName['girl, <NULL>']?.lineStyle.opacity).toBe(0.3);
    expect(transform({ groupby: [] }).props.crossFilter).toBeNull();
  });

  it('draws time-shifted series dashed', () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'count', '1 year ago'],
      coltypes: [2, 0, 0],
      data: [{ ds: JAN, count: 3, '1 year ago': 2 }],
      rowcount: 1,
    };
    const { series } = transform(
      { groupby: [], time_compare: ['1 year ago'], comparison_type: 'values' },
      result,
    );
    const shifted = series.find((entry) => entry.name === '1 year ago');
    expect(shifted?.lineStyle.type).toBe('dashed');
    expect(series.find((entry) => entry.name === 'Births')?.lineStyle.type).toBeUndefined();
  });

  it('adds formula, event and interval annotation layers', () => {
    const result: ChartDataResult = {
      ...GENDER_RESULT,
      annotation_data: {
        Launches: {
          columns: ['start_dttm', 'short_descr'],
          records: [{ start_dttm: FEB, short_descr: 'v2' }],
        },
        Outage: {
          records: [{ start_dttm: JAN, end_dttm: '2024-01-15T00:00:00Z', short_descr: 'down' }],
        },
      },
    };
    const { series, option } = transform(
      {
        annotation_layers: [
          { name: 'Trend', annotationType: 'FORMULA', value: 'x / 1e12', show: true },
          { name: 'Hidden', annotationType: 'FORMULA', value: '1', show: false },
          { name: 'Launches', annotationType: 'EVENT', value: 1, show: true, showLabel: true },
          { name: 'Outage', annotationType: 'INTERVAL', value: 2, show: true },
          { name: 'Missing', annotationType: 'EVENT', value: 3, show: true },
        ],
      },
      result,
    );
    const formula = series.find((entry) => entry.name === 'Trend');
    expect(formula?.data).toEqual([
      [JAN, JAN / 1e12],
      [FEB, FEB / 1e12],
      [MAR, MAR / 1e12],
    ]);
    const events = series.find((entry) => entry.name === 'Launches');
    expect(events?.markLine.data).toEqual([{ name: 'v2', xAxis: FEB }]);
    const intervals = series.find((entry) => entry.name === 'Outage');
    expect(intervals?.markArea.data).toEqual([
      [{ name: 'down', xAxis: JAN }, { xAxis: Date.UTC(2024, 0, 15) }],
    ]);
    expect(series.map((entry) => entry.name)).not.toContain('Hidden');
    expect(series.map((entry) => entry.name)).not.toContain('Missing');
    // Annotations stay out of the tooltip total.
    const html: string = option.tooltip.formatter([
      { seriesName: 'girl', seriesId: 'girl', value: [JAN, 30] },
      { seriesName: 'boy', seriesId: 'boy', value: [JAN, 10] },
      { seriesName: 'Trend', seriesId: formula?.id, value: [JAN, 1000] },
    ]);
    expect(html).toContain('>40<');
  });

  it('downsamples 100,000 points to about two per pixel, without animation, quickly', () => {
    const result = longResult(100_000);
    const started = performance.now();
    const { series, option } = transform({ groupby: [] }, result, { width: 800 });
    const elapsed = performance.now() - started;
    expect(series[0]?.data.length).toBeLessThanOrEqual(1600);
    expect(series[0]?.data.length).toBeGreaterThan(1000);
    expect(series[0]?.data[0]).toEqual([result.data[0]?.ds, result.data[0]?.count]);
    expect(option.animation).toBe(false);
    // Tens of milliseconds on an idle machine; the bound only catches quadratic regressions
    // on a loaded CI runner.
    expect(elapsed).toBeLessThan(3000);
  });
});
