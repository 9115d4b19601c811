/**
 * Passwords are checked against zxcvbn's common-password list and strength estimate wherever one
 * is set: an admin creating or updating a user, users changing their own, and ADMIN_PASSWORD on
 * first start. Refusals are a 400 saying why (too common / too weak, with zxcvbn's advice) and
 * change nothing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { createTestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { storeVariants, tempDir } from '../support/test-stores';

const TOO_COMMON =
  'This password is too common. This is similar to a commonly used password. Add more words that are less common.';
const TOO_WEAK_SEQUENCE =
  'This password is too weak. Common character sequences like "abc" are easy to guess. Add more words that are less common. Avoid common character sequences.';

describe.each(await storeVariants())('password strength on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const userBody = (username: string, password: string) => ({
    first_name: 'Pat',
    last_name: 'Example',
    username,
    email: `${username}@example.com`,
    password,
  });
  const userNamed = (username: string) =>
    t.container.store.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();

  it('refuses a common or weak password when an admin creates a user, nothing stored', async () => {
    for (const [password, message] of [
      ['password-123', TOO_COMMON],
      ['abcdefgh-1', TOO_WEAK_SEQUENCE],
    ] as const) {
      const res = await t.post('/api/v1/security/users/', admin, userBody('pat', password));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: { password: [message] } });
    }
    expect(await userNamed('pat')).toBeUndefined();
  });

  it('refuses a weak password on update and keeps the old one', async () => {
    const created = await t.createUser({
      username: 'quinn',
      roles: ['Gamma'],
      password: 'quiet-harbor-lantern-7',
    });
    const before = await userNamed('quinn');
    const res = await t.put(`/api/v1/security/users/${created.id}`, admin, {
      password: 'password-123',
      first_name: 'Renamed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { password: [TOO_COMMON] } });
    const after = await t.container.store.db
      .selectFrom('users')
      .select(['password_hash', 'first_name'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ password_hash: before?.password_hash, first_name: 'quinn' });
    await t.loginAs('quinn', 'quiet-harbor-lantern-7');

    const strong = await t.put(`/api/v1/security/users/${created.id}`, admin, {
      password: 'copper-meadow-violin-3',
    });
    expect(strong.statusCode).toBe(200);
    await t.loginAs('quinn', 'copper-meadow-violin-3');
  });

  it('refuses a weak password when users change their own, and keeps the old one', async () => {
    const { headers } = await t.createUser({
      username: 'robin',
      roles: ['Gamma'],
      password: 'amber-falcon-orchard-4',
    });
    const weak = await t.put('/api/v1/me/', headers, {
      current_password: 'amber-falcon-orchard-4',
      password: 'password-123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: { password: [TOO_COMMON] } });
    await t.loginAs('robin', 'amber-falcon-orchard-4');

    const strong = await t.put('/api/v1/me/', headers, {
      current_password: 'amber-falcon-orchard-4',
      password: 'velvet-canyon-signal-8',
    });
    expect(strong.statusCode).toBe(200);
    await t.loginAs('robin', 'velvet-canyon-signal-8');
  });

  it('refuses to create the first admin with a weak ADMIN_PASSWORD', async () => {
    await expect(createTestApp(variant, { ADMIN_PASSWORD: 'password-123' })).rejects.toThrow(
      new ConfigError(`ADMIN_PASSWORD is not accepted: ${TOO_COMMON}`),
    );
  });
});

describe('first start with a weak ADMIN_PASSWORD', () => {
  it('exits with a clear message instead of serving', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const { BASE_URL: _viteBase, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...inherited,
        DATA_DIR: tempDir(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        LOAD_EXAMPLES: 'false',
        ADMIN_PASSWORD: 'password1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // A server that starts anyway is stopped as soon as it says so, and the test fails.
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.stdout.on('data', () => {
        if (output.includes('Panorama is running')) child.kill('SIGKILL');
      });
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'Panorama cannot start: ADMIN_PASSWORD is not accepted: This password is too common. This is a commonly used password.',
    );
    expect(output).not.toContain('Panorama is running');
  }, 60_000);
});
