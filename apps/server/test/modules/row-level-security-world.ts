/**
 * The starting point of both row-level-security suites: the seeded orders, a role reading them,
 * three team roles, users on those roles, and three rules (Regular north and south rules grouped
 * by region, and a Base rule keeping 2024 only except for `all_years`).
 */
import type { TestApp } from '../support/test-app';
import { createRole, createRule } from '../sql-access/sql-access-fixtures';
import { roleWith } from './datasets-fixtures';
import { seedOrders, type Headers, type SeededOrders } from './row-level-security-fixtures';

export interface RuleWorld extends SeededOrders {
  roles: Record<string, number>;
  rules: Record<string, number>;
  users: Record<string, Headers>;
}

/** `people` are usernames with the team roles they hold besides Gamma and `orders_readers`. */
export async function seedRuleWorld(t: TestApp, people: [string, string[]][]): Promise<RuleWorld> {
  const seeded = await seedOrders(t);
  const { orders } = seeded;
  const roles: Record<string, number> = {
    readers: await roleWith(
      t,
      'orders_readers',
      'datasource_access',
      `[rls].[orders](id:${orders})`,
    ),
  };
  for (const name of ['north_team', 'south_team', 'all_years'])
    roles[name] = await createRole(t, name);
  const users: Record<string, Headers> = {};
  for (const [username, extra] of people) {
    users[username] = (
      await t.createUser({ username, roles: ['Gamma', 'orders_readers', ...extra] })
    ).headers;
  }
  /** A Regular rule showing one region to its team, grouped with the other region rules. */
  const regionRule = (region: string, name: string) =>
    createRule(t, {
      name,
      filter_type: 'Regular',
      tables: [orders],
      roles: [roles[`${region}_team`]],
      group_key: 'region',
      clause: `region = '${region}'`,
    });
  const rules: Record<string, number> = {
    north: await regionRule('north', 'North only'),
    south: await regionRule('south', 'South only'),
    recent: await createRule(t, {
      name: 'Recent years unless all_years',
      description: 'Everyone sees 2024 only, except all_years',
      filter_type: 'Base',
      tables: [orders],
      roles: [roles.all_years],
      clause: 'year = 2024',
    }),
  };
  return { ...seeded, roles, rules, users };
}
