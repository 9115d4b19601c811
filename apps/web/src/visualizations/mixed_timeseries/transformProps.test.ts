import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { transformProps } from './transformProps';
import { chartPropsOf, readEChartsProps } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { MIXED_FORM_DATA } from './mixedFormDataFixture';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);

const RESULT_A = queryResult({ ds: 'TEMPORAL', count: 'NUMERIC' }, [
  { ds: JAN, count: 100 },
  { ds: FEB, count: 120 },
]);

const RESULT_B: ChartDataResult = {
  ...queryResult({ ds: 'TEMPORAL', boy: 'NUMERIC', girl: 'NUMERIC' }, [
    { ds: JAN, boy: 10, girl: 30 },
    { ds: FEB, boy: 12, girl: 40 },
  ]),
  label_map: { ds: ['ds'], boy: ['boy'], girl: ['girl'] },
};

const FORM_DATA: QueryFormData = {
  ...MIXED_FORM_DATA,
  seriesTypeB: 'bar',
  yAxisIndexB: 1,
  y_axis_format: ',d',
  y_axis_format_secondary: ',.1f',
  color_scheme: 'supersetColors',
};

function transform(
  formData: Partial<QueryFormData> = {},
  results: ChartDataResult[] = [RESULT_A, RESULT_B],
  extra: Partial<ChartProps> = {},
) {
  const { props, option, seriesList } = readEChartsProps(
    transformProps(chartPropsOf({ ...FORM_DATA, ...formData }, results, { width: 800, ...extra })),
  );
  return { props, option, series: seriesList };
}

describe('mixed_timeseries transformProps', () => {
  it("draws each query in its own style on its own axis, B's series sorted by total", () => {
    const { series } = transform();
    expect(series.map((entry) => [entry.id, entry.name, entry.type, entry.yAxisIndex])).toEqual([
      ['a:count', 'count', 'line', 0],
      ['b:girl', 'girl', 'bar', 1],
      ['b:boy', 'boy', 'bar', 1],
    ]);
    expect(series[1]!.data).toEqual([
      [JAN, 30],
      [FEB, 40],
    ]);
  });

  it('formats each axis and each series by the axis it is drawn on', () => {
    const { option, series } = transform({ show_value: true, show_valueB: true });
    expect(option.yAxis).toHaveLength(2);
    expect(option.yAxis[0].axisLabel.formatter(1234.5)).toBe('1,235');
    expect(option.yAxis[1].axisLabel.formatter(1234.5)).toBe('1,234.5');
    expect(option.yAxis[1].splitLine).toEqual({ show: false });
    expect(series[0]!.label.formatter({ value: [JAN, 1234.5] })).toBe('1,235');
    expect(series[1]!.label.formatter({ value: [JAN, 30] })).toBe('30.0');
    const html: string = option.tooltip.formatter([
      { seriesName: 'count', seriesId: 'a:count', value: [JAN, 100] },
      { seriesName: 'girl', seriesId: 'b:girl', value: [JAN, 30] },
    ]);
    expect(html).toContain('100');
    expect(html).toContain('30.0');
    // Swapping the axes swaps the formats.
    const swapped = transform({ yAxisIndex: 1, yAxisIndexB: 0 }).series;
    expect(swapped[0]!.yAxisIndex).toBe(1);
    expect(swapped[0]!.label.formatter({ value: [JAN, 1234.5] })).toBe('1,234.5');
  });

  it('stacks each query separately and keeps its own markers, area and opacity', () => {
    const { series } = transform({
      stackB: true,
      area: true,
      opacity: 0.5,
      markerEnabled: true,
      markerSize: 9,
    });
    expect(series[0]).not.toHaveProperty('stack');
    expect(series[0]).toMatchObject({
      showSymbol: true,
      symbolSize: 9,
      areaStyle: { opacity: 0.5 },
    });
    expect(series[1]!.stack).toBe('query-b');
    expect(series[2]!.stack).toBe('query-b');
  });

  it('keeps series names unique and colours a metric alike in both queries', () => {
    const sameMetric: ChartDataResult = { ...RESULT_A, data: [{ ds: JAN, count: 7 }] };
    const { series } = transform({ groupby_b: [], metrics_b: ['count'] }, [RESULT_A, sameMetric]);
    expect(series.map((entry) => entry.name)).toEqual(['count', 'count (1)']);
    expect(series[0]!.color).toBe(series[1]!.color);
    const named = transform({ show_query_identifiers: true }).series;
    expect(named.map((entry) => entry.name)).toEqual([
      'count (Query A)',
      'girl (Query B)',
      'boy (Query B)',
    ]);
  });

  it('cross-filters by the group-by of the clicked series query', () => {
    const { props } = transform({}, undefined, { filterState: { selectedValues: ['girl'] } });
    expect(props.crossFilter).toEqual({
      queries: [null, { groupby: ['gender'], valuesByName: { girl: ['girl'], boy: ['boy'] } }],
      queryOf: { count: 0, girl: 1, boy: 1 },
      selectedNames: ['girl'],
    });
    expect(props.xAxis).toEqual({ label: 'ds', kind: 'time' });
  });

  it('applies y bounds, log axes and titles per axis', () => {
    const { option } = transform({
      y_axis_bounds: [0, 500],
      y_axis_bounds_secondary: [null, 100],
      logAxisSecondary: true,
      yAxisTitleSecondary: 'Births',
    });
    expect(option.yAxis[0]).toMatchObject({ type: 'value', min: 0, max: 500 });
    expect(option.yAxis[1]).toMatchObject({ type: 'log', max: 100, name: 'Births' });
    expect(option.yAxis[0].alignTicks).toBe(true);
  });
});
