import { describe, expect, it } from 'vitest';
import { encodeListQuery } from '../../../api/listQuery';
import {
  chartDefinitionOf,
  SAVED_CHARTS_PAGE_SIZE,
  savedChartsListQuery,
  type SavedChartRow,
} from './savedCharts';

const row: SavedChartRow = {
  id: 42,
  uuid: 'b9f4c1de-0000-4000-8000-000000000042',
  slice_name: 'Weekly sales',
  viz_type: 'echarts_timeseries_bar',
  datasource_id: 3,
  datasource_type: 'table',
  datasource_name_text: 'main.sales',
  description: 'By region',
  changed_on_delta_humanized: '2 days ago',
  owners: [{ id: 5, first_name: 'Grace', last_name: 'Hopper' }],
  form_data: { datasource: '3__table', viz_type: 'echarts_timeseries_bar', metrics: ['count'] },
};

/** Legacy filter boxes are replaced by native filters, so they are not offered for dashboards. */
const NOT_FILTER_BOX = { col: 'viz_type', opr: 'neq', value: 'filter_box' };

describe('savedChartsListQuery', () => {
  it('asks for the newest changes first, one large page, with the palette columns', () => {
    const query = savedChartsListQuery({ search: '', onlyMine: false, userId: 5, sort: 'recent' });
    expect(query).toMatchObject({
      order_column: 'changed_on',
      order_direction: 'desc',
      page: 0,
      page_size: SAVED_CHARTS_PAGE_SIZE,
      filters: [NOT_FILTER_BOX],
    });
    expect(query.columns).toContain('form_data');
    expect(query.columns).toContain('slice_name');
  });

  it('searches all chart text and keeps only owned charts on request', () => {
    const query = savedChartsListQuery({
      search: '  sales ',
      onlyMine: true,
      userId: 5,
      sort: 'name',
    });
    expect(query.filters).toEqual([
      NOT_FILTER_BOX,
      { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 5 },
    ]);
    expect(query).toMatchObject({ order_column: 'slice_name', order_direction: 'asc' });
    // The columns travel in q with the rest.
    expect(encodeListQuery(query)).toContain('columns:!(id,uuid,slice_name');
  });

  it('cannot filter by owner without a signed-in user', () => {
    const query = savedChartsListQuery({ search: '', onlyMine: true, userId: null, sort: 'type' });
    expect(query.filters).toEqual([NOT_FILTER_BOX]);
    expect(query.order_column).toBe('viz_type');
  });
});

describe('chartDefinitionOf', () => {
  it('turns a list row into the dashboard’s chart definition', () => {
    expect(chartDefinitionOf(row)).toMatchObject({
      id: 42,
      slice_name: 'Weekly sales',
      viz_type: 'echarts_timeseries_bar',
      description: 'By region',
      datasource_id: 3,
      form_data: {
        datasource: '3__table',
        viz_type: 'echarts_timeseries_bar',
        metrics: ['count'],
        slice_id: 42,
      },
    });
  });

  it('fills the datasource key and type from the row when the form data lacks them', () => {
    const definition = chartDefinitionOf({
      ...row,
      form_data: { datasource: '', viz_type: '' },
    });
    expect(definition?.form_data).toMatchObject({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_bar',
    });
  });

  it('refuses a chart without form data or without a dataset', () => {
    expect(chartDefinitionOf({ ...row, form_data: null })).toBeNull();
    expect(chartDefinitionOf({ ...row, form_data: undefined })).toBeNull();
    expect(chartDefinitionOf({ ...row, datasource_id: null })).toBeNull();
  });
});
