/**
 * `/api/v1/database/` with BLOCK_PRIVATE_DATABASE_HOSTS on: a connection to this server itself is
 * refused however its address is written (its interface addresses, IPv4 inside IPv6 forms, a
 * hostname resolving to it), on create, test_connection and the parameters form, and nothing is
 * stored.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createTestApp, type TestApp } from '../support/test-app';

/** This machine's addresses as URI hosts (IPv6 in brackets). */
const interfaceHosts = Object.values(os.networkInterfaces())
  .flatMap((infos) => infos ?? [])
  .filter((info) => !info.address.includes('%'))
  .map((info) => (info.family === 'IPv6' ? `[${info.address}]` : info.address));

const LOOPBACK_SPELLINGS = [
  '[::ffff:0:127.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[64:ff9b::7f00:1]',
  '[::127.0.0.1]',
  'localhost',
  os.hostname(),
];

const [variant] = await storeVariants();

describe.skipIf(!variant)('databases API with BLOCK_PRIVATE_DATABASE_HOSTS', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    if (!variant) return;
    t = await createTestApp(variant, { BLOCK_PRIVATE_DATABASE_HOSTS: 'true' });
    admin = await t.adminHeaders();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it.each([...interfaceHosts, ...LOOPBACK_SPELLINGS])(
    'refuses %s on create and test_connection, storing nothing',
    async (host) => {
      const uri = `postgresql://postgres@${host}:5432/test`;
      const name = `self ${host}`;
      const created = await t.post('/api/v1/database/', admin, {
        database_name: name,
        sqlalchemy_uri: uri,
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toEqual({
        message: { sqlalchemy_uri: [expect.stringMatching(/^Host ".+" is not allowed: it is /)] },
      });
      const tested = await t.post('/api/v1/database/test_connection/', admin, {
        sqlalchemy_uri: uri,
      });
      expect(tested.statusCode, tested.body).toBe(400);
      expect(tested.body).toMatch(/is not allowed: it is /);
      const stored = await t.container.store.db
        .selectFrom('databases')
        .select('id')
        .where('database_name', '=', name)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  it('refuses this server through the parameters form too', async () => {
    for (const host of [...interfaceHosts, ...LOOPBACK_SPELLINGS]) {
      const res = await t.post('/api/v1/database/validate_parameters/', admin, {
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: {
          host: host.replace(/^\[|\]$/g, ''),
          port: 5432,
          username: 'postgres',
          database: 'test',
        },
      });
      expect(res.statusCode, host).toBe(422);
      expect(res.json(), host).toMatchObject({
        errors: [
          {
            error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
            message: expect.stringMatching(/is not allowed: it is /) as unknown,
          },
        ],
      });
    }
  });
});
