import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { getControlConfig, getSharedControls, isSharedControl } from './sharedControls';

const state = { formData: { datasource: '1__table', viz_type: 'table' }, datasource: null };

describe('shared controls', () => {
  it('carry the Superset defaults', () => {
    const defaults = Object.fromEntries(
      Object.entries(getSharedControls()).map(([name, config]) => [name, config.default]),
    );
    expect(defaults).toMatchObject({
      viz_type: 'table',
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      granularity: 'one day',
      time_grain_sqla: 'P1D',
      time_range: 'No filter',
      row_limit: 10000,
      order_desc: true,
      y_axis_format: 'SMART_NUMBER',
      x_axis_time_format: 'smart_date',
      color_scheme: 'supersetColors',
      truncate_metric: true,
      show_empty_columns: true,
      query_mode: 'aggregate',
      rolling_type: 'None',
      comparison_type: 'values',
    });
  });

  it('offer the Superset choices', () => {
    const values = (name: string) => getControlConfig(name)?.choices?.map(([value]) => value);
    expect(values('row_limit')).toEqual([10, 50, 100, 250, 500, 1000, 5000, 10000, 50000]);
    expect(values('series_limit')).toEqual([5, 10, 25, 50, 100, 500]);
    expect(values('limit')).toEqual([5, 10, 25, 50, 100, 500]);
    expect(values('rolling_type')).toEqual(['None', 'mean', 'sum', 'std', 'cumsum']);
    expect(values('comparison_type')).toEqual(['values', 'difference', 'percentage', 'ratio']);
    expect(values('resample_rule')).toEqual(['1T', '1H', '1D', '7D', '1M', '1AS']);
    expect(values('resample_method')).toEqual([
      'asfreq',
      'bfill',
      'ffill',
      'median',
      'mean',
      'sum',
    ]);
    expect(values('time_compare')?.[0]).toBe('1 day ago');
    expect(values('time_compare')?.at(-1)).toBe('3 years ago');
    expect(values('y_axis_format')).toEqual([
      'SMART_NUMBER',
      '~g',
      ',d',
      '.1s',
      '.3s',
      ',.1%',
      '.3%',
      '.4r',
      ',.3f',
      '+,',
      '$,.2f',
      'DURATION',
      'DURATION_SUB',
    ]);
    expect(values('granularity')).toContain('week_starting_sunday');
  });

  it('use the drop zones and validators Superset names', () => {
    expect(getControlConfig('metrics')).toMatchObject({ type: 'DndMetricSelect', multi: true });
    expect(getControlConfig('metrics')?.validators?.[0]?.([], state)).toBe('cannot be empty');
    expect(getControlConfig('metric')).toMatchObject({ type: 'DndMetricSelect', multi: false });
    expect(getControlConfig('groupby')).toMatchObject({ type: 'DndColumnSelect', multi: true });
    expect(getControlConfig('x_axis')).toMatchObject({ type: 'DndColumnSelect', multi: false });
    expect(getControlConfig('adhoc_filters')?.type).toBe('DndFilterSelect');
    expect(getControlConfig('time_range')?.type).toBe('DateFilterControl');
    expect(getControlConfig('color_scheme')?.type).toBe('ColorSchemeControl');
    expect(getControlConfig('row_limit')?.validators?.[0]?.('1.5', state)).toBe(
      'is expected to be an integer',
    );
  });

  it('take time grains from the dataset', () => {
    const datasource = { time_grain_sqla: [['P1W', 'Week']] } as unknown as DatasourceJson;
    const config = getControlConfig('time_grain_sqla');
    expect(config?.mapStateToProps?.({ ...state, datasource })).toEqual({
      choices: [['P1W', 'Week']],
    });
  });

  it('apply overrides without touching the shared definition', () => {
    expect(getControlConfig('row_limit', { default: 100 })?.default).toBe(100);
    expect(getControlConfig('row_limit')?.default).toBe(10000);
    expect(getControlConfig('nope')).toBeUndefined();
    expect(isSharedControl('groupby')).toBe(true);
    expect(isSharedControl('toString')).toBe(false);
  });

  it('show the sort order only with a sort metric', () => {
    const visible = getControlConfig('order_desc')?.visibility;
    expect(visible?.(state)).toBe(false);
    expect(
      visible?.({ ...state, formData: { ...state.formData, series_limit_metric: 'count' } }),
    ).toBe(true);
  });
});
