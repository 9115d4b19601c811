import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartProps, JAN, longResult } from '../timeseries/timeseriesFixtures';
import { buildQuery } from './buildQuery';
import { plugin } from './index';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';

/** The first series of the option for the fixture with these form-data changes. */
function first(formData: Partial<QueryFormData> = {}): AnyRecord {
  const series = (transformProps(chartProps(formData)).option as AnyRecord).series as AnyRecord[];
  return series[0] ?? {};
}

describe('echarts_timeseries_bar', () => {
  it('is registered as Bar Chart in Evolution', () => {
    expect(plugin.key).toBe('echarts_timeseries_bar');
    expect(plugin.metadata.name).toBe('Bar Chart');
    expect(plugin.metadata.category).toBe('Evolution');
    expect(plugin.metadata.tags).toContain('ECharts');
    expect(plugin.metadata.behaviors).toEqual(['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY']);
    expect(plugin.metadata.thumbnail).toMatch(/svg/);
  });

  it('builds the shared time-series query', () => {
    const context = buildQuery({
      datasource: '1__table',
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
    });
    const query = context.queries[0];
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('draws bars, stacked when asked', () => {
    expect(first()).toMatchObject({ type: 'bar' });
    expect(first()).not.toHaveProperty('stack');
    expect(first({ stack: 'Stack' }).stack).toBe('total');
  });

  it('swaps the axes for horizontal bars', () => {
    const props = transformProps(chartProps({ orientation: 'horizontal' }));
    const option = props.option as AnyRecord;
    expect(option.xAxis.type).toBe('value');
    expect(option.yAxis.type).toBe('time');
    const [girl] = option.series as AnyRecord[];
    expect(girl?.data[0]).toEqual([30, JAN]);
    expect(props.xAxis.horizontal).toBe(true);
  });

  it('keeps bars aligned when downsampling many points', () => {
    const props = transformProps(chartProps({ groupby: [] }, longResult(10_000)));
    const [entry] = (props.option as AnyRecord).series as AnyRecord[];
    expect(entry?.data.length).toBeLessThanOrEqual(1600);
  });
});
