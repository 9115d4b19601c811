import { describe, expect, it } from 'vitest';
import rison from 'rison';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('security administration on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { FEATURE_FLAGS: '{"DASHBOARD_RBAC": true}' });

  it('seeds the built-in roles with Superset semantics', async () => {
    const roles = await t.get('/api/v1/security/roles/?q=(page_size:100)', admin);
    expect((roles.json() as { result: Json[] }).result.map((r) => r.name)).toEqual([
      'Admin',
      'Alpha',
      'Gamma',
      'Public',
      'sql_lab',
    ]);
    const permissionsOf = async (name: string) => {
      const role = await t.container.securityRepo.findRoleByName(name);
      return t.container.securityRepo.permissionsOfRoles([role!.id]);
    };
    const gamma = await permissionsOf('Gamma');
    expect(gamma).toContain('can_write|Dashboard');
    expect(gamma).toContain('can_read|Dataset');
    expect(gamma).not.toContain('can_write|Dataset');
    expect(gamma).not.toContain('can_write|Database');
    expect(gamma).not.toContain('all_datasource_access|all_datasource_access');
    const alpha = await permissionsOf('Alpha');
    expect(alpha).toContain('all_datasource_access|all_datasource_access');
    expect(alpha).toContain('can_write|Dataset');
    expect(alpha).not.toContain('can_write|User');
    expect(await permissionsOf('sql_lab')).toContain('can_execute_sql_query|SQLLab');
    expect(await permissionsOf('Public')).toEqual([]);
  });

  it('creates users with FAB-shaped payloads and never returns password hashes', async () => {
    const gammaRole = await t.container.securityRepo.findRoleByName('Gamma');
    const created = await t.post('/api/v1/security/users/', admin, {
      first_name: 'Ann',
      last_name: 'Lyst',
      username: 'ann',
      email: 'ann@example.com',
      active: true,
      roles: [gammaRole!.id],
      password: 'long-password-1',
    });
    expect(created.statusCode).toBe(201);
    expect(JSON.stringify(created.json())).not.toContain('long-password-1');
    const id = (created.json() as { id: number }).id;
    const got = await t.get(`/api/v1/security/users/${id}`, admin);
    const user = (got.json() as { result: Json }).result;
    expect(user).toMatchObject({
      username: 'ann',
      first_name: 'Ann',
      active: true,
      roles: [{ id: gammaRole!.id, name: 'Gamma' }],
    });
    expect(JSON.stringify(got.json())).not.toMatch(/password|argon/);
    const listed = await t.get(
      `/api/v1/security/users/?q=${rison.encode({ filters: [{ col: 'username', opr: 'eq', value: 'ann' }] })}`,
      admin,
    );
    expect(JSON.stringify(listed.json())).not.toMatch(/password_hash|argon/);
    const dup = await t.post('/api/v1/security/users/', admin, {
      first_name: 'A',
      last_name: 'B',
      username: 'ann',
      email: 'x@example.com',
      password: 'long-password-2',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { username: ['Username already exists'] } });
    const short = await t.post('/api/v1/security/users/', admin, {
      first_name: 'A',
      last_name: 'B',
      username: 'bob',
      email: 'bob@example.com',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
  });

  it('keeps security endpoints for admins: Gamma gets 403 and changes nothing', async () => {
    const gamma = await t.createUser({ username: 'nosy', roles: ['Gamma'] });
    expect((await t.get('/api/v1/security/users/', gamma.headers)).statusCode).toBe(403);
    const escalate = await t.put(`/api/v1/security/users/${gamma.id}`, gamma.headers, {
      roles: [1],
    });
    expect(escalate.statusCode).toBe(403);
    const roles = await t.container.securityRepo.rolesOfUsers([gamma.id]);
    expect(roles.map((r) => r.name)).toEqual(['Gamma']);
  });

  it('creates a role and replaces its permissions', async () => {
    const role = await t.post('/api/v1/security/roles/', admin, { name: 'Analysts' });
    expect(role.statusCode).toBe(201);
    const roleId = (role.json() as { id: number }).id;
    const pvs = await t.get(
      `/api/v1/security/permissions-resources/?q=${rison.encode({ filters: [{ col: 'view_menu', opr: 'eq', value: 'Dashboard' }] })}`,
      admin,
    );
    const ids = (
      pvs.json() as { result: { id: number; permission: { name: string } }[] }
    ).result.map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const set = await t.post(`/api/v1/security/roles/${roleId}/permissions`, admin, {
      permission_view_menu_ids: ids,
    });
    expect(set.statusCode).toBe(200);
    const perms = await t.get(`/api/v1/security/roles/${roleId}/permissions/`, admin);
    expect(
      (perms.json() as { result: { view_menu_name: string }[] }).result.every(
        (p) => p.view_menu_name === 'Dashboard',
      ),
    ).toBe(true);
    const dup = await t.post('/api/v1/security/roles/', admin, { name: 'Analysts' });
    expect(dup.statusCode).toBe(409);
  });

  it('stores dashboard roles when DASHBOARD_RBAC is on', async () => {
    const gammaRole = await t.container.securityRepo.findRoleByName('Gamma');
    const created = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'Shared',
      roles: [gammaRole!.id],
      published: true,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const got = await t.get(`/api/v1/dashboard/${id}`, admin);
    expect((got.json() as { result: Json }).result.roles).toEqual([
      { id: gammaRole!.id, name: 'Gamma' },
    ]);
    // A Gamma user now sees the published dashboard through its role.
    const gamma = await t.createUser({ username: 'rbac-gamma', roles: ['Gamma'] });
    expect((await t.get(`/api/v1/dashboard/${id}`, gamma.headers)).statusCode).toBe(200);
    const missingRole = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'Bad',
      roles: [9999],
    });
    expect(missingRole.statusCode).toBe(422);
  });
});
