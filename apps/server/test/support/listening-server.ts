/**
 * The real app listening on a free loopback port and serving the built web app, so report runs
 * and dashboard downloads can screenshot its pages in headless Chromium (report mail going to
 * the SMTP port the caller's env names).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { bootstrap } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { createContainer, type Container } from '../../src/container';
import { requestShortcuts, type RequestShortcuts } from './request-shortcuts';
import { ADMIN_PASSWORD } from './test-app';
import { storeVariants, type StoreVariant } from './test-stores';
import { freePort } from './free-port';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The web build the pages come from (`npm run build`), or another one named by WEB_DIST_DIR. */
export const WEB_DIST =
  process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../../web/dist');
export const canScreenshot =
  fs.existsSync(CHROMIUM) && fs.existsSync(path.join(WEB_DIST, 'index.html'));

export interface ListeningServer extends RequestShortcuts {
  app: FastifyInstance;
  container: Container;
  dataDir: string;
  base: string;
  headers: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * `beforeListen` sees the app once it is built and before it takes requests, for hooks that
 * must see every request.
 */
export async function startListeningServer(
  env: Record<string, string>,
  beforeListen: (app: FastifyInstance) => void = () => undefined,
): Promise<ListeningServer> {
  const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;
  const store = await sqlite.create();
  await store.store.close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    ADMIN_PASSWORD,
    LOAD_EXAMPLES: 'true',
    // Tests count the dashboards and charts they make; the example ones are opted into.
    LOAD_EXAMPLE_DASHBOARDS: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: WEB_DIST,
    CHROMIUM_PATH: CHROMIUM,
    SCREENSHOT_TIMEOUT_SECONDS: '60',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const container = createContainer(config);
  const app = await buildApp(container, { logger: false });
  beforeListen(app);
  await bootstrap(container, app.log);
  await app.listen({ port, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD, provider: 'db' },
  });
  const token = (login.json() as { access_token: string }).access_token;
  return {
    app,
    ...requestShortcuts(app),
    container,
    dataDir: store.dataDir,
    base,
    headers: { authorization: `Bearer ${token}` },
    async dispose() {
      await app.close();
      await container.close();
      await store.dispose();
    },
  };
}
