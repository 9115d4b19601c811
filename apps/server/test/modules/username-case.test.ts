/**
 * Usernames are unique whatever their case, and login ignores case as Flask-AppBuilder's
 * AUTH_USERNAME_CI (on by default in Superset) does. A store that already holds names differing
 * only in case still migrates: those users keep their names and log in with their exact spelling,
 * and no new clash can be added.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/store/metadata-store';
import { migrations } from '../../src/store/migrations';
import type { MetadataSchema } from '../../src/store/schema';
import { SecurityRepository } from '../../src/modules/security/security.repository';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { userRow } from '../support/user-rows';

const PASSWORD = 'quiet-harbor-lantern-7';

describe.each(await storeVariants())('usernames ignore case on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const usernames = async () =>
    (await t.container.store.db.selectFrom('users').select('username').orderBy('id').execute()).map(
      (u) => u.username,
    );
  const newUser = (username: string, email: string) =>
    t.post('/api/v1/security/users/', admin, {
      first_name: 'A',
      last_name: 'B',
      username,
      email,
      password: PASSWORD,
    });

  it('refuses a username that differs from an existing one only in case', async () => {
    expect((await newUser('Alice', 'alice@example.com')).statusCode).toBe(201);
    const before = await usernames();
    for (const clash of ['alice', 'ALICE', 'aLiCe']) {
      const res = await newUser(clash, `${clash}.2@example.com`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: { username: ['Username already exists'] } });
    }
    expect(await usernames()).toEqual(before);
  });

  it('refuses renaming a user onto another name in a different case', async () => {
    const bob = await newUser('bob', 'bob@example.com');
    const id = (bob.json() as { id: number }).id;
    const res = await t.put(`/api/v1/security/users/${id}`, admin, { username: 'ALICE' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { username: ['Username already exists'] } });
    expect(await usernames()).toContain('bob');
    // Changing the case of one's own name is fine.
    const own = await t.put(`/api/v1/security/users/${id}`, admin, { username: 'Bob' });
    expect(own.statusCode).toBe(200);
  });

  it('logs in whatever the case of the username', async () => {
    expect((await newUser('Frank', 'frank@example.com')).statusCode).toBe(201);
    await t.loginAs('frank', PASSWORD);
    await t.loginAs('FRANK', PASSWORD);
    await t.loginAs('Frank', PASSWORD);
  });
});

describe.each(await storeVariants())('username case migration on $name', (variant) => {
  it('migrates a store holding usernames that differ only in case', async () => {
    const created = await variant.create();
    // variant.create() migrates to the latest version: step back before this migration.
    const db = created.store.db as unknown as Kysely<MetadataSchema>;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations as Record<string, Migration>) },
    });
    try {
      const down = await migrator.migrateTo('20261128_0009_reports');
      expect(down.error).toBeUndefined();
      const user = (username: string) =>
        userRow(username, `${username}-${Math.random()}@example.com`, 'C', 'D');
      await db
        .insertInto('users')
        .values([user('Carol'), user('carol'), user('CAROL'), user('dave')])
        .execute();

      await migrateToLatest(db);

      const names = (await db.selectFrom('users').select('username').orderBy('id').execute()).map(
        (u) => u.username,
      );
      expect(names).toEqual(['Carol', 'carol', 'CAROL', 'dave']);
      const repo = new SecurityRepository(db);
      // Exact spelling wins; an ambiguous other spelling finds no one.
      expect((await repo.findUserForLogin('carol'))?.username).toBe('carol');
      expect((await repo.findUserForLogin('CAROL'))?.username).toBe('CAROL');
      expect(await repo.findUserForLogin('cArOl')).toBeUndefined();
      expect((await repo.findUserForLogin('DAVE'))?.username).toBe('dave');
      // The store itself now refuses new clashes, with the kept names and with the rest.
      await expect(db.insertInto('users').values(user('cArOl')).execute()).rejects.toThrow();
      await expect(db.insertInto('users').values(user('Dave')).execute()).rejects.toThrow();
      await db.insertInto('users').values(user('erin')).execute();
    } finally {
      await created.dispose();
    }
  });
});
