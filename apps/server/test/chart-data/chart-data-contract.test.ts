/**
 * The chart data answers against the core schemas the web app reads them with, on every metadata
 * store: each result type's entry, a saved chart's data, a result read back by its cache key, the
 * legacy explore_json payload, the batch's lines and a download, with the rows passed on whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartDataBatchLine } from '@panorama/core/query/chart-data-batch';
import {
  chartDataEntrySchema,
  chartDataResponseSchema,
  legacyChartDataResponseSchema,
  postProcessedEntrySchema,
  queryTextEntrySchema,
} from '@panorama/core/schemas/chart-data';
import { storeVariants } from '../support/test-stores';
import { createExploreWorld, type ExploreWorld } from '../explore/explore-fixtures';

const REGION_TOTALS = [
  { region: 'north', 'SUM(amount)': 17.75 },
  { region: 'south', 'SUM(amount)': 20 },
];

describe.each(await storeVariants())('chart data answers on $name', (variant) => {
  let w: ExploreWorld;

  const context = (query: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
    datasource: { id: w.datasetId, type: 'table' },
    queries: [
      {
        columns: ['region'],
        metrics: [
          { expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM' },
        ],
        orderby: [['region', true]],
        ...query,
      },
    ],
    form_data: { viz_type: 'table' },
    ...extra,
  });
  const post = async (body: object, url = '/api/v1/chart/data') => {
    const res = await w.t.post(url, w.admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const entry = async (body: object) => {
    const [first] = chartDataResponseSchema.parse((await post(body)).json()).result;
    return first;
  };

  beforeAll(async () => {
    w = await createExploreWorld(variant);
    const saved = await w.t.put(`/api/v1/chart/${w.chartId}`, w.admin, {
      query_context: JSON.stringify(context()),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('answers a full result with every declared field and the rows whole', async () => {
    const res = await post(context());
    const body = res.json() as { result: Record<string, unknown>[] };
    const full = chartDataEntrySchema.parse(body.result[0]);
    expect(full.data).toEqual(REGION_TOTALS);
    expect(full).toMatchObject({
      colnames: ['region', 'SUM(amount)'],
      rowcount: 2,
      status: 'success',
      is_cached: false,
      error: null,
    });
    // The full entry sends no field the schema does not declare.
    expect(Object.keys(body.result[0] ?? {}).sort()).toEqual(
      Object.keys(chartDataEntrySchema.shape).sort(),
    );
    const cached = await entry(context());
    expect(cached).toMatchObject({ is_cached: true, data: REGION_TOTALS });

    const key = full.cache_key;
    const readBack = await w.t.get(`/api/v1/chart/data/${key}`, w.admin);
    expect(readBack.statusCode, readBack.body).toBe(200);
    expect(chartDataResponseSchema.parse(readBack.json()).result[0]).toMatchObject({
      data: REGION_TOTALS,
    });
  });

  it('answers the other result types in their own shapes', async () => {
    const results = await entry(context({}, { result_type: 'results' }));
    expect(results).toEqual({
      data: REGION_TOTALS,
      colnames: ['region', 'SUM(amount)'],
      coltypes: [1, 0],
      rowcount: 2,
      sql_rowcount: 2,
    });
    const query = queryTextEntrySchema.parse(await entry(context({}, { result_type: 'query' })));
    expect(query.query).toMatch(/GROUP BY/i);
    const columns = await entry(context({}, { result_type: 'columns' }));
    expect(chartDataEntrySchema.parse(columns).data).toContainEqual(
      expect.objectContaining({ column_name: 'region' }),
    );
    const samples = await entry(context({}, { result_type: 'samples' }));
    expect(chartDataEntrySchema.parse(samples).rowcount).toBe(3);
    const pivoted = await entry(
      context(
        { metrics: ['count'], orderby: [] },
        {
          result_type: 'post_processed',
          form_data: { viz_type: 'pivot_table_v2', groupbyRows: ['region'], metrics: ['count'] },
        },
      ),
    );
    expect(postProcessedEntrySchema.parse(pivoted).data).toEqual(expect.any(Object));
  });

  it("answers a saved chart's data and its CSV download", async () => {
    const saved = await w.t.get(`/api/v1/chart/${w.chartId}/data/`, w.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(chartDataResponseSchema.parse(saved.json()).result[0]).toMatchObject({
      data: REGION_TOTALS,
    });
    const csv = await w.t.get(`/api/v1/chart/${w.chartId}/data/?format=csv`, w.admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'region,SUM(amount)',
      'north,17.75',
      'south,20',
    ]);
  });

  it('answers the legacy explore_json payload and its SQL', async () => {
    const formData = {
      datasource: `${w.datasetId}__table`,
      viz_type: 'table',
      groupby: ['region'],
      metrics: ['count'],
      row_limit: 10,
    };
    const legacy = await w.t.post('/superset/explore_json/', w.admin, {
      form_data: JSON.stringify(formData),
    });
    expect(legacy.statusCode, legacy.body).toBe(200);
    const payload = legacyChartDataResponseSchema.parse(legacy.json());
    expect(payload).toMatchObject({ status: 'success', rowcount: 2, error: null });
    const sql = await w.t.post('/superset/explore_json/?query=true', w.admin, {
      form_data: JSON.stringify(formData),
    });
    expect(sql.statusCode, sql.body).toBe(200);
    expect(legacyChartDataResponseSchema.parse(sql.json())).toMatchObject({ language: 'sql' });
  });

  it('streams batch lines whose results parse as chart data entries', async () => {
    const res = await post(
      { requests: [{ query_context: context() }, { query_context: { datasource: 1 } }] },
      '/api/v1/chart/data/batch',
    );
    const lines = res.body
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as ChartDataBatchLine)
      .sort((a, b) => a.index - b.index);
    expect(lines.map((l) => l.status)).toEqual([200, 400]);
    const result = chartDataResponseSchema.shape.result.parse(lines[0]?.result);
    expect(result[0]).toMatchObject({ data: REGION_TOTALS });
    expect(lines[1]?.message).toEqual(expect.any(String));
  });

  it('documents the chart data answers in the OpenAPI document', async () => {
    const res = await w.t.get('/swagger/v1/json');
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, { responses: object }>> })
      .paths;
    const post = JSON.stringify(paths['/api/v1/chart/data']?.post?.responses ?? {});
    expect(post).toContain('colnames');
    expect(post).toContain('channel_id');
    expect(JSON.stringify(paths['/api/v1/chart/data/{cache_key}']?.get?.responses)).toContain(
      'rowcount',
    );
  });
});
