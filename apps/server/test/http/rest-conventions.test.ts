import { beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('REST conventions on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { BODY_LIMIT: String(64 * 1024) });
  const ids: number[] = [];

  beforeAll(async () => {
    for (const [title, published] of [
      ['Alpha sales', true],
      ['beta Sales', false],
      ['Gamma costs', true],
      ['50%_off', false],
    ] as const) {
      const res = await t.post('/api/v1/dashboard/', admin, { dashboard_title: title, published });
      ids.push((res.json() as { id: number }).id);
    }
  });

  const get = async (url: string, headers = admin) => {
    const res = await t.get(url, headers);
    return { status: res.statusCode, body: res.json() as Json };
  };
  const list = (q: unknown) =>
    get(`/api/v1/dashboard/?q=${encodeURIComponent(rison.encode(q as object))}`);

  it('lists with count, ids, result and metadata, default order changed_on desc', async () => {
    const res = await get('/api/v1/dashboard/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.ids).toEqual([...ids].reverse());
    expect((res.body.result as Json[]).map((r) => r.id)).toEqual([...ids].reverse());
    expect(res.body.order_columns).toContain('changed_on_delta_humanized');
  });

  it('filters with ct case-insensitively, treating % and _ literally, and with eq on booleans', async () => {
    const ct = await list({
      filters: [{ col: 'dashboard_title', opr: 'ct', value: 'SALES' }],
      order_column: 'dashboard_title',
      order_direction: 'asc',
    });
    expect((ct.body.result as Json[]).map((r) => r.dashboard_title)).toEqual([
      'Alpha sales',
      'beta Sales',
    ]);
    const literal = await list({ filters: [{ col: 'dashboard_title', opr: 'ct', value: '%_' }] });
    expect((literal.body.result as Json[]).map((r) => r.dashboard_title)).toEqual(['50%_off']);
    const published = await list({ filters: [{ col: 'published', opr: 'eq', value: true }] });
    expect(published.body.count).toBe(2);
    const named = await list({
      filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'gamma' }],
    });
    expect(named.body.count).toBe(1);
  });

  it('treats injection attempts in values as plain text', async () => {
    const res = await list({
      filters: [{ col: 'dashboard_title', opr: 'eq', value: "' OR 1=1 --" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
    const stillThere = await get('/api/v1/dashboard/');
    expect(stillThere.body.count).toBe(4);
  });

  it('pages and clamps page_size to 1000', async () => {
    const page = await list({
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page: 1,
      page_size: 2,
    });
    expect(page.body.count).toBe(4);
    expect((page.body.result as Json[]).map((r) => r.dashboard_title)).toEqual([
      'beta Sales',
      'Gamma costs',
    ]);
    const huge = await list({ page_size: 5000 });
    expect((huge.body.result as Json[]).length).toBe(4);
  });

  it('prunes output columns', async () => {
    const res = await list({
      columns: ['id', 'dashboard_title', 'owners.first_name'],
      keys: ['none'],
    });
    expect(Object.keys(res.body)).toEqual(['count', 'ids', 'result']);
    expect((res.body.result as Json[])[0]).toEqual({
      id: expect.any(Number),
      dashboard_title: expect.any(String),
      owners: [{ first_name: 'Admin' }],
    });
  });

  it('answers 400 naming the problem for malformed rison, unknown columns, operators and order columns', async () => {
    const malformed = await get('/api/v1/dashboard/?q=(filters:!((col:x');
    expect(malformed.status).toBe(400);
    expect(String(malformed.body.message)).toMatch(/Not a valid rison argument/);
    const unknownColumn = await list({
      filters: [{ col: 'password_hash', opr: 'eq', value: 'x' }],
    });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.message).toBe('Filter column: password_hash not allowed to filter');
    const unknownOperator = await list({
      filters: [{ col: 'dashboard_title', opr: 'regex', value: 'x' }],
    });
    expect(unknownOperator.status).toBe(400);
    expect(unknownOperator.body.message).toBe(
      'Filter operator regex not allowed on dashboard_title',
    );
    const badOrder = await list({ order_column: 'css; drop table users' });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toBe('Invalid order by column: css; drop table users');
    const badDirection = await list({ order_column: 'id', order_direction: 'sideways' });
    expect(badDirection.status).toBe(400);
  });

  it('reports permissions in _info and answers related and distinct', async () => {
    const info = await get(`/api/v1/dashboard/_info?q=${rison.encode({ keys: ['permissions'] })}`);
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write', 'can_export'] });
    const gamma = await t.createUser({ username: 'info-gamma', roles: ['Gamma'] });
    const gammaInfo = await get(
      `/api/v1/dataset/_info?q=${rison.encode({ keys: ['permissions'] })}`,
      gamma.headers,
    );
    if (gammaInfo.status === 200) expect(gammaInfo.body).toEqual({ permissions: ['can_read'] });
    const related = await get(
      `/api/v1/dashboard/related/owners?q=${rison.encode({ filter: 'adm' })}`,
    );
    expect(related.body).toEqual({
      count: 1,
      result: [
        {
          text: 'Admin User',
          value: expect.any(Number),
          extra: { email: 'admin@localhost', active: true },
        },
      ],
    });
    const distinct = await get('/api/v1/dashboard/distinct/dashboard_title');
    expect(distinct.body.count).toBe(4);
    expect((await get('/api/v1/dashboard/related/password_hash')).status).toBe(404);
  });

  it('bulk deletes by rison id list and 404s when any id is missing', async () => {
    const a = await t.post('/api/v1/dashboard/', admin, { dashboard_title: 'tmp1' });
    const b = await t.post('/api/v1/dashboard/', admin, { dashboard_title: 'tmp2' });
    const idA = (a.json() as { id: number }).id;
    const idB = (b.json() as { id: number }).id;
    const missing = await t.delete(`/api/v1/dashboard/?q=${rison.encode([idA, 999999])}`, admin);
    expect(missing.statusCode).toBe(404);
    expect((await get(`/api/v1/dashboard/${idA}`)).status).toBe(200);
    const ok = await t.delete(`/api/v1/dashboard/?q=${rison.encode([idA, idB])}`, admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Deleted 2 dashboards' });
    expect((await get(`/api/v1/dashboard/${idA}`)).status).toBe(404);
    const notAList = await t.delete('/api/v1/dashboard/?q=(a:1)', admin);
    expect(notAList.statusCode).toBe(400);
  });

  it('answers 400 for a missing or non-JSON body and 413 for a huge one', async () => {
    const missing = await t.post('/api/v1/chart/', admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('message');
    const notJson = await t.post(
      '/api/v1/dashboard/',
      { ...admin, 'content-type': 'application/json' },
      '{"dashboard_title": ',
    );
    expect(notJson.statusCode).toBe(400);
    const huge = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'x',
      css: 'a'.repeat(200 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });
    const count = await get('/api/v1/dashboard/');
    expect(count.body.count).toBe(4);
  });

  it('serves health, the OpenAPI document and request ids, and hides internals on 404', async () => {
    const health = await t.get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.body).toBe('OK');
    expect(health.headers['x-request-id']).toBeTruthy();
    const openapi = await t.get('/swagger/v1/json');
    expect(openapi.statusCode).toBe(200);
    const doc = openapi.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/dashboard/',
        '/api/v1/chart/{id}',
        '/api/v1/security/login',
      ]),
    );
    const notFound = await t.get('/api/v1/nothing-here');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'Not found' });
  });
});
