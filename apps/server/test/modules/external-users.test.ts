/**
 * The provisioning every external sign-in shares (OAuth today, LDAP and REMOTE_USER later):
 * who may come in, who is created, and which roles they get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExternalUsersService,
  type ExternalIdentity,
} from '../../src/modules/security/external-users.service';
import type { ExternalUserSettings } from '../../src/security/auth-config';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';

describe.each(await storeVariants())('external users on $name', (variant) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(variant);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const service = (settings: Partial<ExternalUserSettings>) =>
    new ExternalUsersService(t.container.store.db, t.container.securityRepo, t.container.sessions, {
      registration: true,
      registrationRole: 'Gamma',
      rolesMapping: { analysts: ['Alpha', 'No such role'] },
      rolesSyncAtLogin: false,
      ...settings,
    });
  const identity = (username: string, groups: string[] = []): ExternalIdentity => ({
    username,
    email: `${username}@example.com`,
    firstName: username,
    lastName: 'External',
    groups,
  });
  const rolesOf = async (username: string) => {
    const user = await t.container.securityRepo.findUserByUsername(username);
    const roles = await t.container.securityRepo.rolesOfUsers([user!.id]);
    return roles.map((r) => r.name).sort();
  };

  it('registers with the mapped roles that exist plus the registration role, and counts the login', async () => {
    const id = await service({}).signIn(identity('dora', ['analysts', 'unknown-group']));
    expect(await rolesOf('dora')).toEqual(['Alpha', 'Gamma']);
    const stored = await t.container.securityRepo.findUserById(id);
    expect(stored).toMatchObject({ password_hash: null, login_count: 1 });
  });

  it('finds a known user whatever the case of the name, and keeps its roles without sync', async () => {
    const id = await service({}).signIn(identity('DORA', []));
    expect((await t.container.securityRepo.findUserById(id))?.username).toBe('dora');
    expect(await rolesOf('dora')).toEqual(['Alpha', 'Gamma']);
  });

  it('refuses a deactivated user', async () => {
    const user = await t.container.securityRepo.findUserByUsername('dora');
    await t.container.securityAdmin.updateUser(user!.id, { active: false });
    await expect(service({}).signIn(identity('dora'))).rejects.toThrow(
      'The user dora is deactivated.',
    );
  });

  it('refuses to create a user whose email another user has', async () => {
    await expect(
      service({}).signIn({ ...identity('eve'), email: 'dora@example.com' }),
    ).rejects.toThrow('Another user already has the email dora@example.com');
    expect(await t.container.securityRepo.findUserByUsername('eve')).toBeUndefined();
  });

  it('refuses to create a user it has no role for', async () => {
    await expect(
      service({ registrationRole: 'Missing' }).signIn(identity('frank', ['nobody'])),
    ).rejects.toThrow('No role to give frank');
    expect(await t.container.securityRepo.findUserByUsername('frank')).toBeUndefined();
  });
});
