/**
 * `GET /api/v1/dashboard/{id_or_slug}/charts` carries everything the dashboard page renders its
 * charts from in one answer: per chart the Superset entity fields, the form data with slice_id,
 * viz_type, datasource and the chart's cache timeout, the saved query context, and the
 * description as escaped HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { createSalesDatabase } from './datasets-fixtures';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('dashboard charts on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let salesId: number;

  beforeAll(async () => {
    ({ salesId } = await createSalesDatabase(t, 'shop'));
  });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) => {
    const res = await t.request(method, url, admin, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as Json;
  };

  it('answers every chart with what the page needs to render it', async () => {
    const params = { metrics: ['count'], groupby: ['region'], color_scheme: 'supersetColors' };
    const queryContext = JSON.stringify({ datasource: { id: salesId, type: 'table' } });
    const chart = await call('POST', '/api/v1/chart/', {
      slice_name: 'Sales by region',
      viz_type: 'pie',
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify(params),
      query_context: queryContext,
      description: 'Orders per region\n\n<img src=x onerror=alert(1)>',
      cache_timeout: 600,
    });
    const other = await call('POST', '/api/v1/chart/', {
      slice_name: 'Total',
      viz_type: 'big_number_total',
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count' }),
    });
    const dashboard = await call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Shop',
      slug: 'shop',
    });
    const position = Object.fromEntries(
      [chart.id, other.id].map((chartId, i) => [
        `CHART-${i}`,
        { id: `CHART-${i}`, type: 'CHART', children: [], meta: { chartId, width: 4, height: 50 } },
      ]),
    );
    await call('PUT', `/api/v1/dashboard/${dashboard.id as number}`, {
      position_json: JSON.stringify(position),
    });

    const { result } = (await call('GET', '/api/v1/dashboard/shop/charts')) as { result: Json[] };
    expect(result.map((c) => c.id)).toEqual([chart.id, other.id]);
    const [pie, total] = result as [Json, Json];
    expect(pie).toMatchObject({
      id: chart.id,
      slice_id: chart.id,
      slice_name: 'Sales by region',
      slice_url: `/explore/?slice_id=${chart.id as number}`,
      viz_type: 'pie',
      datasource: `${salesId}__table`,
      cache_timeout: 600,
      query_context: queryContext,
      description: 'Orders per region\n\n<img src=x onerror=alert(1)>',
      description_markeddown: '<p>Orders per region</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>',
      certified_by: null,
      datasource_id: salesId,
      datasource_type: 'table',
    });
    expect(pie.form_data).toEqual({
      ...params,
      slice_id: chart.id,
      viz_type: 'pie',
      datasource: `${salesId}__table`,
      cache_timeout: 600,
    });
    expect(Date.parse(pie.changed_on as string)).not.toBeNaN();
    expect(pie.owners).toEqual([expect.objectContaining({ first_name: 'Admin' })]);
    expect(total.form_data).toEqual({
      metric: 'count',
      slice_id: other.id,
      viz_type: 'big_number_total',
      datasource: `${salesId}__table`,
    });
    expect(total.description_markeddown).toBeNull();
  });
});
