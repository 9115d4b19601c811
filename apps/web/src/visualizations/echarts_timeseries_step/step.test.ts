import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartProps } from '../timeseries/timeseriesFixtures';
import { buildQuery } from './buildQuery';
import { plugin } from './index';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';

/** The first series of the option for the fixture with these form-data changes. */
function first(formData: Partial<QueryFormData> = {}): AnyRecord {
  const series = (transformProps(chartProps(formData)).option as AnyRecord).series as AnyRecord[];
  return series[0] ?? {};
}

describe('echarts_timeseries_step', () => {
  it('is registered as Stepped Line in Evolution', () => {
    expect(plugin.key).toBe('echarts_timeseries_step');
    expect(plugin.metadata.name).toBe('Stepped Line');
    expect(plugin.metadata.category).toBe('Evolution');
    expect(plugin.metadata.tags).toContain('ECharts');
    expect(plugin.metadata.behaviors).toEqual(['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY']);
    expect(plugin.metadata.thumbnail).toMatch(/svg/);
  });

  it('builds the shared time-series query', () => {
    const context = buildQuery({
      datasource: '1__table',
      viz_type: 'echarts_timeseries_step',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
    });
    const query = context.queries[0];
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('draws steps starting at each point unless another step style is chosen', () => {
    expect(first()).toMatchObject({ type: 'line', step: 'start', smooth: false });
    expect(first({ seriesType: 'middle' }).step).toBe('middle');
    expect(first({ seriesType: 'end' }).step).toBe('end');
    expect(first({ seriesType: 'nonsense' }).step).toBe('start');
  });
});
