/**
 * `/api/v1/dashboard/{id}/filtersets` through app.inject() on SQLite and PostgreSQL: CRUD with
 * the stored rows, the owner rules (User sets private to their owner, Dashboard sets shared and
 * changed only by those who may edit the dashboard) and Superset's error texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { storeVariants } from '../../../test/support/test-stores';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

const STATE = {
  nativeFilters: { 'NATIVE_FILTER-1': { id: 'NATIVE_FILTER-1', name: 'Origin' } },
  dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['SFO'] } } },
};

describe.each(await storeVariants())('filter set API on $name', (variant) => {
  let t: TestApp;
  let admin: Headers;
  let alpha: { id: number; headers: Headers };
  let adminId: number;
  let dashboardId: number;

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: Json,
  ) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const base = () => `/api/v1/dashboard/${dashboardId}/filtersets`;
  const storedRows = () =>
    t.container.store.db
      .selectFrom('filter_sets')
      .selectAll()
      .where('dashboard_id', '=', dashboardId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(variant);
    admin = await t.adminHeaders();
    const me = await t.container.securityRepo.findUserByUsername('admin');
    adminId = me!.id;
    alpha = await t.createUser({ username: `alpha_sets_${variant.name}`, roles: ['Alpha'] });
    const created = await call('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Flights' });
    dashboardId = created.body.id as number;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('creates, lists, renames and deletes sets with the owner rules', async () => {
    const shared = await call('POST', base(), admin, {
      name: 'West coast',
      description: 'Flights from SFO',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'Dashboard',
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    expect(shared.body.result).toMatchObject({
      name: 'West coast',
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      dashboard_id: dashboardId,
      params: STATE,
    });
    const sharedId = shared.body.id as number;

    const mine = await call('POST', base(), alpha.headers, {
      name: 'My view',
      json_metadata: JSON.stringify({ nativeFilters: {} }),
      owner_type: 'User',
      owner_id: alpha.id,
      is_primary: true,
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const mineId = mine.body.id as number;

    const rows = await storedRows();
    expect(rows.map((r) => [r.name, r.owner_type, r.owner_id, r.is_primary])).toEqual([
      ['West coast', 'Dashboard', dashboardId, 0],
      ['My view', 'User', alpha.id, 1],
    ]);
    expect(rows.every((r) => /^[0-9a-f-]{36}$/.test(r.uuid))).toBe(true);

    // Alpha sees the shared set and its own; the admin does not see Alpha's private set.
    const alphaList = await call('GET', base(), alpha.headers);
    expect(alphaList.body).toMatchObject({ count: 2, ids: [sharedId, mineId] });
    expect((alphaList.body.result as Json[])[0]).toMatchObject({
      name: 'West coast',
      params: STATE,
    });
    const adminList = await call('GET', base(), admin);
    expect(adminList.body).toMatchObject({ count: 1, ids: [sharedId] });

    // Only the owner changes a private set; only dashboard editors change a shared one.
    expect((await call('PUT', `${base()}/${mineId}`, admin, { name: 'x' })).status).toBe(404);
    const renamed = await call('PUT', `${base()}/${mineId}`, alpha.headers, {
      name: 'Renamed',
      json_metadata: JSON.stringify(STATE),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result).toMatchObject({ name: 'Renamed', params: STATE });
    const refused = await call('PUT', `${base()}/${sharedId}`, alpha.headers, { name: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to edit this dashboard');
    expect((await call('DELETE', `${base()}/${sharedId}`, alpha.headers)).status).toBe(403);
    // Sharing a private set needs dashboard edit rights too.
    const share = await call('PUT', `${base()}/${mineId}`, alpha.headers, {
      owner_type: 'Dashboard',
    });
    expect(share.status).toBe(403);

    expect((await call('DELETE', `${base()}/${mineId}`, alpha.headers)).status).toBe(200);
    expect((await call('DELETE', `${base()}/${sharedId}`, admin)).status).toBe(200);
    expect(await storedRows()).toEqual([]);
    expect((await call('DELETE', `${base()}/${sharedId}`, admin)).status).toBe(404);
  });

  it('refuses shared sets from users who cannot edit the dashboard', async () => {
    const res = await call('POST', base(), alpha.headers, {
      name: 'Shared by alpha',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'Dashboard',
    });
    expect(res.status).toBe(403);
    const other = await call('POST', base(), alpha.headers, {
      name: 'For the admin',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'User',
      owner_id: adminId,
    });
    expect(other.status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  it("answers Superset's validation texts", async () => {
    const notJson = await call('POST', base(), admin, {
      name: 'Broken',
      json_metadata: '{not json',
      owner_type: 'Dashboard',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toEqual({ _schema: ['failed to parse json_metadata to json'] });

    const noFilters = await call('POST', base(), admin, {
      name: 'Broken',
      json_metadata: JSON.stringify({ dataMask: {} }),
      owner_type: 'Dashboard',
    });
    expect(noFilters.body.message).toEqual({ _schema: ['failed to parse json_metadata to json'] });

    const noOwner = await call('POST', base(), admin, {
      name: 'Mine',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'User',
    });
    expect(noOwner.status).toBe(400);
    expect(noOwner.body.message).toEqual({
      _schema: ['owner_id is mandatory when owner_type is User'],
    });

    const badType = await call('POST', base(), admin, {
      name: 'x',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'Team',
    });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.message as Json)).toEqual(['owner_type']);

    const created = await call('POST', base(), admin, {
      name: 'Fine',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'User',
      owner_id: adminId,
    });
    expect(created.status).toBe(201);
    const setUrl = `${base()}/${created.body.id as number}`;
    const badPut = await call('PUT', setUrl, admin, { json_metadata: '[]' });
    expect(badPut.status).toBe(400);
    expect(badPut.body.message).toEqual({ _schema: ['failed to parse json_metadata to json'] });
    expect((await call('PUT', setUrl, admin, { owner_type: 'User' })).status).toBe(400);

    const missing = await call('GET', '/api/v1/dashboard/999999/filtersets', admin);
    expect(missing.status).toBe(404);
  });

  it('deletes the sets with their dashboard', async () => {
    const created = await call('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Temp' });
    const tempId = created.body.id as number;
    const set = await call('POST', `/api/v1/dashboard/${tempId}/filtersets`, admin, {
      name: 'Gone soon',
      json_metadata: JSON.stringify(STATE),
      owner_type: 'Dashboard',
    });
    expect(set.status).toBe(201);
    expect((await call('DELETE', `/api/v1/dashboard/${tempId}`, admin)).status).toBe(200);
    const left = await t.container.store.db
      .selectFrom('filter_sets')
      .select('id')
      .where('dashboard_id', '=', tempId)
      .execute();
    expect(left).toEqual([]);
  });
});
