/**
 * A guest of an embedded dashboard keeps its native filters on the server, as Superset's embedded
 * dashboards do: it stores, replaces and reads back the filter state of the dashboard its token
 * names (so the frame's `native_filters_key` works), while other dashboards refuse it with 403,
 * another guest may read but not replace its entry, and a guest cannot replace a user's entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { uuidOfKey } from '../../src/modules/key-value/key-value-keys';
import type { Headers } from '../modules/row-level-security-fixtures';
import { asGuest, embed, seedEmbeddedWorld, type EmbeddedWorld } from './embedded-world';

const ENV = {
  FEATURE_FLAGS: JSON.stringify({ EMBEDDED_SUPERSET: true }),
  GUEST_TOKEN_JWT_SECRET: 'guest-secret-for-the-filter-state-tests',
};
const MASK = JSON.stringify({
  'NATIVE_FILTER-region': { id: 'NATIVE_FILTER-region', filterState: { value: ['north'] } },
});
const OTHER_MASK = JSON.stringify({
  'NATIVE_FILTER-region': { id: 'NATIVE_FILTER-region', filterState: { value: ['south'] } },
});

describe.each(await storeVariants())('guest filter state on $name', (variant) => {
  const { t, admin } = useTestApp(variant, ENV);
  let world: EmbeddedWorld;
  let guest: Headers;
  let otherGuest: Headers;

  async function tokenFor(username: string, uuids: string[]): Promise<Headers> {
    const res = await t.post('/api/v1/security/guest_token/', admin, {
      user: { username },
      resources: uuids.map((id) => ({ type: 'dashboard', id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    return asGuest((res.json() as { token: string }).token);
  }
  const base = (id = world.dashboardId) => `/api/v1/dashboard/${id}/filter_state`;

  beforeAll(async () => {
    world = await seedEmbeddedWorld(t, admin);
    const uuid = await embed(t, admin, world.dashboardId);
    guest = await tokenFor('visitor', [uuid]);
    otherGuest = await tokenFor('someone_else', [uuid]);
  });

  it('tells the web app the caller is a guest who may keep filter state', async () => {
    const boot = await t.get('/api/v1/common/bootstrap_data/', guest);
    const result = (boot.json() as { result: { is_guest: boolean; user: unknown } }).result;
    expect(result).toMatchObject({ is_guest: true, user: null });
    expect(result).toHaveProperty(
      'permissions',
      expect.arrayContaining([['can_write', 'DashboardFilterStateRestApi']]),
    );
    const asAdmin = await t.get('/api/v1/common/bootstrap_data/', admin);
    expect((asAdmin.json() as { result: { is_guest: boolean } }).result.is_guest).toBe(false);
  });

  it("stores, replaces and reads the guest's filter state of its own dashboard", async () => {
    const created = await t.post(`${base()}?tab_id=3`, guest, { value: MASK });
    expect(created.statusCode, created.body).toBe(201);
    const key = (created.json() as { key: string }).key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = await t.container.store.db
      .selectFrom('key_values')
      .selectAll()
      .where('uuid', '=', uuidOfKey(key) ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ resource: 'dashboard_filter_state', created_by_fk: null });
    expect(JSON.parse(stored.value)).toMatchObject({
      owner: null,
      guest: 'visitor',
      dashboard_id: world.dashboardId,
      value: MASK,
    });

    const read = await t.get(`${base()}/${key}`, guest);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ value: MASK });

    // Nothing tells one guest's browser tab from another's: every write answers its own key.
    const replaced = await t.put(`${base()}/${key}?tab_id=3`, guest, { value: OTHER_MASK });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json() as { message: string; key: string };
    expect(next.message).toBe('Value updated');
    expect((await t.get(`${base()}/${next.key}`, guest)).json()).toEqual({ value: OTHER_MASK });
    expect((await t.get(`${base()}/${key}`, guest)).json()).toEqual({ value: MASK });
  });

  it('lets another guest read a shared key but not replace or delete it', async () => {
    const key = ((await t.post(base(), guest, { value: MASK })).json() as { key: string }).key;
    expect((await t.get(`${base()}/${key}`, otherGuest)).statusCode).toBe(200);
    const put = await t.put(`${base()}/${key}`, otherGuest, { value: OTHER_MASK });
    expect(put.statusCode, put.body).toBe(403);
    expect((await t.delete(`${base()}/${key}`, otherGuest)).statusCode).toBe(403);
    expect((await t.delete(`${base()}/${key}`, guest)).statusCode).toBe(200);
  });

  it("refuses a user's entry to be replaced by a guest", async () => {
    const key = ((await t.post(base(), admin, { value: MASK })).json() as { key: string }).key;
    expect((await t.get(`${base()}/${key}`, guest)).json()).toEqual({ value: MASK });
    const put = await t.put(`${base()}/${key}`, guest, { value: OTHER_MASK });
    expect(put.statusCode, put.body).toBe(403);
  });

  it("refuses the filter state of dashboards outside the guest's token with 403", async () => {
    const other = world.otherDashboardId;
    const key = ((await t.post(base(other), admin, { value: MASK })).json() as { key: string }).key;
    expect((await t.get(`${base(other)}/${key}`, guest)).statusCode).toBe(403);
    expect((await t.post(base(other), guest, { value: MASK })).statusCode).toBe(403);
    expect((await t.put(`${base(other)}/${key}`, guest, { value: MASK })).statusCode).toBe(403);
    expect((await t.delete(`${base(other)}/${key}`, guest)).statusCode).toBe(403);
    // Another dashboard's key is not found under the guest's own dashboard.
    expect((await t.get(`${base()}/${key}`, guest)).statusCode).toBe(404);
  });
});
