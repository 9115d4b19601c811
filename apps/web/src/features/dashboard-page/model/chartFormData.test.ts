import { describe, expect, it } from 'vitest';
import { dashboardChartFormData } from './chartFormData';

const saved = {
  datasource: '3__table',
  viz_type: 'pie',
  slice_id: 12,
  color_scheme: 'bnbColors',
  metric: 'count',
};

describe('dashboardChartFormData', () => {
  it("imposes the dashboard's colour scheme and label colours and adds the dashboard id", () => {
    expect(
      dashboardChartFormData(
        saved,
        { color_scheme: 'supersetColors', label_colors: { a: '#fff' } },
        7,
      ),
    ).toEqual({
      ...saved,
      color_scheme: 'supersetColors',
      label_colors: { a: '#fff' },
      dashboardId: 7,
    });
  });

  it("keeps the chart's own scheme when the dashboard has none", () => {
    expect(dashboardChartFormData(saved, { color_scheme: '  ', label_colors: {} }, 7)).toEqual({
      ...saved,
      dashboardId: 7,
    });
  });

  it('does not change the saved form data', () => {
    const copy = { ...saved };
    dashboardChartFormData(saved, { color_scheme: 'x' }, 1);
    expect(saved).toEqual(copy);
  });

  it('adds the filters that reach the chart as extra_form_data, and nothing without any', () => {
    const extra = { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }], time_range: 'Last week' };
    expect(dashboardChartFormData(saved, {}, 7, extra).extra_form_data).toEqual(extra);
    expect(dashboardChartFormData(saved, {}, 7, {})).not.toHaveProperty('extra_form_data');
  });
});
