/**
 * The other chart-data entry points: a saved chart's query context replayed by
 * GET /api/v1/chart/{pk}/data/ (with format/type/force overrides), GET /api/v1/chart/data with
 * form_data in the query string (CLIENT_CACHE), the legacy /superset/explore_json/, the request
 * errors Superset's clients expect, /datasource/samples, column values and advanced data types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { RANGE_FILTER_OPERATORS } from '../../src/modules/advanced-data-type/advanced-data-type';
import {
  datasetId,
  epochMs,
  exampleApp,
  num,
  openExamples,
  refusedQuery,
  type Row,
} from './chart-data-fixtures';

describe('chart data endpoints', () => {
  let t: TestApp;
  let duck: Awaited<ReturnType<typeof openExamples>>;
  let flights: number;
  let chartId: number;
  let bareChartId: number;
  let headers: Record<string, string>;
  let originCounts: Map<unknown, number | null>;

  const savedContext = () => ({
    datasource: { id: flights, type: 'table' },
    queries: [
      { columns: ['origin'], metrics: ['count'], orderby: [['count', false]], row_limit: 3 },
    ],
    form_data: { viz_type: 'table', slice_id: chartId },
    result_format: 'json',
    result_type: 'full',
  });

  beforeAll(async () => {
    t = await exampleApp({ FEATURE_FLAGS: '{"CLIENT_CACHE": true}' });
    headers = await t.adminHeaders();
    duck = await openExamples(t.dataDir);
    flights = await datasetId(t, 'flights');
    const rows = await duck.rows('SELECT origin, COUNT(*) AS n FROM main.flights GROUP BY origin');
    originCounts = new Map(rows.map((r) => [r.origin, num(r.n)]));
    const create = async (payload: Record<string, unknown>) => {
      const res = await t.post('/api/v1/chart/', headers, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    chartId = await create({
      slice_name: 'Busiest origins',
      viz_type: 'table',
      datasource_id: flights,
      datasource_type: 'table',
      cache_timeout: 42,
    });
    await t.put(`/api/v1/chart/${chartId}`, headers, {
      query_context: JSON.stringify(savedContext()),
    });
    bareChartId = await create({
      slice_name: 'No context',
      viz_type: 'table',
      datasource_id: flights,
      datasource_type: 'table',
    });
  });

  afterAll(async () => {
    duck?.close();
    await t?.dispose();
  });

  describe('GET /api/v1/chart/{pk}/data/', () => {
    it('replays the saved query context with the chart’s cache timeout', async () => {
      const res = await t.get(`/api/v1/chart/${chartId}/data/`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const entry = res.json().result[0];
      expect(entry.cache_timeout).toBe(42);
      expect(entry.rowcount).toBe(3);
      const top3 = [...originCounts.entries()]
        .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
        .slice(0, 3);
      expect(entry.data.map((r: Row) => [r.origin, num(r.count)])).toEqual(top3);
    });

    it('honours format, type and force', async () => {
      const csv = await t.get(`/api/v1/chart/${chartId}/data/?format=csv`, headers);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename=Busiest_origins_\d{8}_\d{6}\.csv$/,
      );
      expect(csv.body.split('\r\n')[0]).toBe('origin,count');
      const sqlOnly = await t.get(`/api/v1/chart/${chartId}/data/?type=query`, headers);
      expect(sqlOnly.json().result[0]).toMatchObject({ language: 'sql' });
      const forced = await t.get(`/api/v1/chart/${chartId}/data/?force=true`, headers);
      expect(forced.json().result[0].is_cached).toBe(false);
      const bad = await t.get(`/api/v1/chart/${chartId}/data/?type=nope`, headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid result type: nope');
    });

    it('answers 400 when the chart has no saved query context, 404 when missing', async () => {
      const res = await t.get(`/api/v1/chart/${bareChartId}/data/`, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Chart has no query context saved. Please save the chart again.',
      );
      const missing = await t.get('/api/v1/chart/999999/data/', headers);
      expect(missing.statusCode).toBe(404);
    });
  });

  it('GET /api/v1/chart/data runs a query context from the query string, with browser caching', async () => {
    const formData = encodeURIComponent(JSON.stringify(savedContext()));
    const res = await t.get(`/api/v1/chart/data?form_data=${formData}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].rowcount).toBe(3);
    expect(res.headers['cache-control']).toBe('private, max-age=42');
    const bySlice = encodeURIComponent(JSON.stringify({ slice_id: chartId }));
    const saved = await t.get(`/api/v1/chart/data?form_data=${bySlice}`, headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result[0].data).toEqual(res.json().result[0].data);
  });

  it('answers Superset’s request errors', async () => {
    for (const [contentType, body] of [
      ['application/json', '{not json'],
      ['text/plain', 'hello'],
    ] as const) {
      const res = await t.post(
        '/api/v1/chart/data',
        { ...headers, 'content-type': contentType },
        body,
      );
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message).toBe('Request is not JSON');
    }
    expect(await refusedQuery(t, flights, { row_limit: 'ten' })).toMatch(/^Request is incorrect: /);
    await refusedQuery(t, flights, { columns: ['origin'], metrics: ['count'], row_limit: -1 });
  });

  describe('legacy /superset/explore_json/', () => {
    it('answers a table (aggregate mode) in the legacy payload shape', async () => {
      const formData = {
        datasource: `${flights}__table`,
        viz_type: 'table',
        groupby: ['origin'],
        metrics: ['count'],
        timeseries_limit_metric: 'count',
        order_desc: true,
        row_limit: 5,
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'destination',
            operator: '==',
            comparator: 'SEA',
          },
        ],
        time_range: 'No filter',
      };
      const res = await t.post(
        '/superset/explore_json/',
        { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ form_data: JSON.stringify(formData) }).toString(),
      );
      expect(res.statusCode, res.body).toBe(200);
      const payload = res.json();
      for (const key of [
        'cache_key',
        'cached_dttm',
        'cache_timeout',
        'data',
        'error',
        'form_data',
        'is_cached',
        'query',
        'status',
        'stacktrace',
        'rowcount',
      ])
        expect(payload, key).toHaveProperty(key);
      const expected = await duck.rows(
        `SELECT origin, COUNT(*) AS n FROM main.flights WHERE destination = 'SEA' GROUP BY origin ORDER BY n DESC, origin LIMIT 5`,
      );
      expect(payload.data.columns).toEqual(['origin', 'count']);
      expect(payload.data.records.map((r: Row) => num(r.count))).toEqual(
        expected.map((r) => num(r.n)),
      );
      expect(payload.status).toBe('success');
    });

    it('answers a line chart as NVD3 series, via GET', async () => {
      const formData = {
        datasource: `${flights}__table`,
        viz_type: 'line',
        granularity_sqla: 'date',
        time_grain_sqla: 'P1M',
        metrics: ['count'],
        groupby: ['origin'],
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'origin',
            operator: 'IN',
            comparator: ['SEA', 'PDX'],
          },
        ],
        time_range: 'No filter',
      };
      const res = await t.get(
        `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const series = res.json().data as { key: string; values: { x: number; y: number }[] }[];
      const expected = await duck.rows(
        `SELECT origin, date_trunc('month', date) AS month, COUNT(*) AS n FROM main.flights
         WHERE origin IN ('SEA', 'PDX') GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      expect(series.map((s) => s.key).sort()).toEqual(['PDX', 'SEA']);
      for (const s of series) {
        const rows = expected.filter((r) => r.origin === s.key);
        expect(s.values).toEqual(rows.map((r) => ({ x: epochMs(r.month), y: num(r.n) })));
      }
    });

    it('answers the SQL with ?query=true and a CSV download with ?csv=true', async () => {
      const formData = encodeURIComponent(
        JSON.stringify({
          datasource: `${flights}__table`,
          viz_type: 'table',
          query_mode: 'raw',
          all_columns: ['origin', 'destination'],
          order_by_cols: [JSON.stringify(['origin', true])],
          row_limit: 2,
        }),
      );
      const sqlOnly = await t.get(
        `/superset/explore_json/?query=true&form_data=${formData}`,
        headers,
      );
      expect(sqlOnly.statusCode, sqlOnly.body).toBe(200);
      expect(sqlOnly.json()).toMatchObject({ language: 'sql' });
      expect(String(sqlOnly.json().query)).toMatch(/ORDER BY "origin" ASC/);
      const csv = await t.get(`/superset/explore_json/?csv=true&form_data=${formData}`, headers);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const expected = await duck.rows(
        'SELECT origin, destination FROM main.flights ORDER BY origin LIMIT 2',
      );
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('origin,destination');
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expected.map((r) => r.origin));
    });

    it('refuses other viz types', async () => {
      const res = await t.get(
        `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ datasource: `${flights}__table`, viz_type: 'sankey' }))}`,
        headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This visualization type is not supported.');
    });
  });

  describe('datasource samples and column values', () => {
    it('pages raw rows of all columns with the total count', async () => {
      const res = await t.post(
        `/datasource/samples?datasource_type=table&datasource_id=${flights}&per_page=4&page=2`,
        headers,
        { filters: [{ col: 'origin', op: '==', val: 'SEA' }] },
      );
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().result;
      const [total] = await duck.rows(
        `SELECT COUNT(*) AS n FROM main.flights WHERE origin = 'SEA'`,
      );
      expect(result.total_count).toBe(num(total?.n));
      expect(result.page).toBe(2);
      expect(result.per_page).toBe(4);
      expect(result.colnames).toEqual(['date', 'delay', 'distance', 'origin', 'destination']);
      expect(result.data).toHaveLength(4);
      for (const row of result.data) expect(row.origin).toBe('SEA');

      const all = await t.post(
        `/datasource/samples?datasource_type=table&datasource_id=${flights}`,
        headers,
        {},
      );
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().result.total_count).toBe(3_000_000);
      expect(all.json().result.data).toHaveLength(1000);
    });

    it('lists the distinct values of a column', async () => {
      const res = await t.get(`/api/v1/datasource/table/${flights}/column/origin/values/`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const expected = await duck.rows('SELECT DISTINCT origin FROM main.flights');
      expect([...(res.json().result as string[])].sort()).toEqual(
        expected.map((r) => String(r.origin)).sort(),
      );
      const missing = await t.get(
        `/api/v1/datasource/table/${flights}/column/nope/values/`,
        headers,
      );
      expect(missing.statusCode).toBe(400);
      const hidden = await t.get('/api/v1/datasource/table/999999/column/origin/values/', headers);
      expect(hidden.statusCode).toBe(404);
    });

    it('refuses columns that are not filterable', async () => {
      const setDestinationFilterable = (filterable: number) =>
        t.container.store.db
          .updateTable('dataset_columns')
          .set({ filterable })
          .where('dataset_id', '=', flights)
          .where('column_name', '=', 'destination')
          .execute();
      await setDestinationFilterable(0);
      try {
        const res = await t.get(
          `/api/v1/datasource/table/${flights}/column/destination/values/`,
          headers,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Column destination is not filterable');
      } finally {
        await setDestinationFilterable(1);
      }
    });

    it('applies the dataset’s fetch_values_predicate', async () => {
      const edit = (predicate: string | null) =>
        t.put(`/api/v1/dataset/${flights}`, headers, { fetch_values_predicate: predicate });
      expect((await edit("origin LIKE 'S%'")).statusCode).toBe(200);
      try {
        const res = await t.get(
          `/api/v1/datasource/table/${flights}/column/origin/values/`,
          headers,
        );
        expect(res.statusCode, res.body).toBe(200);
        const expected = await duck.rows(
          `SELECT DISTINCT origin FROM main.flights WHERE origin LIKE 'S%'`,
        );
        expect([...(res.json().result as string[])].sort()).toEqual(
          expected.map((r) => String(r.origin)).sort(),
        );
      } finally {
        expect((await edit(null)).statusCode).toBe(200);
      }
    });
  });

  describe('advanced data types', () => {
    it('converts internet addresses and ports, and lists the types', async () => {
      const res = await t.get(
        `/api/v1/advanced_data_type/convert?q=${encodeURIComponent("(type:internet_address,values:!('10.0.0.0/8'))")}`,
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        result: {
          display_value: '167772160 - 184549375',
          error_message: '',
          // The operator names themselves are pinned by the unit tests of the types.
          valid_filter_operators: RANGE_FILTER_OPERATORS,
          values: [{ start: 167772160, end: 184549375 }],
        },
      });
      const port = await t.get(
        `/api/v1/advanced_data_type/convert?q=${encodeURIComponent('(type:port,values:!(https,22))')}`,
        headers,
      );
      expect(port.json().result.values).toEqual([[443], [22]]);
      const unknown = await t.get(
        `/api/v1/advanced_data_type/convert?q=${encodeURIComponent('(type:color,values:!(red))')}`,
        headers,
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Failed to retrieve advanced type');
      const types = await t.get('/api/v1/advanced_data_type/types', headers);
      expect(types.json()).toEqual({ result: ['internet_address', 'port'] });
    });
  });
});
