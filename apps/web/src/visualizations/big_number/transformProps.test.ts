import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { sparklineGeometry } from '../shared/bigNumber/sparkline';
import { percentChange, transformProps } from './transformProps';

const day = (d: number) => Date.UTC(2023, 0, d);
const weekly: ChartDataResult = {
  // Deliberately unordered: the chart sorts by time.
  data: [
    { order_date: day(15), count: 1100 },
    { order_date: day(1), count: 1000 },
    { order_date: day(22), count: 1320 },
    { order_date: day(8), count: 1200 },
  ],
  colnames: ['order_date', 'count'],
  coltypes: [2, 0],
  rowcount: 4,
};

function props(
  formData: Partial<QueryFormData>,
  queriesData: ChartDataResult[] = [weekly],
): ChartProps {
  return {
    formData: {
      datasource: '2__table',
      viz_type: 'big_number',
      x_axis: 'order_date',
      time_grain_sqla: 'P1W',
      metric: 'count',
      ...formData,
    },
    queriesData,
    datasource: null,
    width: 300,
    height: 200,
    hooks: {},
    context: 'EXPLORE',
  };
}

describe('big_number transformProps', () => {
  it('shows the latest value and the trendline in time order', () => {
    const result = transformProps(props({}));
    expect(result.headerText).toBe('1.32k');
    expect(result.trendline?.data).toEqual([
      [day(1), 1000],
      [day(8), 1200],
      [day(15), 1100],
      [day(22), 1320],
    ]);
    expect(result.trendline?.color).toBe('rgba(0, 122, 135, 1)');
    expect(result.trendline?.startAtZero).toBe(true);
  });

  it('compares with compare_lag periods earlier: up is positive, down negative', () => {
    const up = transformProps(props({ compare_lag: 1, compare_suffix: 'WoW' }));
    expect(up.subheader).toBe('+20.0% WoW');
    expect(up.subheaderTone).toBe('positive');
    const down = transformProps(props({ compare_lag: '2', compare_suffix: 'over 2 weeks' }));
    expect(down.subheader).toBe('+10.0% over 2 weeks');
    const lower = transformProps(
      props({ compare_lag: 1 }, [
        { ...weekly, data: [...weekly.data, { order_date: day(29), count: 660 }] },
      ]),
    );
    expect(lower.subheader).toBe('-50.0%');
    expect(lower.subheaderTone).toBe('negative');
    expect(transformProps(props({ compare_lag: 10 })).subheader).toBe('');
    expect(percentChange(5, 0)).toBe(0);
    expect(percentChange(-5, -10)).toBe(0.5);
  });

  it('skips an empty latest bucket and formats with y_axis_format', () => {
    const withGap = { ...weekly, data: [...weekly.data, { order_date: day(29), count: null }] };
    const result = transformProps(props({ y_axis_format: ',d', show_timestamp: true }, [withGap]));
    expect(result.headerText).toBe('1,320');
    expect(result.timestampText).toBe('2023-01-22');
    expect(result.trendline?.data.at(-1)).toEqual([day(29), null]);
  });

  it('uses the aggregated value when an aggregation is chosen', () => {
    const result = transformProps(
      props({ aggregation: 'sum' }, [weekly, { data: [{ count: 4620 }], rowcount: 1 }]),
    );
    expect(result.headerText).toBe('4.62k');
  });

  it('hides the trendline when asked and reads the colour and time format', () => {
    expect(transformProps(props({ show_trend_line: false })).trendline).toBeNull();
    const result = transformProps(
      props({
        color_picker: { r: 255, g: 0, b: 0, a: 0.5 },
        time_format: '%d/%m/%Y',
        start_y_axis_at_zero: false,
      }),
    );
    expect(result.trendline?.color).toBe('rgba(255, 0, 0, 0.5)');
    expect(result.trendline?.formatTime(day(8))).toBe('08/01/2023');
    expect(result.trendline?.formatValue(null)).toBe('N/A');
    expect(result.trendline?.startAtZero).toBe(false);
  });

  it("writes the saved metric's currency, and the chart's currency_format over it", () => {
    const datasource = {
      metrics: [{ metric_name: 'count' }],
      currency_formats: { count: { symbol: 'USD', symbolPosition: 'prefix' } },
    } as unknown as DatasourceJson;
    const saved = transformProps({ ...props({}), datasource });
    expect(saved.headerText).toBe(`$ ${d3Format('.3~s')(1320)}`);
    expect(saved.trendline?.formatValue(1000)).toBe(`$ ${d3Format('.3~s')(1000)}`);
    const euro = transformProps({
      ...props({
        y_axis_format: ',.1f',
        currency_format: { symbol: 'EUR', symbolPosition: 'suffix' },
      }),
      datasource,
    });
    expect(euro.headerText).toBe(`${d3Format(',.1f')(1320)} €`);
  });

  it('pads the trendline to the fixed time range', () => {
    const ranged = { ...weekly, from_dttm: Date.UTC(2022, 11, 1), to_dttm: Date.UTC(2023, 1, 1) };
    const data = transformProps(props({ time_range_fixed: true }, [ranged])).trendline?.data;
    expect(data?.[0]).toEqual([Date.UTC(2022, 11, 1), null]);
    expect(data?.at(-1)).toEqual([Date.UTC(2023, 1, 1), null]);
  });

  it('reads the legacy __timestamp column without an x-axis', () => {
    const legacy = { data: [{ __timestamp: day(1), count: 5 }], rowcount: 1 };
    const { x_axis: _x, ...formData } = props({}).formData;
    const result = transformProps({ ...props({}, [legacy]), formData });
    expect(result.headerText).toBe('5');
  });
});

describe('sparkline geometry', () => {
  it('scales points into the box and breaks the line at gaps', () => {
    const geometry = sparklineGeometry(
      [
        [0, 0],
        [1, 10],
        [2, null],
        [3, 5],
      ],
      30,
      14,
      true,
      2,
    );
    expect(geometry.line).toBe('M0,12L10,2M30,7');
    expect(geometry.points.map((p) => p.index)).toEqual([0, 1, 3]);
    expect(geometry.area.startsWith('M0,12L10,2L10,12L0,12Z')).toBe(true);
  });

  it('returns nothing without values', () => {
    expect(sparklineGeometry([[0, null]], 10, 10, true).line).toBe('');
  });
});
