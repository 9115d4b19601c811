import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { percentChangeOf, transformProps } from './transformProps';

function props(
  formData: Partial<QueryFormData>,
  result: ChartDataResult,
  datasource: DatasourceJson | null = null,
): ChartProps {
  return {
    formData: {
      datasource: '1__table',
      viz_type: 'pop_kpi',
      metric: 'count',
      time_compare: '1 year ago',
      ...formData,
    },
    queriesData: [result],
    datasource,
    width: 400,
    height: 200,
    hooks: {},
    context: 'DASHBOARD',
  };
}

const result = (current: unknown, previous: unknown, offset = '1 year ago'): ChartDataResult => ({
  data: [{ count: current, [`count__${offset}`]: previous }],
  rowcount: 1,
});

describe('pop_kpi transformProps', () => {
  it('shows the current and earlier values, their difference and the percent change', () => {
    const p = transformProps(props({ y_axis_format: ',d' }, result(1250, 1000)));
    expect(p.bigNumber).toBe('1,250');
    expect(p.prevNumber).toBe('1,000');
    expect(p.valueDifference).toBe('250');
    expect(p.percentChange).toBe(0.25);
    expect(p.percentDifference).toBe('0.25');
    expect(p.comparator).toBe('1 year ago');
  });

  it('formats the change with percentDifferenceFormat and reads numeric strings', () => {
    const p = transformProps(
      props({ percentDifferenceFormat: '.1%' }, result('800', '1000', '1 year ago')),
    );
    expect(p.bigNumber).toBe('800');
    expect(p.valueDifference).toBe('-200');
    expect(p.percentDifference).toBe('-20.0%');
  });

  it('reads the column of a custom start date and of inherit', () => {
    const custom = transformProps(
      props(
        { time_compare: 'custom', start_date_offset: '2014-01-01' },
        result(30, 10, '2014-01-01'),
      ),
    );
    expect(custom.prevNumber).toBe('10');
    const inherit = transformProps(props({ time_compare: 'inherit' }, result(5, 10, 'inherit')));
    expect(inherit.percentChange).toBe(-0.5);
  });

  it("follows Superset's rules when a period is zero", () => {
    expect(percentChangeOf(0, 0)).toBe(0);
    expect(percentChangeOf(5, 0)).toBe(1);
    expect(percentChangeOf(0, 5)).toBe(-1);
    expect(percentChangeOf(-5, -10)).toBe(0.5);
    const none = transformProps(props({ time_compare: null }, { data: [{ count: 7 }] }));
    expect(none.prevNumber).toBe('0');
    expect(none.percentChange).toBe(1);
  });

  it("maps font sizes to Superset's pixel steps and carries the colour settings", () => {
    const p = transformProps(props({}, result(1, 2)));
    expect(p.headerFontSize).toBe(16);
    expect(p.comparisonFontSize).toBe(16);
    expect(p.colorsEnabled).toBe(false);
    expect(p.colorScheme).toBe('Green');
    const large = transformProps(
      props(
        {
          header_font_size: 0.6,
          subheader_font_size: 0.3,
          comparison_color_enabled: true,
          comparison_color_scheme: 'Red',
        },
        result(1, 2),
      ),
    );
    expect(large.headerFontSize).toBe(60);
    expect(large.comparisonFontSize).toBe(32);
    expect(large.colorsEnabled).toBe(true);
    expect(large.colorScheme).toBe('Red');
  });

  it('names the metric by its verbose name when shown', () => {
    const datasource = {
      metrics: [{ metric_name: 'count', verbose_name: 'Flights' }],
    } as unknown as DatasourceJson;
    const p = transformProps(props({ show_metric_name: true }, result(1, 1), datasource));
    expect(p.showMetricName).toBe(true);
    expect(p.metricName).toBe('Flights');
  });
});
