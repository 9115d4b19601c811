import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../src/container';
import { registerErrorHandler } from '../../src/http/error-handler';
import { registerRequestAuth } from '../../src/http/request-auth';
import { registerDynamicPluginRoutes } from '../../src/modules/dynamic-plugins/dynamic-plugins.routes';
import { DynamicPluginsService } from '../../src/modules/dynamic-plugins/dynamic-plugins.service';
import { BUNDLE_URL_INVALID } from '../../src/modules/dynamic-plugins/bundle-url';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/**
 * The module's routes behind the app's own request authentication and error handler, on the test
 * app's container (its store, tokens and users), so the test does not depend on where the
 * composition root registers them.
 */
async function pluginApp(container: Container): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerRequestAuth(app, container);
  registerDynamicPluginRoutes(app, container, new DynamicPluginsService(container.store.db));
  await app.ready();
  return app;
}

describe.each(await storeVariants())('dynamic plugins on $name', (variant) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Headers;
  let gamma: Headers;

  const create = (headers: Headers, payload: Json) =>
    app.inject({ method: 'POST', url: '/dynamic-plugins/api/create', headers, payload });
  /** Creates a plugin as the admin, which must succeed, and returns its id. */
  const created = async (name: string, key: string, bundleUrl: string) => {
    const res = await create(admin, { name, key, bundle_url: bundleUrl });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const read = (headers: Headers, q?: Json) =>
    app.inject({
      method: 'GET',
      url: `/dynamic-plugins/api/read${q ? `?q=${encodeURIComponent(rison.encode(q))}` : ''}`,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp(variant, { FEATURE_FLAGS: '{"DYNAMIC_PLUGINS": true}' });
    app = await pluginApp(t.container);
    admin = await t.adminHeaders();
    gamma = (await t.createUser({ username: 'plugin_reader', roles: ['Gamma'] })).headers;
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  it('lets an admin add plugins that every signed-in user can list', async () => {
    const firstId = await created(
      'Sparkline',
      'ext_sparkline',
      'https://cdn.example.com/sparkline/main.js',
    );
    const secondId = await created('Bullet bars', 'ext_bullet', '/static/plugins/bullet.js');

    const listed = await read(gamma);
    expect(listed.statusCode).toBe(200);
    const body = listed.json() as { count: number; ids: number[]; result: Json[] };
    // Ordered by name: "Bullet bars" before "Sparkline".
    expect(body.count).toBe(2);
    expect(body.ids).toEqual([secondId, firstId]);
    expect(body.result).toEqual([
      {
        id: secondId,
        name: 'Bullet bars',
        key: 'ext_bullet',
        bundle_url: '/static/plugins/bullet.js',
      },
      {
        id: firstId,
        name: 'Sparkline',
        key: 'ext_sparkline',
        bundle_url: 'https://cdn.example.com/sparkline/main.js',
      },
    ]);

    const filtered = await read(gamma, {
      filters: [{ col: 'key', opr: 'eq', value: 'ext_sparkline' }],
    });
    expect((filtered.json() as { ids: number[] }).ids).toEqual([firstId]);

    const got = await app.inject({
      method: 'GET',
      url: `/dynamic-plugins/api/get/${firstId}`,
      headers: gamma,
    });
    expect(got.statusCode).toBe(200);
    expect((got.json() as { result: Json }).result).toMatchObject({ key: 'ext_sparkline' });
  });

  it('refuses reads from anonymous visitors', async () => {
    expect((await read({})).statusCode).toBe(401);
  });

  it('keeps writes to admins', async () => {
    const [plugin] = (
      (
        await read(admin, { filters: [{ col: 'key', opr: 'eq', value: 'ext_sparkline' }] })
      ).json() as {
        result: { id: number }[];
      }
    ).result;
    if (!plugin) throw new Error('fixture plugin missing');

    const denied = await create(gamma, {
      name: 'Sneaky',
      key: 'sneaky',
      bundle_url: 'https://evil.example/x.js',
    });
    expect(denied.statusCode).toBe(403);
    const updateDenied = await app.inject({
      method: 'PUT',
      url: `/dynamic-plugins/api/update/${plugin.id}`,
      headers: gamma,
      payload: { bundle_url: 'https://evil.example/x.js' },
    });
    expect(updateDenied.statusCode).toBe(403);
    const deleteDenied = await app.inject({
      method: 'DELETE',
      url: `/dynamic-plugins/api/delete/${plugin.id}`,
      headers: gamma,
    });
    expect(deleteDenied.statusCode).toBe(403);
    const anonymous = await create(
      {},
      {
        name: 'Anon',
        key: 'anon',
        bundle_url: 'https://cdn.example.com/anon.js',
      },
    );
    expect(anonymous.statusCode).toBe(401);

    const unchanged = (await read(admin)).json() as { count: number; result: Json[] };
    expect(unchanged.count).toBe(2);
    expect(unchanged.result.map((r) => r.bundle_url)).not.toContain('https://evil.example/x.js');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/javascript,alert(1)',
    '//evil.example/main.js',
    'plugins/main.js',
  ])('answers 400 for the bundle URL %s', async (bundleUrl) => {
    const res = await create(admin, {
      name: `Bad ${bundleUrl}`,
      key: 'bad',
      bundle_url: bundleUrl,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: Json }).message).toEqual({
      bundle_url: [BUNDLE_URL_INVALID],
    });
  });

  it('validates the other fields and uniqueness', async () => {
    const missing = await create(admin, { name: 'No key', bundle_url: '/x.js' });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { message: Json }).message).toHaveProperty('key');

    const duplicate = await create(admin, {
      name: 'Another sparkline',
      key: 'ext_sparkline',
      bundle_url: 'https://cdn.example.com/sparkline/main.js',
    });
    expect(duplicate.statusCode).toBe(422);
    expect((duplicate.json() as { message: Json }).message).toEqual({
      key: ['Key must be unique'],
      bundle_url: ['Bundle URL must be unique'],
    });
  });

  it('updates and deletes', async () => {
    const id = await created('Temporary', 'ext_temporary', 'https://cdn.example.com/temporary.js');

    const badUpdate = await app.inject({
      method: 'PUT',
      url: `/dynamic-plugins/api/update/${id}`,
      headers: admin,
      payload: { bundle_url: 'javascript:alert(1)' },
    });
    expect(badUpdate.statusCode).toBe(400);

    const updated = await app.inject({
      method: 'PUT',
      url: `/dynamic-plugins/api/update/${id}`,
      headers: admin,
      payload: { bundle_url: 'https://cdn.example.com/temporary-v2.js' },
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as { result: Json }).result).toEqual({
      id,
      name: 'Temporary',
      key: 'ext_temporary',
      bundle_url: 'https://cdn.example.com/temporary-v2.js',
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/dynamic-plugins/api/delete/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/dynamic-plugins/api/delete/${id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    const gone = await app.inject({
      method: 'GET',
      url: `/dynamic-plugins/api/get/${id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('serves nothing while the DYNAMIC_PLUGINS flag is off', async () => {
    const flagOff: Container = {
      ...t.container,
      config: {
        ...t.container.config,
        featureFlags: { ...t.container.config.featureFlags, DYNAMIC_PLUGINS: false },
      },
    };
    const off = await pluginApp(flagOff);
    try {
      const res = await off.inject({
        method: 'GET',
        url: '/dynamic-plugins/api/read',
        headers: admin,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
