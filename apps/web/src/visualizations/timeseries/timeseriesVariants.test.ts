import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartProps, JAN, longResult } from './timeseriesFixtures';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { plugin as area } from '../echarts_area/index';
import { plugin as bar } from '../echarts_timeseries_bar/index';
import { plugin as line } from '../echarts_timeseries_line/index';
import { plugin as scatter } from '../echarts_timeseries_scatter/index';
import { plugin as smooth } from '../echarts_timeseries_smooth/index';
import { plugin as step } from '../echarts_timeseries_step/index';

// The six time-series chart types share one query and one option builder; each differs only in
// its registration and in how it draws a series. The shared part is asserted once per type here,
// the drawing differences in each type's own cases below.

type TransformProps = typeof line.transformProps;

interface Variant {
  /** The `viz_type` the type is registered under. */
  key: string;
  name: string;
  plugin: typeof line;
  /** What sets this type's series apart, asserted on the option it builds. */
  draws: Record<string, (transform: TransformProps) => void>;
}

/** The option for the fixture with these form-data changes (and optionally another result). */
function option(
  transform: TransformProps,
  formData: Partial<QueryFormData> = {},
  result?: ReturnType<typeof longResult>,
): AnyRecord {
  return transform(chartProps(formData, result)).option as AnyRecord;
}

/** The first series of the option for the fixture with these form-data changes. */
function first(transform: TransformProps, formData: Partial<QueryFormData> = {}): AnyRecord {
  return (option(transform, formData).series as AnyRecord[])[0] ?? {};
}

const variants: Variant[] = [
  {
    key: 'echarts_area',
    name: 'Area Chart',
    plugin: area,
    draws: {
      'always fills the area, with the opacity control': (transform) => {
        expect(first(transform)).toMatchObject({ type: 'line', areaStyle: { opacity: 0.2 } });
        expect(first(transform, { opacity: 0.7 }).areaStyle).toEqual({ opacity: 0.7 });
        expect(first(transform, { area: false }).areaStyle).toEqual({ opacity: 0.2 });
      },
      'offers smooth and step styles and stacking with Expand': (transform) => {
        expect(first(transform, { seriesType: 'smooth' }).smooth).toBe(true);
        expect(first(transform, { seriesType: 'end' }).step).toBe('end');
        const [girl] = option(transform, { stack: 'Expand' }).series as AnyRecord[];
        expect(girl?.stack).toBe('total');
        expect(girl?.data[0]).toEqual([JAN, 0.75]);
      },
    },
  },
  {
    key: 'echarts_timeseries_bar',
    name: 'Bar Chart',
    plugin: bar,
    draws: {
      'draws bars, stacked when asked': (transform) => {
        expect(first(transform)).toMatchObject({ type: 'bar' });
        expect(first(transform)).not.toHaveProperty('stack');
        expect(first(transform, { stack: 'Stack' }).stack).toBe('total');
      },
      'swaps the axes for horizontal bars': (transform) => {
        const props = transform(chartProps({ orientation: 'horizontal' }));
        const horizontal = props.option as AnyRecord;
        expect(horizontal.xAxis.type).toBe('value');
        expect(horizontal.yAxis.type).toBe('time');
        const [girl] = horizontal.series as AnyRecord[];
        expect(girl?.data[0]).toEqual([30, JAN]);
        expect(props.xAxis.horizontal).toBe(true);
      },
      'keeps bars aligned when downsampling many points': (transform) => {
        const [entry] = option(transform, { groupby: [] }, longResult(10_000))
          .series as AnyRecord[];
        expect(entry?.data.length).toBeLessThanOrEqual(1600);
      },
    },
  },
  {
    key: 'echarts_timeseries_line',
    name: 'Line Chart',
    plugin: line,
    draws: {
      'draws straight lines, optionally filled and with markers': (transform) => {
        expect(first(transform)).toMatchObject({ type: 'line', smooth: false, showSymbol: false });
        expect(first(transform)).not.toHaveProperty('areaStyle');
        // The type fixes the style whatever the form data says.
        expect(first(transform, { seriesType: 'bar' }).type).toBe('line');
        expect(first(transform, { area: true, opacity: 0.5 }).areaStyle).toEqual({ opacity: 0.5 });
        expect(first(transform, { markerEnabled: true, markerSize: 9 })).toMatchObject({
          showSymbol: true,
          symbolSize: 9,
        });
      },
    },
  },
  {
    key: 'echarts_timeseries_scatter',
    name: 'Scatter Plot',
    plugin: scatter,
    draws: {
      'draws markers only, sized by markerSize': (transform) => {
        expect(first(transform)).toMatchObject({ type: 'scatter', symbolSize: 6 });
        expect(first(transform, { markerSize: 12 }).symbolSize).toBe(12);
        expect(first(transform)).not.toHaveProperty('stack');
      },
      'keeps every point of a large cloud and uses ECharts large mode': (transform) => {
        const [entry] = option(transform, { groupby: [] }, longResult(5000)).series as AnyRecord[];
        expect(entry?.data).toHaveLength(5000);
        expect(entry?.large).toBe(true);
      },
    },
  },
  {
    key: 'echarts_timeseries_smooth',
    name: 'Smooth Line',
    plugin: smooth,
    draws: {
      'draws smooth lines': (transform) => {
        expect(first(transform)).toMatchObject({ type: 'line', smooth: true });
        expect(first(transform)).not.toHaveProperty('step');
      },
    },
  },
  {
    key: 'echarts_timeseries_step',
    name: 'Stepped Line',
    plugin: step,
    draws: {
      'draws steps starting at each point unless another step style is chosen': (transform) => {
        expect(first(transform)).toMatchObject({ type: 'line', step: 'start', smooth: false });
        expect(first(transform, { seriesType: 'middle' }).step).toBe('middle');
        expect(first(transform, { seriesType: 'end' }).step).toBe('end');
        expect(first(transform, { seriesType: 'nonsense' }).step).toBe('start');
      },
    },
  },
];

describe.each(variants)('$key', (variant) => {
  it(`is registered as ${variant.name} in Evolution`, () => {
    expect(variant.plugin.key).toBe(variant.key);
    expect(variant.plugin.metadata.name).toBe(variant.name);
    expect(variant.plugin.metadata.category).toBe('Evolution');
    expect(variant.plugin.metadata.tags).toContain('ECharts');
    expect(variant.plugin.metadata.behaviors).toEqual([
      'INTERACTIVE_CHART',
      'DRILL_TO_DETAIL',
      'DRILL_BY',
    ]);
    expect(variant.plugin.metadata.thumbnail).toMatch(/svg/);
  });

  it('builds the shared time-series query', () => {
    const context = variant.plugin.buildQuery({
      datasource: '1__table',
      viz_type: variant.key,
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
    });
    const query = context.queries[0];
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  for (const [behaviour, check] of Object.entries(variant.draws))
    it(behaviour, () => check(variant.plugin.transformProps));
});
