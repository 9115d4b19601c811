import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartProps, JAN } from '../timeseries/timeseriesFixtures';
import { buildQuery } from './buildQuery';
import { plugin } from './index';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';

/** The first series of the option for the fixture with these form-data changes. */
function first(formData: Partial<QueryFormData> = {}): AnyRecord {
  const series = (transformProps(chartProps(formData)).option as AnyRecord).series as AnyRecord[];
  return series[0] ?? {};
}

describe('echarts_area', () => {
  it('is registered as Area Chart in Evolution', () => {
    expect(plugin.key).toBe('echarts_area');
    expect(plugin.metadata.name).toBe('Area Chart');
    expect(plugin.metadata.category).toBe('Evolution');
    expect(plugin.metadata.tags).toContain('ECharts');
    expect(plugin.metadata.behaviors).toEqual(['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY']);
    expect(plugin.metadata.thumbnail).toMatch(/svg/);
  });

  it('builds the shared time-series query', () => {
    const context = buildQuery({
      datasource: '1__table',
      viz_type: 'echarts_area',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
    });
    const query = context.queries[0];
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('always fills the area, with the opacity control', () => {
    expect(first()).toMatchObject({ type: 'line', areaStyle: { opacity: 0.2 } });
    expect(first({ opacity: 0.7 }).areaStyle).toEqual({ opacity: 0.7 });
    expect(first({ area: false }).areaStyle).toEqual({ opacity: 0.2 });
  });

  it('offers smooth and step styles and stacking with Expand', () => {
    expect(first({ seriesType: 'smooth' }).smooth).toBe(true);
    expect(first({ seriesType: 'end' }).step).toBe('end');
    const expanded = transformProps(chartProps({ stack: 'Expand' }));
    const [girl] = (expanded.option as AnyRecord).series as AnyRecord[];
    expect(girl?.stack).toBe('total');
    expect(girl?.data[0]).toEqual([JAN, 0.75]);
  });
});
