import { describe, expect, it } from 'vitest';
import {
  dashboardChartEntities,
  dashboardChartEntity,
  descriptionHtml,
} from './dashboard-chart-entities';

const FORM_DATA = {
  metrics: ['count'],
  slice_id: 12,
  viz_type: 'echarts_timeseries_bar',
  datasource: '3__table',
};

const serialized = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  slice_name: 'Delays',
  slice_url: '/explore/?slice_id=12',
  viz_type: 'echarts_timeseries_bar',
  datasource_id: 3,
  datasource_type: 'table',
  datasource_name_text: 'main.flights',
  datasource_url: '/explore/?datasource_type=table&datasource_id=3',
  form_data: FORM_DATA,
  query_context: '{"queries":[]}',
  description: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  changed_on: '2026-11-22T10:00:00.000Z',
  changed_on_delta_humanized: 'a few seconds ago',
  owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
  is_managed_externally: false,
  ...overrides,
});

describe('dashboard chart entities', () => {
  it('carries what a dashboard renders a chart from, without another request', () => {
    expect(dashboardChartEntity(serialized())).toEqual({
      id: 12,
      slice_id: 12,
      slice_name: 'Delays',
      slice_url: '/explore/?slice_id=12',
      viz_type: 'echarts_timeseries_bar',
      datasource: '3__table',
      form_data: FORM_DATA,
      query_context: '{"queries":[]}',
      description: null,
      description_markeddown: null,
      cache_timeout: null,
      certified_by: null,
      certification_details: null,
      changed_on: '2026-11-22T10:00:00.000Z',
      modified: 'a few seconds ago',
      owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
      is_managed_externally: false,
      datasource_id: 3,
      datasource_type: 'table',
      datasource_name_text: 'main.flights',
      datasource_url: '/explore/?datasource_type=table&datasource_id=3',
    });
  });

  it("adds the chart's own cache timeout to its form data, as Superset's Slice.form_data does", () => {
    const entity = dashboardChartEntity(serialized({ cache_timeout: 300 }));
    expect(entity.cache_timeout).toBe(300);
    expect(entity.form_data).toMatchObject({ cache_timeout: 300, slice_id: 12 });
  });

  it('renders the description as escaped HTML paragraphs, never as markup', () => {
    expect(descriptionHtml('Late flights\nper day\n\n<script>alert(1)</script> & "more"')).toBe(
      '<p>Late flights<br>per day</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</p>',
    );
    expect(descriptionHtml('  ')).toBeNull();
    expect(descriptionHtml(null)).toBeNull();
    expect(
      dashboardChartEntity(serialized({ description: '<b>x</b>' })).description_markeddown,
    ).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });

  it('orders the charts by id', () => {
    const ids = dashboardChartEntities([
      serialized({ id: 30 }),
      serialized({ id: 4 }),
      serialized({ id: 12 }),
    ]).map((c) => c.id);
    expect(ids).toEqual([4, 12, 30]);
  });
});
