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

describe('echarts_timeseries_line', () => {
  it('is registered as Line Chart in Evolution', () => {
    expect(plugin.key).toBe('echarts_timeseries_line');
    expect(plugin.metadata.name).toBe('Line Chart');
    expect(plugin.metadata.category).toBe('Evolution');
    expect(plugin.metadata.tags).toContain('ECharts');
    expect(plugin.metadata.behaviors).toEqual(['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY']);
    expect(plugin.metadata.thumbnail).toMatch(/svg/);
  });

  it('builds the shared time-series query', () => {
    const context = buildQuery({
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
    });
    const query = context.queries[0];
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('draws straight lines, optionally filled and with markers', () => {
    expect(first()).toMatchObject({ type: 'line', smooth: false, showSymbol: false });
    expect(first()).not.toHaveProperty('areaStyle');
    // The type fixes the style whatever the form data says.
    expect(first({ seriesType: 'bar' }).type).toBe('line');
    expect(first({ area: true, opacity: 0.5 }).areaStyle).toEqual({ opacity: 0.5 });
    expect(first({ markerEnabled: true, markerSize: 9 })).toMatchObject({
      showSymbol: true,
      symbolSize: 9,
    });
  });
});
