import { describe, expect, it } from 'vitest';
import type { ControlPanelConfig } from '../../../visualizations/controlPanelTypes';
import { loadChartPlugin } from '../../../visualizations/loadChartPlugin';
import { dashboardChartFormData, drawsDashboardColors, withSharedColors } from './chartFormData';
import { withControlDefaults } from './chartControlDefaults';

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

  it("passes the dashboard's colour namespace and drops a shared colour map the chart kept", () => {
    const kept = { ...saved, shared_label_colors: { a: '#111111' }, map_label_colors: {} };
    const formData = dashboardChartFormData(kept, { color_namespace: 'board' }, 7);
    expect(formData.color_namespace).toBe('board');
    expect(formData).not.toHaveProperty('shared_label_colors');
    expect(formData).not.toHaveProperty('map_label_colors');
  });

  it('draws with the shared colour map, and leaves the form data alone without one', () => {
    const formData = dashboardChartFormData(saved, {}, 7);
    expect(withSharedColors(formData, { a: '#111111' }).shared_label_colors).toEqual({
      a: '#111111',
    });
    expect(withSharedColors(formData, {})).toBe(formData);
  });

  it('tells when the chart draws with dashboard colours that explore should keep', () => {
    const plain = dashboardChartFormData(saved, { label_colors: {} }, 7);
    expect(drawsDashboardColors(plain)).toBe(false);
    expect(drawsDashboardColors(withSharedColors(plain, { a: '#111111' }))).toBe(true);
    expect(
      drawsDashboardColors(dashboardChartFormData(saved, { label_colors: { a: '#f00' } }, 7)),
    ).toBe(true);
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

async function controlPanelOf(vizType: string): Promise<ControlPanelConfig> {
  const plugin = await loadChartPlugin(vizType);
  if (!plugin) throw new Error(`no chart type ${vizType}`);
  return plugin.controlPanel;
}

async function buildQueryOf(vizType: string) {
  const plugin = await loadChartPlugin(vizType);
  if (!plugin) throw new Error(`no chart type ${vizType}`);
  return plugin.buildQuery;
}

describe('dashboard charts start from their control defaults', () => {
  const timeseriesBar = {
    datasource: '23__table',
    viz_type: 'echarts_timeseries_bar',
    granularity_sqla: 'order_date',
    groupby: ['product_line'],
    metrics: ['SUM(Sales)'],
    time_grain_sqla: 'P3M',
  };

  it('fills controls the saved chart leaves out, as Superset applies control defaults', async () => {
    const formData = withControlDefaults(
      timeseriesBar,
      await controlPanelOf('echarts_timeseries_bar'),
    );
    expect(formData.truncate_metric).toBe(true);
    expect(formData.groupby).toEqual(['product_line']);
  });

  it('names a single-metric series by its dimension value, not "metric, value"', async () => {
    const buildQuery = await buildQueryOf('echarts_timeseries_bar');
    const panel = await controlPanelOf('echarts_timeseries_bar');
    const query = buildQuery(withControlDefaults(timeseriesBar, panel)).queries[0];
    expect(query?.post_processing).toContainEqual({
      operation: 'rename',
      options: { columns: { 'SUM(Sales)': null }, level: 0, inplace: true },
    });
  });

  it('keeps every saved value, even one that differs from the default', async () => {
    const panel = await controlPanelOf('echarts_timeseries_line');
    const saved = { ...timeseriesBar, viz_type: 'echarts_timeseries_line', truncate_metric: false };
    expect(withControlDefaults(saved, panel).truncate_metric).toBe(false);
  });

  it('applies the B query defaults of a mixed chart too', async () => {
    const formData = withControlDefaults(
      { datasource: '1__table', viz_type: 'mixed_timeseries', x_axis: 'ds' },
      await controlPanelOf('mixed_timeseries'),
    );
    expect(formData.truncate_metric).toBe(true);
    expect(formData.truncate_metric_b).toBe(true);
  });

  it('computes defaults from the saved form data: an old table with raw columns stays raw', async () => {
    const saved = {
      datasource: '1__table',
      viz_type: 'table',
      all_columns: ['name', 'value'],
      row_limit: 50,
    };
    const formData = withControlDefaults(saved, await controlPanelOf('table'));
    expect(formData.query_mode).toBe('raw');
    expect(formData.all_columns).toEqual(['name', 'value']);
    const aggregate = withControlDefaults(
      { datasource: '1__table', viz_type: 'table', groupby: ['name'], metrics: ['count'] },
      await controlPanelOf('table'),
    );
    expect(aggregate.query_mode).toBe('aggregate');
  });
});
