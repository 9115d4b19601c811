/**
 * `/api/v1/dashboard/{id}/filter_state[/{key}]` through app.inject() on SQLite and PostgreSQL:
 * Superset's payloads and status codes, the stored rows and their expiry, one key per browser
 * tab, owner-only changes, and dashboards the caller cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { storeVariants } from '../../../test/support/test-stores';
import { uuidOfKey } from '../key-value/key-value-keys';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const MASK = JSON.stringify({
  'NATIVE_FILTER-origin': { id: 'NATIVE_FILTER-origin', filterState: { value: ['SFO'] } },
  '12': { id: '12', extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['LAX'] }] } },
});
const NOT_YOURS = "You don't have permission to modify the value.";
const DAY_MS = 86_400_000;

describe.each(await storeVariants())('dashboard filter state API on $name', (variant) => {
  let t: TestApp;
  let admin: Headers;
  let adminId: number;
  /** Sees every dashboard (all data access) but owns none of the admin's entries. */
  let alpha: { id: number; headers: Headers };
  /** No data access: the admin's unpublished dashboard is hidden from them. */
  let gamma: { id: number; headers: Headers };
  let dashboardId: number;
  let otherDashboardId: number;

  const call = async (method: Method, url: string, headers: Headers, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };
  const base = (id = dashboardId) => `/api/v1/dashboard/${id}/filter_state`;
  const create = async (headers = admin, value = MASK, query = '') => {
    const res = await call('POST', `${base()}${query}`, headers, { value });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.key as string;
  };
  const row = (key: string) =>
    t.container.store.db
      .selectFrom('key_values')
      .selectAll()
      .where('uuid', '=', uuidOfKey(key) ?? '')
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(variant);
    admin = await t.adminHeaders();
    adminId = (await t.container.securityRepo.findUserByUsername('admin'))!.id;
    alpha = await t.createUser({ username: `alpha_state_${variant.name}`, roles: ['Alpha'] });
    gamma = await t.createUser({ username: `gamma_state_${variant.name}`, roles: ['Gamma'] });
    const created = await call('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Flights' });
    dashboardId = created.body.id as number;
    const other = await call('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Other' });
    otherDashboardId = other.body.id as number;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('stores the value for its creator, expiring in 90 days, and reads it back', async () => {
    const key = await create();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const stored = await row(key);
    expect(stored).toMatchObject({ resource: 'dashboard_filter_state', created_by_fk: adminId });
    expect(JSON.parse(stored?.value ?? '')).toEqual({
      owner: adminId,
      dashboard_id: dashboardId,
      value: MASK,
    });
    const days = (Date.parse(stored?.expires_on ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const read = await call('GET', `${base()}/${key}`, admin);
    expect(read).toEqual({ status: 200, body: { value: MASK } });
  });

  it('restarts an entry’s lifetime when it is read', async () => {
    const key = await create();
    const soon = new Date(Date.now() + DAY_MS).toISOString();
    await t.container.store.db
      .updateTable('key_values')
      .set({ expires_on: soon })
      .where('uuid', '=', uuidOfKey(key)!)
      .execute();
    expect((await call('GET', `${base()}/${key}`, admin)).status).toBe(200);
    const days = (Date.parse((await row(key))?.expires_on ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(89.9);
  });

  it('replaces the value on PUT and keeps one key per browser tab', async () => {
    const first = await create(admin, MASK, '?tab_id=3');
    expect(await create(admin, MASK, '?tab_id=3')).toBe(first);
    expect(await create(admin, MASK, '?tab_id=4')).not.toBe(first);
    expect(await create(admin, MASK)).not.toBe(first);

    const changed = JSON.stringify({ 'NATIVE_FILTER-origin': { filterState: { value: ['JFK'] } } });
    const put = await call('PUT', `${base()}/${first}?tab_id=3`, admin, { value: changed });
    expect(put).toEqual({ status: 200, body: { message: 'Value updated', key: first } });
    expect(JSON.parse((await row(first))?.value ?? '')).toMatchObject({ value: changed });
    expect((await call('GET', `${base()}/${first}`, admin)).body).toEqual({ value: changed });
  });

  it('lets others who see the dashboard read an entry, but only its creator change or delete it', async () => {
    const key = await create();
    const read = await call('GET', `${base()}/${key}`, alpha.headers);
    expect(read).toEqual({ status: 200, body: { value: MASK } });

    const put = await call('PUT', `${base()}/${key}`, alpha.headers, { value: '{"x":1}' });
    expect(put).toEqual({ status: 403, body: { message: NOT_YOURS } });
    const del = await call('DELETE', `${base()}/${key}`, alpha.headers);
    expect(del).toEqual({ status: 403, body: { message: NOT_YOURS } });
    expect(JSON.parse((await row(key))?.value ?? '')).toMatchObject({
      owner: adminId,
      value: MASK,
    });

    // Alpha's own entry on the same dashboard is Alpha's to change.
    const own = await create(alpha.headers);
    const ownPut = await call('PUT', `${base()}/${own}`, alpha.headers, { value: '{"x":1}' });
    expect(ownPut.status, JSON.stringify(ownPut.body)).toBe(200);

    const deleted = await call('DELETE', `${base()}/${key}`, admin);
    expect(deleted).toEqual({ status: 200, body: { message: 'Deleted successfully' } });
    expect(await row(key)).toBeUndefined();
    expect((await call('GET', `${base()}/${key}`, admin)).status).toBe(404);
  });

  it('answers 404 on a dashboard the caller cannot see, for every method', async () => {
    const key = await create();
    // The same answer as the dashboard API itself gives Gamma for this dashboard.
    const dashboard = await call('GET', `/api/v1/dashboard/${dashboardId}`, gamma.headers);
    expect(dashboard.status).toBe(404);
    const created = await call('POST', base(), gamma.headers, { value: MASK });
    expect(created).toEqual(dashboard);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `${base()}/${key}`,
        gamma.headers,
        method === 'PUT' ? { value: '{}' } : undefined,
      );
      expect(res, method).toEqual(dashboard);
    }
    expect(JSON.parse((await row(key))?.value ?? '')).toMatchObject({ value: MASK });
    const missing = await call('POST', base(999_999), admin, { value: MASK });
    expect(missing.status).toBe(404);
    const anonymous = await call('POST', base(), {}, { value: MASK });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for keys of another dashboard, unknown, malformed and expired keys', async () => {
    const key = await create();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { value: '{}' } : undefined;
      const elsewhere = await call(method, `${base(otherDashboardId)}/${key}`, admin, payload);
      expect(elsewhere.status, `${method} on another dashboard`).toBe(404);
      for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-key', 'x'.repeat(64)]) {
        const res = await call(method, `${base()}/${bad}`, admin, payload);
        expect(res.status, `${method} ${bad}`).toBe(404);
      }
    }
    await t.container.store.db
      .updateTable('key_values')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', uuidOfKey(key)!)
      .execute();
    expect((await call('GET', `${base()}/${key}`, admin)).status).toBe(404);
  });

  it('refuses a value that is not JSON text with 400 and stores nothing', async () => {
    const before = await t.container.store.db
      .selectFrom('key_values')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{ value: 'not json' }, 'value'],
      [{ value: { a: 1 } }, 'value'],
      [{ value: '' }, 'value'],
      [{}, 'value'],
      [{ value: '{}', extra: 1 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', base(), admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      const message = res.body.message as Record<string, string[]>;
      expect(Object.keys(message).join(), JSON.stringify(payload)).toContain(field);
    }
    expect((await call('POST', `${base()}?tab_id=abc`, admin, { value: '{}' })).status).toBe(400);
    const after = await t.container.store.db
      .selectFrom('key_values')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
