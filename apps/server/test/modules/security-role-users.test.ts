import { describe, expect, it } from 'vitest';
import rison from 'rison';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())(
  "a role's users and permission lookups on $name",
  (variant) => {
    const { t, admin } = useTestApp(variant);

    const createRole = async (name: string) =>
      ((await t.post('/api/v1/security/roles/', admin, { name })).json() as { id: number }).id;
    const membersOf = async (roleId: number) =>
      (
        (await t.get(`/api/v1/security/roles/${roleId}`, admin)).json() as {
          result: { user_ids: number[] };
        }
      ).result.user_ids.sort((a, b) => a - b);

    it('replaces the members and ends the sessions of those who joined or left', async () => {
      const roleId = await createRole('Editors');
      const stays = await t.createUser({ username: 'stays', roles: ['Gamma'] });
      const leaves = await t.createUser({ username: 'leaves', roles: ['Gamma'] });
      const joins = await t.createUser({ username: 'joins', roles: ['Gamma'] });
      const first = await t.put(`/api/v1/security/roles/${roleId}/users`, admin, {
        user_ids: [stays.id, leaves.id],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ result: { user_ids: [stays.id, leaves.id] } });
      expect(await membersOf(roleId)).toEqual([stays.id, leaves.id]);

      // Joining ended the session of `stays`; a new one survives the next change.
      const stayer = await t.loginAs('stays', 'user-password-1');
      const second = await t.put(`/api/v1/security/roles/${roleId}/users`, admin, {
        user_ids: [stays.id, joins.id],
      });
      expect(second.statusCode).toBe(200);
      expect(await membersOf(roleId)).toEqual([stays.id, joins.id]);
      // Other roles of the users are untouched.
      const roles = await t.container.securityRepo.rolesOfUsers([leaves.id, joins.id]);
      expect(roles.filter((r) => r.user_id === leaves.id).map((r) => r.name)).toEqual(['Gamma']);
      expect(
        roles
          .filter((r) => r.user_id === joins.id)
          .map((r) => r.name)
          .sort(),
      ).toEqual(['Editors', 'Gamma']);
      // Whoever kept the same roles stays signed in; the others sign in again.
      expect((await t.get('/api/v1/me/', stayer)).statusCode).toBe(200);
      expect((await t.get('/api/v1/me/', leaves.headers)).statusCode).toBe(401);
      expect((await t.get('/api/v1/me/', joins.headers)).statusCode).toBe(401);
    });

    it('refuses unknown users and roles, and anyone but admins', async () => {
      const roleId = await createRole('Viewers');
      const missingUser = await t.put(`/api/v1/security/roles/${roleId}/users`, admin, {
        user_ids: [999_999],
      });
      expect(missingUser.statusCode).toBe(422);
      expect(missingUser.json()).toEqual({ message: { user_ids: ['Some users do not exist'] } });
      const missingRole = await t.put('/api/v1/security/roles/999999/users', admin, {
        user_ids: [],
      });
      expect(missingRole.statusCode).toBe(404);
      const gamma = await t.createUser({ username: 'climber', roles: ['Gamma'] });
      const escalate = await t.put(`/api/v1/security/roles/1/users`, gamma.headers, {
        user_ids: [gamma.id],
      });
      expect(escalate.statusCode).toBe(403);
      const cleared = await t.put(`/api/v1/security/roles/${roleId}/users`, admin, {
        user_ids: [],
      });
      expect(cleared.statusCode).toBe(200);
      expect(await membersOf(roleId)).toEqual([]);
    });

    it('filters permission-resource pairs by name and sorts them by view menu', async () => {
      const q = rison.encode({
        filters: [
          { col: 'permission', opr: 'eq', value: 'can_read' },
          { col: 'view_menu', opr: 'ct', value: 'a' },
        ],
        order_column: 'view_menu',
        order_direction: 'asc',
        page_size: 100,
      });
      const res = await t.get(`/api/v1/security/permissions-resources/?q=${q}`, admin);
      expect(res.statusCode).toBe(200);
      const rows = (res.json() as { result: Array<{ permission: Json; view_menu: Json }> }).result;
      const names = rows.map((r) => String(r.view_menu.name));
      expect(names.length).toBeGreaterThan(2);
      expect(rows.every((r) => r.permission.name === 'can_read')).toBe(true);
      expect(names.every((n) => n.toLowerCase().includes('a'))).toBe(true);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
    });
  },
);
