/**
 * `GET /api/v1/explore/?form_data={...}`: a Superset link carrying its form data inline opens
 * with that form data, on top of the chart it names (or the `slice_id` beside it). The text is
 * checked as form data sent any other way is; text that fails is ignored with a message, and
 * what the link names beside it (chart, dataset) opens instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE } from '@panorama/core/json/json-depth';
import { storeVariants } from '../support/test-stores';
import { createExploreWorld, type ExploreWorld } from './explore-fixtures';

type Json = Record<string, unknown>;
interface ExploreAnswer {
  result: { dataset: Json; form_data: Json; slice: Json | null; message: string | null };
}

const SUM_AMOUNT = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'SUM(amount)',
};

describe.each(await storeVariants())('explore form data in the URL on $name', (variant) => {
  let w: ExploreWorld;

  const explore = async (
    params: Record<string, string | number>,
    headers = w.admin,
    status = 200,
  ) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
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

  it('opens the form data of the link, its dataset named as "5__table"', async () => {
    const formData = {
      datasource: `${w.datasetId}__table`,
      viz_type: 'table',
      metrics: [SUM_AMOUNT],
      groupby: ['region'],
      row_limit: 10,
    };
    const { result } = await explore({ form_data: JSON.stringify(formData) });
    expect(result.form_data).toMatchObject(formData);
    expect(result.dataset).toMatchObject({ id: w.datasetId, table_name: 'sales' });
    expect(result.slice).toBeNull();
    expect(result.message).toBeNull();
    // The form data is not repeated among the URL parameters kept for the chart.
    expect(result.form_data.url_params).toEqual({});
  });

  it('reads the dataset from datasource_id and datasource_type', async () => {
    const inside = await explore({
      form_data: JSON.stringify({
        datasource_id: w.datasetId,
        datasource_type: 'table',
        viz_type: 'pie',
        metric: 'count',
      }),
    });
    expect(inside.result.form_data).toMatchObject({
      datasource: `${w.datasetId}__table`,
      viz_type: 'pie',
      metric: 'count',
    });
    expect(inside.result.form_data).not.toHaveProperty('datasource_id');
    expect(inside.result.dataset.id).toBe(w.datasetId);

    const beside = await explore({
      datasource_id: w.datasetId,
      datasource_type: 'table',
      form_data: JSON.stringify({ viz_type: 'pie', metric: 'count' }),
    });
    expect(beside.result.form_data).toMatchObject({
      datasource: `${w.datasetId}__table`,
      viz_type: 'pie',
    });
    expect(beside.result.dataset.id).toBe(w.datasetId);
  });

  it("lays the link's form data over the chart it names, which supplies the dataset", async () => {
    const forms: Array<Record<string, string | number>> = [
      { slice_id: w.chartId, form_data: JSON.stringify({ viz_type: 'pie', metric: 'count' }) },
      { form_data: JSON.stringify({ slice_id: w.chartId, viz_type: 'pie', metric: 'count' }) },
    ];
    for (const params of forms) {
      const { result } = await explore(params);
      expect(result.form_data).toMatchObject({
        slice_id: w.chartId,
        viz_type: 'pie',
        metric: 'count',
        groupby: ['region'],
        datasource: `${w.datasetId}__table`,
      });
      expect(result.slice?.slice_id).toBe(w.chartId);
      expect(result.dataset.id).toBe(w.datasetId);
    }
  });

  it('lays it over cached form data too', async () => {
    const post = await w.t.post('/api/v1/explore/form_data', w.admin, {
      datasource_id: w.datasetId,
      datasource_type: 'table',
      chart_id: w.chartId,
      form_data: JSON.stringify({ slice_id: w.chartId, viz_type: 'bar', row_limit: 5 }),
    });
    const { key } = post.json() as { key: string };
    const { result } = await explore({
      form_data_key: key,
      slice_id: w.chartId,
      form_data: JSON.stringify({ row_limit: 7 }),
    });
    expect(result.form_data).toMatchObject({ viz_type: 'bar', row_limit: 7 });
  });

  it('ignores form data that is not a JSON object, says so, and opens the chart or dataset', async () => {
    for (const text of [
      '{"viz_type": "pie",',
      '[1, 2]',
      '"pie"',
      `${'['.repeat(200)}${']'.repeat(200)}`,
    ]) {
      const chart = await explore({ slice_id: w.chartId, form_data: text });
      expect(chart.result.form_data).toMatchObject({ viz_type: 'table', groupby: ['region'] });
      expect(chart.result.slice?.slice_id).toBe(w.chartId);
      expect(chart.result.message).toMatch(/^The form data in the link could not be read/);

      const dataset = await explore({
        datasource_id: w.datasetId,
        datasource_type: 'table',
        form_data: text,
      });
      expect(dataset.result.dataset.id).toBe(w.datasetId);
      expect(dataset.result.message).toMatch(/^The form data in the link could not be read/);
    }
    const deep = await explore({
      slice_id: w.chartId,
      form_data: `{"a":${'['.repeat(150)}${']'.repeat(150)}}`,
    });
    expect(deep.result.message).toContain(JSON_TOO_DEEP_MESSAGE);
  });

  it('gives the link no more access than any other form data', async () => {
    const hiddenDataset = await explore(
      { form_data: JSON.stringify({ datasource: `${w.datasetId}__table`, viz_type: 'table' }) },
      w.outsider.headers,
    );
    expect(hiddenDataset.result.dataset).toMatchObject({ name: '[Missing Dataset]', columns: [] });
    await explore(
      { form_data: JSON.stringify({ slice_id: w.chartId, viz_type: 'pie' }) },
      w.outsider.headers,
      404,
    );
    const asReader = await explore(
      { form_data: JSON.stringify({ datasource: `${w.datasetId}__table`, viz_type: 'table' }) },
      w.reader.headers,
    );
    expect(asReader.result.dataset.id).toBe(w.datasetId);
  });
});
