import { describe, expect, it } from 'vitest';
import { hydrateFormData } from './hydrate-form-data';

const base = { datasource: '3__table' };

describe('hydrateFormData', () => {
  it('falls back to the configured default viz type, then table', () => {
    expect(hydrateFormData(base).viz_type).toBe('table');
    expect(hydrateFormData({ ...base, viz_type: '' }).viz_type).toBe('table');
    expect(hydrateFormData(base, { defaultVizType: 'echarts_timeseries_line' }).viz_type).toBe(
      'echarts_timeseries_line',
    );
    expect(
      hydrateFormData({ ...base, viz_type: 'pie' }, { defaultVizType: 'big_number' }).viz_type,
    ).toBe('pie');
  });

  it('falls back to the configured default time filter, then No filter', () => {
    expect(hydrateFormData(base).time_range).toBe('No filter');
    expect(hydrateFormData(base, { defaultTimeFilter: 'Last week' }).time_range).toBe('Last week');
    expect(hydrateFormData({ ...base, time_range: 'Last day' }).time_range).toBe('Last day');
  });

  it('opens a retired chart type as its successor, its time column on the x-axis', () => {
    const hydrated = hydrateFormData(
      { ...base, viz_type: 'line', granularity_sqla: 'ds', metrics: ['count'] },
      { defaultTimeFilter: 'Last week' },
    );
    expect(hydrated).toMatchObject({
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      metrics: ['count'],
      adhoc_filters: [{ subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' }],
    });
    expect(hydrated).not.toHaveProperty('granularity_sqla');
  });

  it('replaces colour schemes missing from the registry', () => {
    const hydrated = hydrateFormData({
      ...base,
      color_scheme: 'removedScheme',
      linear_color_scheme: 'nope',
    });
    expect(hydrated.color_scheme).toBe('supersetColors');
    expect(hydrated.linear_color_scheme).toBe('superset_seq_1');
    const kept = hydrateFormData({
      ...base,
      color_scheme: 'd3Category10',
      linear_color_scheme: 'fire',
    });
    expect(kept.color_scheme).toBe('d3Category10');
    expect(kept.linear_color_scheme).toBe('fire');
  });

  it('leaves absent schemes absent and never mutates its input', () => {
    const input = { ...base, color_scheme: 'gone' };
    const hydrated = hydrateFormData(input, { isKnownCategoricalScheme: (id) => id === 'gone' });
    expect(hydrated.color_scheme).toBe('gone');
    expect(hydrateFormData(base)).not.toHaveProperty('color_scheme');
    expect(input).toEqual({ datasource: '3__table', color_scheme: 'gone' });
  });
});
