/**
 * A real server instance for integration tests, driven through app.inject(): a fresh migrated
 * store (SQLite or PostgreSQL), built-in roles, an admin, and helpers to create users and log in.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { bootstrap } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/config';
import { createContainer, type Container } from '../../src/container';
import { requestShortcuts, type RequestShortcuts } from './request-shortcuts';
import type { StoreVariant } from './test-stores';

export const ADMIN_PASSWORD = 'admin-password-1';

/** The app, with its request shortcuts (`t.get(url, headers)`, `t.post(url, headers, body)`, …). */
export interface TestApp extends RequestShortcuts {
  app: FastifyInstance;
  container: Container;
  config: AppConfig;
  dataDir: string;
  /** `{ authorization: 'Bearer …' }` for the user. */
  loginAs(username: string, password: string): Promise<Record<string, string>>;
  adminHeaders(): Promise<Record<string, string>>;
  /** Creates a user with the named roles and returns its id and auth headers. */
  createUser(options: {
    username: string;
    roles: string[];
    password?: string;
  }): Promise<{ id: number; headers: Record<string, string> }>;
  /**
   * Another server instance on the same store, as a second process behind a load balancer would
   * be: its own container and per-process caches. Closed by `dispose()` of the returned app.
   */
  secondInstance(): Promise<{ app: FastifyInstance; dispose(): Promise<void> }>;
  dispose(): Promise<void>;
}

export async function createTestApp(
  variant: StoreVariant,
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'serveWeb' | 'onRoute'> = {},
): Promise<TestApp> {
  const created = await variant.create();
  // The test store is already migrated; the app opens its own connection to the same database.
  await created.store.close();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: created.dataDir,
    DATABASE_URL: created.databaseUrl,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOAD_EXAMPLES: 'false',
    // Tests count the dashboards and charts they make; the example ones are opted into.
    LOAD_EXAMPLE_DASHBOARDS: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const container = createContainer(config);
  const app = await buildApp(container, { logger: false, serveWeb: false, ...appOptions });
  await bootstrap(container, app.log);
  await app.ready();

  const loginAs = async (username: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username, password, provider: 'db' },
    });
    if (res.statusCode !== 200)
      throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
  };
  let adminHeaders: Record<string, string> | undefined;
  const getAdminHeaders = async () => (adminHeaders ??= await loginAs('admin', ADMIN_PASSWORD));

  return {
    app,
    ...requestShortcuts(app),
    container,
    config,
    dataDir: created.dataDir,
    loginAs,
    adminHeaders: getAdminHeaders,
    async createUser({ username, roles, password = 'user-password-1' }) {
      const roleIds: number[] = [];
      for (const name of roles) {
        const role = await container.securityRepo.findRoleByName(name);
        if (!role) throw new Error(`no role ${name}`);
        roleIds.push(role.id);
      }
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/security/users/',
        headers: await getAdminHeaders(),
        payload: {
          username,
          first_name: username,
          last_name: 'Tester',
          email: `${username}@example.com`,
          password,
          roles: roleIds,
        },
      });
      if (res.statusCode !== 201)
        throw new Error(`create user failed: ${res.statusCode} ${res.body}`);
      return { id: (res.json() as { id: number }).id, headers: await loginAs(username, password) };
    },
    async secondInstance() {
      const otherContainer = createContainer(config);
      const otherApp = await buildApp(otherContainer, { logger: false, serveWeb: false });
      await otherApp.ready();
      return {
        app: otherApp,
        async dispose() {
          await otherApp.close();
          await otherContainer.close();
        },
      };
    },
    async dispose() {
      await app.close();
      await container.close();
      await created.dispose();
    },
  };
}
