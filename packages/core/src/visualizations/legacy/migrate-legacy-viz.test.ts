import { describe, expect, it } from 'vitest';
import {
  LEGACY_VIZ_TYPES,
  isLegacyVizType,
  migrateLegacyChart,
  migrateLegacyFormData,
} from './migrate-legacy-viz';
import { isBuiltInVizType } from '../built-in-viz-types';

describe('legacy chart upgrade', () => {
  it('every retired type upgrades to a chart type the app draws', () => {
    for (const vizType of LEGACY_VIZ_TYPES) {
      const result = migrateLegacyChart({ vizType, params: {} });
      expect(result && isBuiltInVizType(result.vizType), vizType).toBe(true);
    }
    expect(LEGACY_VIZ_TYPES).toEqual(
      expect.arrayContaining([
        'line',
        'area',
        'bar',
        'dist_bar',
        'dual_line',
        'pivot_table',
        'treemap',
        'sunburst',
        'bubble',
        'heatmap',
        'histogram',
        'sankey',
      ]),
    );
  });

  it('leaves current chart types alone', () => {
    const formData = { viz_type: 'echarts_timeseries_line', metrics: ['count'] };
    expect(migrateLegacyFormData(formData)).toBe(formData);
    expect(migrateLegacyChart({ vizType: 'table', params: {} })).toBeNull();
    expect(isLegacyVizType('table')).toBe(false);
    expect(isLegacyVizType('line')).toBe(true);
    expect(isLegacyVizType(undefined)).toBe(false);
  });

  it('does not change the form data it was given', () => {
    const formData = { viz_type: 'bar', granularity_sqla: 'ds', adhoc_filters: [] };
    const copy = structuredClone(formData);
    migrateLegacyFormData(formData);
    expect(formData).toEqual(copy);
  });

  it('form data the editor opens is upgraded without a backup', () => {
    const upgraded = migrateLegacyFormData({ viz_type: 'sunburst', groupby: ['a'] });
    expect(upgraded).toEqual({ viz_type: 'sunburst_v2', columns: ['a'] });
  });

  it('a time column without a range takes the instance default range', () => {
    const upgraded = migrateLegacyFormData(
      { viz_type: 'line', granularity_sqla: 'ds' },
      { defaultTimeRange: 'Last week' },
    );
    expect(upgraded.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'ds', comparator: 'Last week' }),
    ]);
  });

  it('a key the successor already has gives way to the renamed old key', () => {
    const upgraded = migrateLegacyFormData({
      viz_type: 'heatmap',
      all_columns_x: 'category',
      x_axis: 'stale',
    });
    expect(upgraded.x_axis).toBe('category');
  });

  it('stored params without viz_type are upgraded by the chart type', () => {
    const result = migrateLegacyChart({ vizType: 'sunburst', params: { groupby: ['a'] } });
    expect(result?.params.columns).toEqual(['a']);
  });
});
