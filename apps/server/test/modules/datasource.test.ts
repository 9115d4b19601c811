/**
 * The legacy datasource endpoints the chart editor calls, on every metadata store: the dataset JSON
 * shape, and `/datasource/save/` round-tripping edits (metric certification inside `extra`)
 * from JSON, urlencoded and multipart bodies, with the owner and externally-managed rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import { createSalesDatabase } from './datasets-fixtures';

type Data = Record<string, unknown> & {
  id: number;
  columns: Record<string, unknown>[];
  metrics: Record<string, unknown>[];
  owners: number[];
};

const OWNER_REQUIRED =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

describe.each(await storeVariants())('datasource endpoints on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let datasetId: number;

  const getData = async (id = datasetId, headers = admin): Promise<Data> => {
    const res = await t.get(`/datasource/get/table/${id}/`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Data;
  };

  beforeAll(async () => {
    datasetId = (await createSalesDatabase(t, 'ds')).salesId;
  });

  it('answers the dataset JSON in Superset’s data shape', async () => {
    const data = await getData();
    expect(data).toMatchObject({
      id: datasetId,
      uid: `${datasetId}__table`,
      type: 'table',
      name: 'main.sales',
      table_name: 'sales',
      datasource_name: 'sales',
      schema: 'main',
      database: { database_name: 'ds', backend: 'duckdb' },
      main_dttm_col: 'sold_at',
      sql: null,
      is_managed_externally: false,
      health_check_message: null,
      select_star: 'SELECT *\nFROM "main"."sales"\nLIMIT 100',
      edit_url: `/tablemodelview/edit/${datasetId}`,
      verbose_map: { __timestamp: 'Time', count: 'COUNT(*)', region: 'region' },
      granularity_sqla: [
        ['sold_at', 'sold_at'],
        ['sold_on', 'sold_on'],
      ],
    });
    expect(data.owners).toEqual([expect.any(Number)]);
    const amount = data.columns.find((c) => c.column_name === 'amount');
    expect(amount).toMatchObject({
      type: 'DOUBLE',
      type_generic: 0,
      is_dttm: false,
      groupby: true,
      filterable: true,
      is_certified: false,
      extra: null,
    });
    for (const key of [
      'id',
      'column_name',
      'verbose_name',
      'expression',
      'description',
      'python_date_format',
      'advanced_data_type',
      'certified_by',
      'certification_details',
    ]) {
      expect(amount, key).toHaveProperty(key);
    }
    expect(data.metrics[0]).toMatchObject({
      metric_name: 'count',
      expression: 'COUNT(*)',
      d3format: null,
      currency: null,
      warning_text: null,
      is_certified: false,
    });
    expect(data.order_by_choices).toContainEqual(['["amount",true]', 'amount [asc]']);
    expect(data.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(data.column_formats).toEqual({});
  });

  it('hides missing datasets and unknown types behind one 404', async () => {
    for (const url of [
      '/datasource/get/table/99999/',
      `/datasource/get/query/${datasetId}/`,
      `/datasource/get/druid/${datasetId}/`,
    ]) {
      expect((await t.get(url, admin)).statusCode, url).toBe(404);
    }
  });

  it('round-trips a metric with certification in extra through /datasource/save/', async () => {
    const data = await getData();
    const extra = JSON.stringify({
      certification: { certified_by: 'Data team', details: 'Audited monthly' },
      warning_markdown: 'Net of refunds',
    });
    data.metrics.push({
      metric_name: 'revenue',
      verbose_name: 'Revenue',
      expression: 'SUM(amount)',
      d3format: '$,.2f',
      extra,
    });
    data.columns = data.columns.map((c) =>
      c.column_name === 'region'
        ? {
            ...c,
            verbose_name: 'Sales region',
            extra: JSON.stringify({ certification: { certified_by: 'Ops', details: null } }),
          }
        : c,
    );
    data.description = 'All sales';
    data.cache_timeout = 600;
    const res = await t.post('/datasource/save/', admin, { data: JSON.stringify(data) });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Data;
    const revenue = saved.metrics.find((m) => m.metric_name === 'revenue');
    expect(revenue).toMatchObject({
      verbose_name: 'Revenue',
      is_certified: true,
      certified_by: 'Data team',
      certification_details: 'Audited monthly',
      warning_markdown: 'Net of refunds',
      extra,
    });
    expect(saved.columns.find((c) => c.column_name === 'region')).toMatchObject({
      verbose_name: 'Sales region',
      is_certified: true,
      certified_by: 'Ops',
    });
    expect(saved).toMatchObject({
      description: 'All sales',
      cache_timeout: 600,
      column_formats: { revenue: '$,.2f' },
    });
    expect((saved.verbose_map as Record<string, string>).revenue).toBe('Revenue');
    expect(await getData()).toEqual(saved);
    // Column ids survive a save: items are matched by name.
    const before = await getData();
    const again = await t.post('/datasource/save/', admin, { data: JSON.stringify(before) });
    expect((again.json() as Data).columns.map((c) => c.id)).toEqual(
      before.columns.map((c) => c.id),
    );
  });

  it('accepts the certification fields the editor shows when extra is absent', async () => {
    const data = await getData();
    data.metrics = data.metrics.map((m) => {
      if (m.metric_name !== 'count') return m;
      const { extra: _extra, ...rest } = m;
      return {
        ...rest,
        certified_by: 'QA',
        certification_details: 'Counted',
        warning_markdown: null,
      };
    });
    const res = await t.post('/datasource/save/', admin, { data: JSON.stringify(data) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Data).metrics.find((m) => m.metric_name === 'count')).toMatchObject({
      certified_by: 'QA',
      certification_details: 'Counted',
    });
  });

  it('reads `data` from urlencoded and multipart forms too', async () => {
    const data = await getData();
    data.description = 'from a form';
    const form = await t.post(
      '/datasource/save/',
      { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ data: JSON.stringify(data) }).toString(),
    );
    expect(form.statusCode, form.body).toBe(200);
    expect((form.json() as Data).description).toBe('from a form');
    const boundary = 'panoramaBoundary42';
    data.description = 'from multipart';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n--${boundary}--\r\n`;
    const multipart = await t.post(
      '/datasource/save/',
      { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((multipart.json() as Data).description).toBe('from multipart');
  });

  it('refuses bad payloads, missing datasets, non-owners and externally managed datasets', async () => {
    const data = await getData();
    const post = (payload: unknown, headers = admin) =>
      t.post('/datasource/save/', headers, payload as Record<string, unknown>);
    expect((await post({ data: '{not json' })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ data: JSON.stringify({ ...data, id: 99999 }) })).statusCode).toBe(404);
    const dup = await post({
      data: JSON.stringify({ ...data, columns: [...data.columns, data.columns[0]] }),
    });
    expect(dup.statusCode).toBe(409);
    expect((dup.json() as { message: string }).message).toMatch(/^Duplicate column name\(s\): /);

    const alpha = await t.createUser({ username: 'alpha_src', roles: ['Alpha'] });
    const notOwner = await post({ data: JSON.stringify(data) }, alpha.headers);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({ message: OWNER_REQUIRED });
    const gamma = await t.createUser({ username: 'gamma_src', roles: ['Gamma'] });
    expect((await post({ data: JSON.stringify(data) }, gamma.headers)).statusCode).toBe(403);

    const managed = await t.put(`/api/v1/dataset/${datasetId}`, admin, {
      is_managed_externally: true,
    });
    expect(managed.statusCode).toBe(200);
    const refused = await post({ data: JSON.stringify(data) });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toContain('managed externally');
  });
});
