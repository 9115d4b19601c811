/**
 * The action log's security events: each action writes one row naming who acted, from where and
 * on what, with no secret in it; Admins list them with rison filters; others are refused.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import rison from 'rison';
import type { ActionLogRow } from '@panorama/core/schemas/action-log';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import { createDatabase, createDuckdbFile } from '../modules/datasets-fixtures';

const AGENT = 'audit-test-agent/1.0';

describe.each(await storeVariants())('the audit log on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let adminId: number;

  beforeAll(async () => {
    adminId = (await t.container.securityRepo.findUserByUsername('admin'))!.id;
  });

  const entries = async (filters: { col: string; opr: string; value: unknown }[]) => {
    const q = rison.encode({ filters, page_size: 100 });
    const res = await t.get(`/api/v1/log/?q=${encodeURIComponent(q)}`, admin);
    expect(res.statusCode).toBe(200);
    return (res.json() as { result: ActionLogRow[] }).result;
  };
  const byAction = (action: string) => entries([{ col: 'action', opr: 'eq', value: action }]);

  it('writes a failed sign-in under the name tried, without the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'user-agent': AGENT },
      payload: { username: 'nobody-here', password: 'wrong-Secret-123' },
    });
    expect(res.statusCode).toBe(401);
    const rows = (await byAction('login_failed')).filter((r) => r.username === 'nobody-here');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, ip_address: '127.0.0.1', user_agent: AGENT });
    expect(JSON.stringify(rows[0])).not.toContain('wrong-Secret-123');
    expect(JSON.parse(rows[0]!.json!)).toMatchObject({ method: 'password' });
  });

  it('writes a sign-in and a logout with who and from where', async () => {
    const { id } = await t.createUser({ username: 'auditee', roles: ['Gamma'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'user-agent': AGENT },
      payload: { username: 'auditee', password: 'user-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const user = [{ col: 'user', opr: 'rel_o_m', value: id }];
    const logins = (await entries(user)).filter((r) => r.action === 'login');
    // One from createUser's API login, one from the browser sign-in.
    expect(logins).toHaveLength(2);
    expect(logins.find((r) => r.user_agent === AGENT)).toMatchObject({
      username: 'auditee',
      object_type: 'user',
      object_id: String(id),
    });
    const token = (await t.loginAs('auditee', 'user-password-1')).authorization;
    const out = await t.post('/logout/', { authorization: token });
    expect(out.statusCode).toBe(204);
    const logouts = (await entries(user)).filter((r) => r.action === 'logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]).toMatchObject({ user_id: id, username: 'auditee' });
  });

  it('writes user and role changes as the admin who made them, never a password', async () => {
    const created = await t.createUser({ username: 'changed', roles: ['Gamma'] });
    await t.put(`/api/v1/security/users/${created.id}`, admin, { first_name: 'Changed' });
    await t.put(`/api/v1/security/users/${created.id}`, admin, { password: 'new-Password-77x' });
    const role = await t.post('/api/v1/security/roles/', admin, { name: 'Auditors' });
    const roleId = (role.json() as { id: number }).id;
    await t.put(`/api/v1/security/roles/${roleId}`, admin, { name: 'Auditors 2' });
    await t.post(`/api/v1/security/roles/${roleId}/permissions`, admin, {
      permission_view_menu_ids: [1, 2],
    });
    await t.delete(`/api/v1/security/roles/${roleId}`, admin);
    await t.delete(`/api/v1/security/users/${created.id}`, admin);
    const expected: [string, string, number][] = [
      ['user_created', 'user', created.id],
      ['user_updated', 'user', created.id],
      ['user_password_changed', 'user', created.id],
      ['user_deleted', 'user', created.id],
      ['role_created', 'role', roleId],
      ['role_updated', 'role', roleId],
      ['role_permissions_changed', 'role', roleId],
      ['role_deleted', 'role', roleId],
    ];
    for (const [action, objectType, objectId] of expected) {
      const rows = (await byAction(action)).filter((r) => r.object_id === String(objectId));
      expect(rows, action).toHaveLength(1);
      expect(rows[0], action).toMatchObject({
        user_id: adminId,
        username: 'admin',
        object_type: objectType,
      });
      expect(rows[0]!.ip_address, action).toBeTruthy();
    }
    const all = JSON.stringify(await entries([]));
    expect(all).not.toContain('new-Password-77x');
    expect(all).not.toContain('user-password-1');
    // The deleted user's own sign-in (createUser logs in) outlives the account, by name.
    const theirs = await entries([
      { col: 'action', opr: 'eq', value: 'login' },
      { col: 'username', opr: 'eq', value: 'changed' },
    ]);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ user_id: null, user: null, username: 'changed' });
    const perms = (await byAction('role_permissions_changed'))[0]!;
    expect(JSON.parse(perms.json!)).toMatchObject({ name: 'Auditors 2', added: [1, 2] });
  });

  it('writes database changes without the connection, and exports', async () => {
    await createDuckdbFile(t.dataDir, 'audited.duckdb');
    const id = await createDatabase(t, {
      database_name: 'audited',
      sqlalchemy_uri: 'duckdb:///audited.duckdb',
    });
    await t.put(`/api/v1/database/${id}`, admin, { database_name: 'audited 2' });
    const exported = await t.get(`/api/v1/database/export/?q=!(${id})`, admin);
    expect(exported.statusCode).toBe(200);
    await t.delete(`/api/v1/database/${id}`, admin);
    for (const action of ['database_created', 'database_updated', 'database_deleted', 'export']) {
      const rows = (await byAction(action)).filter((r) => r.object_id === String(id));
      expect(rows, action).toHaveLength(1);
      expect(rows[0]!.user_id).toBe(adminId);
      expect(rows[0]!.json).not.toContain('duckdb:///');
    }
    const updated = (await byAction('database_updated'))[0]!;
    expect(JSON.parse(updated.json!)).toEqual({
      database_name: 'audited 2',
      changed: ['database_name'],
    });
  });

  it('lists with filters on time and user, and refuses non-admins', async () => {
    const gamma = await t.createUser({ username: 'gamma_reader', roles: ['Gamma'] });
    expect((await t.get('/api/v1/log/', gamma.headers)).statusCode).toBe(403);
    expect((await t.get('/api/v1/log/', {})).statusCode).toBe(401);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await entries([{ col: 'dttm', opr: 'gt', value: future }])).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const recent = await entries([
      { col: 'dttm', opr: 'gt', value: past },
      { col: 'user', opr: 'rel_o_m', value: gamma.id },
    ]);
    expect(recent.map((r) => r.action)).toEqual(['login']);
    const users = await t.get('/api/v1/log/related/user', admin);
    expect(users.statusCode).toBe(200);
  });
});

describe.each((await storeVariants()).slice(0, 1))('AUDIT_LOG_STDOUT on $name', (variant) => {
  const { t } = useTestApp(variant, { AUDIT_LOG_STDOUT: 'true' });
  afterEach(() => vi.restoreAllMocks());

  it('writes each event to stdout as one JSON line, without the password', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'user-agent': AGENT },
      payload: { username: 'admin', password: 'not-the-Password-9' },
    });
    vi.restoreAllMocks();
    const events = lines
      .filter((l) => l.startsWith('{"type":"audit"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.every((l) => l.endsWith('\n'))).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'audit',
      action: 'login_failed',
      username: 'admin',
      ip_address: '127.0.0.1',
      user_agent: AGENT,
      detail: { method: 'password' },
    });
    expect(lines.join('')).not.toContain('not-the-Password-9');
  });
});
