import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { queryContextSchema } from '@panorama/core/query/query-object';
import { buildQuery } from './buildQuery';
import { xAxisGrainColumn } from '../shared/testing/grainColumnFixture';

const sumSales = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

const aggregate: QueryFormData = {
  datasource: '7__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country'],
  metrics: ['count', sumSales],
  adhoc_filters: [],
  row_limit: 1000,
  order_desc: true,
  time_range: 'No filter',
};

describe('table buildQuery: aggregate mode', () => {
  it('groups, aggregates and orders by the first metric descending', () => {
    const context = buildQuery(aggregate);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query?.columns).toEqual(['country']);
    expect(query?.metrics).toEqual(['count', sumSales]);
    expect(query?.orderby).toEqual([['count', false]]);
    expect(query?.row_limit).toBe(1000);
    expect(queryContextSchema.safeParse(context).success).toBe(true);
  });

  it('orders by the sort-by metric in the chosen direction', () => {
    const ascending = buildQuery({
      ...aggregate,
      timeseries_limit_metric: sumSales,
      order_desc: false,
    });
    expect(ascending.queries[0]?.orderby).toEqual([[sumSales, true]]);
    const descending = buildQuery({ ...aggregate, timeseries_limit_metric: [sumSales] });
    expect(descending.queries[0]?.orderby).toEqual([[sumSales, false]]);
  });

  it('adds percent metrics and their contribution step', () => {
    const context = buildQuery({
      ...aggregate,
      metrics: ['count'],
      percent_metrics: [sumSales, 'count'],
    });
    const [query] = context.queries;
    expect(query?.metrics).toEqual(['count', sumSales]);
    expect(query?.post_processing).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['SUM(sales)', 'count'], rename_columns: ['%SUM(sales)', '%count'] },
      },
    ]);
  });

  it('adds the totals query without group-by when show_totals is set', () => {
    const context = buildQuery({ ...aggregate, show_totals: true, percent_metrics: ['count'] });
    expect(context.queries).toHaveLength(2);
    const totals = context.queries[1];
    expect(totals?.columns).toEqual([]);
    expect(totals?.row_limit).toBe(0);
    expect(totals?.orderby).toEqual([]);
    expect(totals?.post_processing).toEqual([
      { operation: 'contribution', options: { columns: ['count'], rename_columns: ['%count'] } },
    ]);
  });

  it('truncates a temporal group-by column to the grain as the first column', () => {
    const context = buildQuery({
      ...aggregate,
      groupby: ['country', 'order_date'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { order_date: true, country: false },
    });
    expect(context.queries[0]?.columns).toEqual([xAxisGrainColumn('order_date', 'P1M'), 'country']);
  });

  it('asks for the legacy time column with include_time', () => {
    expect(buildQuery({ ...aggregate, include_time: true }).queries[0]?.is_timeseries).toBe(true);
  });

  it('applies the dashboard filters of extra_form_data', () => {
    const context = buildQuery({
      ...aggregate,
      extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
    });
    expect(context.queries[0]?.filters).toEqual([{ col: 'country', op: 'IN', val: ['FR'] }]);
  });
});

describe('table buildQuery: raw mode', () => {
  const raw: QueryFormData = {
    datasource: '7__table',
    viz_type: 'table',
    query_mode: 'raw',
    groupby: ['ignored'],
    metrics: ['ignored'],
    all_columns: ['name', 'sales'],
    order_by_cols: ['["sales", false]'],
    row_limit: 50,
    show_totals: true,
  };

  it('selects the columns unaggregated in the chosen order, without totals', () => {
    const context = buildQuery(raw);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query?.columns).toEqual(['name', 'sales']);
    expect(query?.metrics).toBeUndefined();
    expect(query?.orderby).toEqual([['sales', false]]);
    expect(query?.row_limit).toBe(50);
  });

  it('infers raw mode from all_columns on old charts', () => {
    const { query_mode: _mode, ...old } = raw;
    expect(buildQuery(old).queries[0]?.metrics).toBeUndefined();
  });
});

describe('table buildQuery: server pagination', () => {
  const paged: QueryFormData = {
    ...aggregate,
    server_pagination: true,
    server_page_length: 20,
    row_limit: 50,
  };

  it('requests the page and a row count', () => {
    const context = buildQuery(paged, { ownState: { currentPage: 1, pageSize: 20 } });
    expect(context.queries).toHaveLength(2);
    const [page, count] = context.queries;
    expect(page?.row_offset).toBe(20);
    expect(page?.row_limit).toBe(20);
    expect(count?.is_rowcount).toBe(true);
    expect(count?.row_limit).toBe(50);
    expect(count?.row_offset).toBe(0);
    expect(count?.post_processing).toEqual([]);
  });

  it('caps the last page by the row limit and clamps pages past it', () => {
    const last = buildQuery(paged, { ownState: { currentPage: 2, pageSize: 20 } }).queries[0];
    expect(last?.row_offset).toBe(40);
    expect(last?.row_limit).toBe(10);
    const beyond = buildQuery(paged, { ownState: { currentPage: 9, pageSize: 20 } }).queries[0];
    expect(beyond?.row_offset).toBe(40);
  });

  it('starts at page one with the configured page length and sorts and searches from own state', () => {
    expect(buildQuery(paged).queries[0]).toMatchObject({ row_offset: 0, row_limit: 20 });
    const context = buildQuery(paged, {
      ownState: {
        sortBy: [{ key: 'country', desc: true }],
        searchText: 'Fr',
        searchColumn: 'country',
      },
    });
    expect(context.queries[0]?.orderby).toEqual([['country', false]]);
    expect(context.queries[0]?.filters).toContainEqual({ col: 'country', op: 'ILIKE', val: 'Fr%' });
  });

  it('puts the totals query after the count', () => {
    const context = buildQuery({ ...paged, show_totals: true });
    expect(context.queries.map((q) => Boolean(q.is_rowcount))).toEqual([false, true, false]);
    expect(context.queries[2]?.columns).toEqual([]);
  });
});

describe('table buildQuery: group-by native filter', () => {
  const grouped: QueryFormData = {
    ...aggregate,
    show_totals: true,
    extra_form_data: { interactive_groupby: ['region', 'country'] },
  };

  it('adds the emitted columns to the main query once, never to the totals row', () => {
    const [main, totals] = buildQuery(grouped).queries;
    expect(main?.columns).toEqual(['country', 'region']);
    expect(totals?.columns).toEqual([]);
  });

  it('adds them to the row count too under server pagination, and to raw mode', () => {
    const [page, count] = buildQuery({ ...grouped, server_pagination: true }).queries;
    expect(page?.columns).toEqual(['country', 'region']);
    expect(count?.columns).toEqual(['country', 'region']);
    const raw = buildQuery({
      ...grouped,
      query_mode: 'raw',
      all_columns: ['name'],
    }).queries[0];
    expect(raw?.columns).toEqual(['name', 'region', 'country']);
  });
});
