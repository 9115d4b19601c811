/**
 * The row-level-security rule API (`/api/v1/rowlevelsecurity/`) on every metadata store: admins
 * only; list with rison filters, `_info`, related datasets and roles, show, create, update,
 * delete and bulk delete; clauses refused at save (400 naming the clause) when the SQL guard
 * refuses them; unknown roles, duplicate names (422) and bad filter types (400).
 */
import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { createRule } from '../sql-access/sql-access-fixtures';
import type { Headers, Json } from './row-level-security-fixtures';
import { seedRuleWorld } from './row-level-security-world';

describe.each(await storeVariants())('row-level-security API on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let orders: number;
  const users: Record<string, Headers> = {};
  const roles: Record<string, number> = {};
  const rules: Record<string, number> = {};

  beforeAll(async () => {
    const world = await seedRuleWorld(t, [['alice', ['north_team']]]);
    orders = world.orders;
    Object.assign(roles, world.roles);
    Object.assign(rules, world.rules);
    Object.assign(users, world.users);
  });

  it('refuses a bad clause when it is saved, with a 400 naming the clause', async () => {
    for (const clause of ['1=1; DROP TABLE x', 'region IN (SELECT region FROM orders)']) {
      const res = await t.post('/api/v1/rowlevelsecurity/', admin, {
        name: `bad ${clause}`,
        filter_type: 'Regular',
        tables: [orders],
        roles: [roles.north_team],
        clause,
      });
      expect(res.statusCode, res.body).toBe(400);
      const message = (res.json() as { message: { clause: string[] } }).message;
      expect(message.clause[0]).toMatch(/^Invalid clause: /);
    }
    const edit = await t.put(`/api/v1/rowlevelsecurity/${rules.south}`, admin, {
      clause: '1=1; DROP TABLE orders',
    });
    expect(edit.statusCode).toBe(400);
    // Nothing was stored or changed.
    const list = await t.get('/api/v1/rowlevelsecurity/', admin);
    const body = list.json() as { count: number; result: Json[] };
    expect(body.count).toBe(3);
    expect(body.result.find((r) => r.id === rules.south)?.clause).toBe("region = 'south'");
  });

  it('serves the rule API to admins only, with list, related, show and delete', async () => {
    const gamma = await t.get('/api/v1/rowlevelsecurity/', users.alice);
    expect(gamma.statusCode).toBe(403);
    const forbiddenCreate = await t.post('/api/v1/rowlevelsecurity/', users.alice, {
      name: 'x',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: '1 = 1',
    });
    expect(forbiddenCreate.statusCode).toBe(403);

    const q = rison.encode({
      filters: [{ col: 'filter_type', opr: 'eq', value: 'Regular' }],
      order_column: 'name',
      order_direction: 'asc',
    });
    const list = await t.get(`/api/v1/rowlevelsecurity/?q=${encodeURIComponent(q)}`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json() as { count: number; result: Json[] };
    expect(listed.count).toBe(2);
    expect(listed.result.map((r) => r.name)).toEqual(['North only', 'South only']);
    expect(listed.result[0]).toMatchObject({
      group_key: 'region',
      tables: [{ id: orders, table_name: 'orders', schema: 'main' }],
      roles: [{ id: roles.north_team, name: 'north_team' }],
    });

    const byRole = await t.get(
      `/api/v1/rowlevelsecurity/?q=${encodeURIComponent(
        rison.encode({ filters: [{ col: 'roles', opr: 'rel_m_m', value: roles.all_years }] }),
      )}`,
      admin,
    );
    expect((byRole.json() as { result: Json[] }).result.map((r) => r.name)).toEqual([
      'Recent years unless all_years',
    ]);

    const info = await t.get('/api/v1/rowlevelsecurity/_info?q=(keys:!(permissions))', admin);
    expect((info.json() as { permissions: string[] }).permissions).toEqual(
      expect.arrayContaining(['can_read', 'can_write']),
    );
    const related = await t.get(
      `/api/v1/rowlevelsecurity/related/tables?q=${encodeURIComponent('(filter:ord)')}`,
      admin,
    );
    expect((related.json() as { result: Json[] }).result).toEqual([
      expect.objectContaining({ text: 'orders', value: orders }),
    ]);
    const relatedRoles = await t.get(
      `/api/v1/rowlevelsecurity/related/roles?q=${encodeURIComponent('(filter:team)')}`,
      admin,
    );
    expect((relatedRoles.json() as { result: Json[] }).result.map((r) => r.text).sort()).toEqual([
      'north_team',
      'south_team',
    ]);

    const show = await t.get(`/api/v1/rowlevelsecurity/${rules.recent}`, admin);
    expect((show.json() as { result: Json }).result).toMatchObject({
      name: 'Recent years unless all_years',
      description: 'Everyone sees 2024 only, except all_years',
      filter_type: 'Base',
      group_key: null,
      clause: 'year = 2024',
    });

    // An unknown role, an unknown filter type, and the name of an existing rule.
    for (const [rule, status] of [
      [{ name: 'r', filter_type: 'Regular', roles: [999_999] }, 422],
      [{ name: 'r', filter_type: 'Other', roles: [] }, 400],
      [{ name: 'North only', filter_type: 'Base', roles: [] }, 422],
    ] as const) {
      const refused = await t.post('/api/v1/rowlevelsecurity/', admin, {
        ...rule,
        tables: [orders],
        clause: 'id > 1',
      });
      expect(refused.statusCode, rule.name).toBe(status);
    }

    const temp = await createRule(t, {
      name: 'temporary',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: 'id > 1',
    });
    const other = await createRule(t, {
      name: 'temporary 2',
      filter_type: 'Base',
      tables: [orders],
      roles: [],
      clause: 'id > 2',
    });
    const one = await t.delete(`/api/v1/rowlevelsecurity/${temp}`, admin);
    expect(one.statusCode).toBe(200);
    const bulk = await t.delete(`/api/v1/rowlevelsecurity/?q=!(${other})`, admin);
    expect(bulk.json()).toEqual({ message: 'Deleted 1 rules' });
    const gone = await t.delete(`/api/v1/rowlevelsecurity/${temp}`, admin);
    expect(gone.statusCode).toBe(404);
  });
});
