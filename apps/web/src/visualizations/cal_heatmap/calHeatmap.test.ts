import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { colorSteps, EMPTY_CELL_COLOR, stepIndex } from './calendarColors';
import { granularityMessage, transformProps } from './transformProps';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';

const at = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);

const FORM_DATA: QueryFormData = {
  datasource: '9__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  time_range: '2024-03-01 : 2024-05-01',
  metrics: ['visits'],
  adhoc_filters: [],
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  linear_color_scheme: 'white_black',
  steps: 3,
  y_axis_format: ',d',
  x_axis_time_format: '%Y-%m-%d',
};

const RESULT: ChartDataResult = {
  colnames: ['__timestamp', 'visits', 'orders'],
  coltypes: [2, 0, 0],
  data: [
    { __timestamp: at(2024, 3, 1), visits: 0, orders: 1 },
    { __timestamp: at(2024, 3, 4), visits: 5, orders: 2 },
    { __timestamp: at(2024, 4, 30), visits: 10, orders: 3 },
  ],
  rowcount: 3,
  from_dttm: at(2024, 3, 1),
  to_dttm: at(2024, 5, 1),
};

function transform(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  return transformProps(
    chartPropsOf({ ...FORM_DATA, ...formData }, [RESULT], { width: 800, ...extra }),
  );
}

describe('cal_heatmap buildQuery', () => {
  it('asks for the metrics per cell unit of the time column', () => {
    const query = buildQuery({ ...FORM_DATA, subdomain_granularity: 'hour', groupby: ['x'] })
      .queries[0]!;
    expect(query.metrics).toEqual(['visits']);
    expect(query.columns).toEqual([]);
    expect(query.is_timeseries).toBe(true);
    expect(query.granularity).toBe('ds');
    expect(query.time_range).toBe('2024-03-01 : 2024-05-01');
    expect(query.extras.time_grain_sqla).toBe('PT1H');
    expect(buildQuery(FORM_DATA).queries[0]!.extras.time_grain_sqla).toBe('P1D');
  });
});

describe('calendar colour steps', () => {
  it('cuts the range into equal buckets along the scheme', () => {
    expect(colorSteps('white_black', 3, [0, 9])).toEqual([
      { color: '#ffffff', from: 0, to: 3 },
      { color: '#808080', from: 3, to: 6 },
      { color: '#000000', from: 6, to: 9 },
    ]);
    expect(stepIndex(0, [0, 9], 3)).toBe(0);
    expect(stepIndex(2.9, [0, 9], 3)).toBe(0);
    expect(stepIndex(3, [0, 9], 3)).toBe(1);
    expect(stepIndex(9, [0, 9], 3)).toBe(2);
    expect(stepIndex(4, [4, 4], 3)).toBe(2);
  });
});

describe('cal_heatmap transformProps', () => {
  it('draws one block per month of the range with a cell per day', () => {
    const { calendars, note } = transform();
    expect(note).toBeNull();
    const [calendar] = calendars;
    expect(calendar?.title).toBe('visits');
    expect(calendar?.blocks.map((block) => block.label)).toEqual(['March 2024', 'April 2024']);
    const [march, april] = calendar!.blocks;
    expect(march?.cells).toHaveLength(31);
    expect(april?.cells).toHaveLength(30);
  });

  it('colours cells by step and leaves days without data grey', () => {
    const [march, april] = transform().calendars[0]!.blocks;
    // Range 0..10 in 3 steps: 0 → white, 5 → middle grey, 10 → black.
    expect(march!.cells[0]).toMatchObject({ row: 4, column: 0, fill: '#ffffff' });
    expect(march!.cells[3]).toMatchObject({ row: 0, column: 1, fill: '#808080' });
    expect(march!.cells[3]!.tooltip).toBe('2024-03-04: 5');
    expect(march!.cells[1]).toMatchObject({ fill: EMPTY_CELL_COLOR, text: null });
    expect(march!.cells[1]!.tooltip).toBe('2024-03-02: No data');
    expect(april!.cells[29]!.fill).toBe('#000000');
  });

  it('draws a calendar per metric with its legend, names and values', () => {
    const { calendars } = transform(
      { metrics: ['visits', 'orders'], show_values: true },
      {
        datasource: {
          id: 9,
          table_name: 't',
          verbose_map: { orders: 'Orders' },
        } as unknown as ChartProps['datasource'],
      },
    );
    expect(calendars.map((calendar) => calendar.title)).toEqual(['visits', 'Orders']);
    const orders = calendars[1]!;
    expect(orders.legendEnds).toEqual(['1', '3']);
    expect(orders.legend.map((step) => step.label)).toEqual(['1 - 2', '2 - 2', '2 - 3']);
    expect(orders.blocks[0]!.cells[3]!.text).toBe('2');
    expect(transform({ show_metric_name: false }).calendars[0]!.title).toBeNull();
  });

  it("uses the data's range when the query has none", () => {
    const open: ChartDataResult = { ...RESULT, from_dttm: null, to_dttm: null };
    const props = transformProps(
      chartPropsOf({ ...FORM_DATA, domain_granularity: 'week' }, [open], { width: 800 }),
    );
    const blocks = props.calendars[0]!.blocks;
    // From the week of 1 March (Monday 26 Feb) to the week of 30 April (Monday 29 April).
    expect(blocks[0]!.key).toBe(at(2024, 2, 26));
    expect(blocks.at(-1)!.key).toBe(at(2024, 4, 29));
    expect(blocks).toHaveLength(10);
  });

  it('shows only the latest blocks of very long ranges', () => {
    const props = transformProps(
      chartPropsOf(
        { ...FORM_DATA, domain_granularity: 'day', subdomain_granularity: 'hour' },
        [{ ...RESULT, from_dttm: at(2020, 1, 1), to_dttm: at(2024, 5, 1) }],
        { width: 800 },
      ),
    );
    expect(props.calendars[0]!.blocks).toHaveLength(400);
    expect(props.calendars[0]!.blocks.at(-1)!.key).toBe(at(2024, 4, 30));
    const days = (at(2024, 5, 1) - at(2020, 1, 1)) / 86_400_000;
    expect(props.note).toBe(`Showing the latest 400 of ${days} periods.`);
  });

  it('refuses a cell unit that is not smaller than the block', () => {
    expect(() => transform({ domain_granularity: 'week', subdomain_granularity: 'month' })).toThrow(
      granularityMessage(),
    );
  });

  it('passes the cell settings through', () => {
    const props = transform({
      cell_size: '14',
      cell_padding: 1,
      cell_radius: 3,
      show_legend: false,
    });
    expect([props.cellSize, props.cellPadding, props.cellRadius, props.showLegend]).toEqual([
      14,
      1,
      3,
      false,
    ]);
  });
});
