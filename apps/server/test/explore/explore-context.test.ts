/**
 * `GET /api/v1/explore/` on every metadata store: the chart, dataset and form data the chart
 * editor opens with, from a chart, a dataset, a form data key or a permalink; the
 * '[Missing Dataset]' placeholder for missing and hidden datasets; 404 for hidden charts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { createChart, createExploreWorld, type ExploreWorld } from './explore-fixtures';

type Json = Record<string, unknown>;
interface ExploreAnswer {
  result: {
    dataset: Json;
    form_data: Json;
    slice: Json | null;
    message: string | null;
    metadata: Json | null;
  };
}

describe.each(await storeVariants())('GET /api/v1/explore/ on $name', (variant) => {
  let w: ExploreWorld;

  const explore = async (query: string, headers = w.admin, status = 200) => {
    const res = await w.t.get(`/api/v1/explore/?${query}`, headers);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as ExploreAnswer;
  };

  beforeAll(async () => {
    w = await createExploreWorld(variant);
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('opens a saved chart: its form data, the slice, its dataset and metadata', async () => {
    const { result } = await explore(`slice_id=${w.chartId}`);
    expect(result.form_data).toMatchObject({
      slice_id: w.chartId,
      viz_type: 'table',
      datasource: `${w.datasetId}__table`,
      metrics: ['count'],
      groupby: ['region'],
      row_limit: 100,
      cache_timeout: 600,
      adhoc_filters: [],
      applied_time_extras: {},
      url_params: { slice_id: String(w.chartId) },
    });
    expect(result.slice).toMatchObject({
      slice_id: w.chartId,
      slice_name: 'Sales by region',
      viz_type: 'table',
      description: 'All sales',
      cache_timeout: 600,
      certified_by: null,
      certification_details: null,
      is_managed_externally: false,
      owners: [expect.any(Number)],
      edit_url: `/chart/edit/${w.chartId}`,
      form_data: expect.objectContaining({ groupby: ['region'] }),
    });
    expect(result.dataset).toMatchObject({
      id: w.datasetId,
      type: 'table',
      table_name: 'sales',
      database: { database_name: 'explore_db', parameters: {} },
    });
    expect(result.message).toBeNull();
    expect(result.metadata).toMatchObject({
      owners: ['Admin User'],
      dashboards: [],
      changed_on_humanized: expect.any(String),
    });
  });

  it("keeps a saved chart's TEMPORAL_RANGE filter through open and overwrite cycles", async () => {
    const range = '2024-01-02 : 2024-01-04';
    const temporalFilter = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'sold_at',
      operator: 'TEMPORAL_RANGE',
      comparator: range,
    };
    // As the chart editor saves it: the hidden time_range control keeps its default.
    const chartId = await createChart(w.t, w.admin, {
      slice_name: 'Sales in range',
      viz_type: 'big_number_total',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${w.datasetId}__table`,
        viz_type: 'big_number_total',
        metric: 'count',
        time_range: 'No filter',
        adhoc_filters: [temporalFilter],
      }),
    });
    const count = async (formData: Json) => {
      const res = await w.t.post(
        '/api/v1/chart/data',
        w.admin,
        buildQueryContext(formData as QueryFormData),
      );
      expect(res.statusCode, res.body).toBe(200);
      return Number((res.json() as { result: Array<{ data: Json[] }> }).result[0]?.data[0]?.count);
    };
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const { result } = await explore(`slice_id=${chartId}`);
      expect(result.form_data.adhoc_filters).toEqual([temporalFilter]);
      // Two of the three sales fall in the range.
      expect(await count(result.form_data)).toBe(2);
      const put = await w.t.put(`/api/v1/chart/${chartId}`, w.admin, {
        params: JSON.stringify(result.form_data),
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const stored = await w.t.get(`/api/v1/chart/${chartId}`, w.admin);
    const params = JSON.parse((stored.json() as { result: { params: string } }).result.params);
    expect(params.adhoc_filters).toEqual([temporalFilter]);

    // A dashboard's time range still overrides it when explore is opened from the dashboard.
    const fromDashboard = await w.t.post('/api/v1/explore/form_data', w.admin, {
      datasource_id: w.datasetId,
      datasource_type: 'table',
      chart_id: chartId,
      form_data: JSON.stringify({
        ...params,
        slice_id: chartId,
        extra_form_data: { time_range: '2024-01-01 : 2024-01-02' },
      }),
    });
    const { key } = fromDashboard.json() as { key: string };
    const { result } = await explore(`form_data_key=${key}&slice_id=${chartId}`);
    expect(result.form_data.adhoc_filters).toEqual([
      { ...temporalFilter, comparator: '2024-01-01 : 2024-01-02' },
    ]);
    expect(await count(result.form_data)).toBe(1);
  });

  it('answers the same dataset JSON as /datasource/get', async () => {
    const { result } = await explore(`datasource_id=${w.datasetId}&datasource_type=table`);
    const datasource = await w.t.get(`/datasource/get/table/${w.datasetId}/`, w.admin);
    const expected = datasource.json() as Json;
    expect(result.dataset).toEqual({
      ...expected,
      database: { ...(expected.database as Json), parameters: {} },
    });
    expect(result.slice).toBeNull();
    expect(result.metadata).toBeNull();
    expect(result.form_data.datasource).toBe(`${w.datasetId}__table`);
  });

  it('opens cached form data on top of the chart, and says when the cache missed', async () => {
    const formData = { viz_type: 'pie', slice_id: w.chartId, datasource: `${w.datasetId}__table` };
    const post = await w.t.post('/api/v1/explore/form_data', w.admin, {
      datasource_id: w.datasetId,
      datasource_type: 'table',
      chart_id: w.chartId,
      form_data: JSON.stringify(formData),
    });
    const { key } = post.json() as { key: string };
    const { result } = await explore(`form_data_key=${key}&slice_id=${w.chartId}`);
    // The cached viz type wins; the chart's params fill in the rest.
    expect(result.form_data).toMatchObject({ viz_type: 'pie', groupby: ['region'] });
    expect(result.message).toBeNull();

    const missed = await explore(`form_data_key=AAAAAAAAAAAAAAAAAAAAAA&slice_id=${w.chartId}`);
    expect(missed.result.message).toBe(
      'Form data not found in cache, reverting to chart metadata.',
    );
    expect(missed.result.form_data.viz_type).toBe('table');
    const missedDataset = await explore(
      `form_data_key=AAAAAAAAAAAAAAAAAAAAAA&datasource_id=${w.datasetId}&datasource_type=table`,
    );
    expect(missedDataset.result.message).toBe(
      'Form data not found in cache, reverting to dataset metadata.',
    );
  });

  it('opens a permalink with its URL parameters', async () => {
    const create = await w.t.post('/api/v1/explore/permalink', w.admin, {
      formData: { datasource: `${w.datasetId}__table`, viz_type: 'bar', metrics: ['count'] },
      urlParams: [['standalone', '1']],
    });
    const { key } = create.json() as { key: string };
    const { result } = await explore(`permalink_key=${key}`);
    expect(result.form_data).toMatchObject({
      viz_type: 'bar',
      datasource: `${w.datasetId}__table`,
      url_params: { standalone: '1', permalink_key: key },
    });
    await explore('permalink_key=AAAAAAAAAAAAAAAAAAAAAA', w.admin, 404);
  });

  it('answers the placeholder for a missing or hidden dataset, identically', async () => {
    const missing = await explore('datasource_id=99999&datasource_type=table');
    const hidden = await explore(
      `datasource_id=${w.datasetId}&datasource_type=table`,
      w.outsider.headers,
    );
    for (const { result } of [missing, hidden]) {
      expect(result.dataset).toEqual({
        type: 'table',
        name: '[Missing Dataset]',
        columns: [],
        metrics: [],
        database: { id: 0, backend: '' },
      });
      expect(result.message).toBeNull();
    }
    const none = await explore('');
    expect(none.result.form_data.datasource).toBe('None__table');
    expect(none.result.dataset.name).toBe('[Missing Dataset]');
    const visible = await explore(
      `datasource_id=${w.datasetId}&datasource_type=table`,
      w.reader.headers,
    );
    expect(visible.result.dataset.id).toBe(w.datasetId);
  });

  it('answers 404 for unknown and hidden charts, 400 for malformed parameters', async () => {
    await explore('slice_id=99999', w.admin, 404);
    await explore(`slice_id=${w.chartId}`, w.outsider.headers, 404);
    const asReader = await explore(`slice_id=${w.chartId}`, w.reader.headers);
    expect(asReader.result.slice?.slice_id).toBe(w.chartId);
    await explore('slice_id=abc', w.admin, 400);
    await explore('datasource_id=-1', w.admin, 400);
    const anonymous = await w.t.get('/api/v1/explore/');
    expect(anonymous.statusCode).toBe(401);
  });

  it('redirects a chart-less dataset with a default URL, as Superset does', async () => {
    const put = await w.t.put(`/api/v1/dataset/${w.datasetId}`, w.admin, {
      default_endpoint: '/dashboard/list/',
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const res = await w.t.get(
        `/api/v1/explore/?datasource_id=${w.datasetId}&datasource_type=table`,
        w.admin,
      );
      expect(res.statusCode).toBe(302);
      expect(res.json()).toEqual({ redirect: '/dashboard/list/' });
      // A chart has a viz type, so it opens normally.
      await explore(`slice_id=${w.chartId}`);
    } finally {
      await w.t.put(`/api/v1/dataset/${w.datasetId}`, w.admin, { default_endpoint: null });
    }
  });
});
