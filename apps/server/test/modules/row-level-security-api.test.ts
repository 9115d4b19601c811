/**
 * The row-level-security rule API (`/api/v1/rowlevelsecurity/`) on every metadata store: admins
 * only; list with rison filters, `_info`, related datasets and roles, show, create, update,
 * delete and bulk delete; clauses refused at save (400 naming the clause) when the SQL guard
 * refuses them; unknown roles, duplicate names (422) and bad filter types (400).
 */
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';
import { roleWith } from './datasets-fixtures';
import { seedOrders, type Headers, type Json } from './row-level-security-fixtures';

describe.each(await storeVariants())('row-level-security API on $name', (variant) => {
  let t: TestApp;
  let admin: Headers;
  let orders: number;
  const users: Record<string, Headers> = {};
  const roles: Record<string, number> = {};
  const rules: Record<string, number> = {};

  async function createRule(body: Json): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  beforeAll(async () => {
    t = await createTestApp(variant);
    admin = await t.adminHeaders();
    ({ orders } = await seedOrders(t));
    roles.readers = await roleWith(
      t,
      'orders_readers',
      'datasource_access',
      `[rls].[orders](id:${orders})`,
    );
    for (const name of ['north_team', 'south_team', 'all_years']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/roles/',
        headers: admin,
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(201);
      roles[name] = (res.json() as { id: number }).id;
    }
    users.alice = (
      await t.createUser({ username: 'alice', roles: ['Gamma', 'orders_readers', 'north_team'] })
    ).headers;
    rules.north = await createRule({
      name: 'North only',
      filter_type: 'Regular',
      tables: [orders],
      roles: [roles.north_team],
      group_key: 'region',
      clause: "region = 'north'",
    });
    rules.south = await createRule({
      name: 'South only',
      filter_type: 'Regular',
      tables: [orders],
      roles: [roles.south_team],
      group_key: 'region',
      clause: "region = 'south'",
    });
    rules.recent = await createRule({
      name: 'Recent years unless all_years',
      description: 'Everyone sees 2024 only, except all_years',
      filter_type: 'Base',
      tables: [orders],
      roles: [roles.all_years],
      clause: 'year = 2024',
    });
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('refuses a bad clause when it is saved, with a 400 naming the clause', async () => {
    for (const clause of ['1=1; DROP TABLE x', 'region IN (SELECT region FROM orders)']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rowlevelsecurity/',
        headers: admin,
        payload: {
          name: `bad ${clause}`,
          filter_type: 'Regular',
          tables: [orders],
          roles: [roles.north_team],
          clause,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      const message = (res.json() as { message: { clause: string[] } }).message;
      expect(message.clause[0]).toMatch(/^Invalid clause: /);
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/rowlevelsecurity/${rules.south}`,
      headers: admin,
      payload: { clause: '1=1; DROP TABLE orders' },
    });
    expect(edit.statusCode).toBe(400);
    // Nothing was stored or changed.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
    });
    const body = list.json() as { count: number; result: Json[] };
    expect(body.count).toBe(3);
    expect(body.result.find((r) => r.id === rules.south)?.clause).toBe("region = 'south'");
  });

  it('serves the rule API to admins only, with list, related, show and delete', async () => {
    const gamma = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rowlevelsecurity/',
      headers: users.alice,
    });
    expect(gamma.statusCode).toBe(403);
    const forbiddenCreate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: users.alice,
      payload: { name: 'x', filter_type: 'Base', tables: [orders], roles: [], clause: '1 = 1' },
    });
    expect(forbiddenCreate.statusCode).toBe(403);

    const q = rison.encode({
      filters: [{ col: 'filter_type', opr: 'eq', value: 'Regular' }],
      order_column: 'name',
      order_direction: 'asc',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/?q=${encodeURIComponent(q)}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json() as { count: number; result: Json[] };
    expect(listed.count).toBe(2);
    expect(listed.result.map((r) => r.name)).toEqual(['North only', 'South only']);
    expect(listed.result[0]).toMatchObject({
      group_key: 'region',
      tables: [{ id: orders, table_name: 'orders', schema: 'main' }],
      roles: [{ id: roles.north_team, name: 'north_team' }],
    });

    const byRole = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/?q=${encodeURIComponent(
        rison.encode({ filters: [{ col: 'roles', opr: 'rel_m_m', value: roles.all_years }] }),
      )}`,
      headers: admin,
    });
    expect((byRole.json() as { result: Json[] }).result.map((r) => r.name)).toEqual([
      'Recent years unless all_years',
    ]);

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rowlevelsecurity/_info?q=(keys:!(permissions))',
      headers: admin,
    });
    expect((info.json() as { permissions: string[] }).permissions).toEqual(
      expect.arrayContaining(['can_read', 'can_write']),
    );
    const related = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/related/tables?q=${encodeURIComponent('(filter:ord)')}`,
      headers: admin,
    });
    expect((related.json() as { result: Json[] }).result).toEqual([
      expect.objectContaining({ text: 'orders', value: orders }),
    ]);
    const relatedRoles = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/related/roles?q=${encodeURIComponent('(filter:team)')}`,
      headers: admin,
    });
    expect((relatedRoles.json() as { result: Json[] }).result.map((r) => r.text).sort()).toEqual([
      'north_team',
      'south_team',
    ]);

    const show = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rowlevelsecurity/${rules.recent}`,
      headers: admin,
    });
    expect((show.json() as { result: Json }).result).toMatchObject({
      name: 'Recent years unless all_years',
      description: 'Everyone sees 2024 only, except all_years',
      filter_type: 'Base',
      group_key: null,
      clause: 'year = 2024',
    });

    const badRole = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: {
        name: 'r',
        filter_type: 'Regular',
        tables: [orders],
        roles: [999_999],
        clause: 'id > 1',
      },
    });
    expect(badRole.statusCode).toBe(422);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: { name: 'r', filter_type: 'Other', tables: [orders], roles: [], clause: 'id > 1' },
    });
    expect(badType.statusCode).toBe(400);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rowlevelsecurity/',
      headers: admin,
      payload: {
        name: 'North only',
        filter_type: 'Base',
        tables: [orders],
        roles: [],
        clause: 'id > 1',
      },
    });
    expect(duplicate.statusCode).toBe(422);

    const temp = await createRule({
      name: 'temporary',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: 'id > 1',
    });
    const other = await createRule({
      name: 'temporary 2',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: 'id > 2',
    });
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/${temp}`,
      headers: admin,
    });
    expect(one.statusCode).toBe(200);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/?q=!(${other})`,
      headers: admin,
    });
    expect(bulk.json()).toEqual({ message: 'Deleted 1 rules' });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/${temp}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });
});
