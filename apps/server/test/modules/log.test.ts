import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('recent activity on $name', (variant) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(variant, { LOAD_EXAMPLES: 'true' });
    admin = await t.adminHeaders();
  });
  afterAll(async () => {
    await t.dispose();
  });

  const post = (url: string, headers: Record<string, string>, payload: Json) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('lists distinct recent views newest first, without objects that are gone or hidden', async () => {
    const flights = await t.container.store.db
      .selectFrom('datasets')
      .select('id')
      .where('table_name', '=', 'flights')
      .executeTakeFirstOrThrow();
    const a = (
      await post('/api/v1/dashboard/', admin, { dashboard_title: 'Board A', slug: 'board-a' })
    ).json() as { id: number };
    const b = (await post('/api/v1/dashboard/', admin, { dashboard_title: 'Board B' })).json() as {
      id: number;
    };
    const c = (
      await post('/api/v1/chart/', admin, {
        slice_name: 'Chart C',
        viz_type: 'table',
        datasource_id: flights.id,
        datasource_type: 'table',
      })
    ).json() as { id: number };

    for (const view of [
      { action: 'dashboard', dashboard_id: a.id },
      { action: 'explore', slice_id: c.id },
      { action: 'dashboard', dashboard_id: b.id },
      { action: 'dashboard', dashboard_id: a.id },
    ]) {
      expect((await post('/api/v1/log/', admin, view)).statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/log/recent_activity/?q=(page:0,page_size:5)',
      headers: admin,
    });
    const result = (recent.json() as { result: Json[] }).result;
    expect(result.map((r) => r.item_title)).toEqual(['Board A', 'Board B', 'Chart C']);
    expect(result[0]).toMatchObject({
      action: 'dashboard',
      item_type: 'dashboard',
      item_url: '/dashboard/board-a/',
    });
    expect(result[2]).toMatchObject({ item_type: 'slice', item_url: `/explore/?slice_id=${c.id}` });

    await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/${b.id}`, headers: admin });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/log/recent_activity/',
      headers: admin,
    });
    expect((after.json() as { result: Json[] }).result.map((r) => r.item_title)).toEqual([
      'Board A',
      'Chart C',
    ]);

    // Someone who cannot see the dashboard cannot log a view of it either.
    const gamma = await t.createUser({ username: 'log-gamma', roles: ['Gamma'] });
    expect(
      (await post('/api/v1/log/', gamma.headers, { action: 'dashboard', dashboard_id: a.id }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/v1/log/', gamma.headers, { action: 'dashboard' })).statusCode).toBe(
      400,
    );
    const gammaRecent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/log/recent_activity/',
      headers: gamma.headers,
    });
    expect((gammaRecent.json() as { result: Json[] }).result).toEqual([]);
  });
});
