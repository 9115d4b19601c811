/**
 * The dashboard download end to end: the real app listening on a free port and serving the built
 * web app, real headless Chromium loading `/dashboard/{id}/?standalone=3` from it with a session
 * minted for the requesting user. While the web app's dashboard page does not yet mark itself
 * ready (`data-dashboard-ready`), the download must end in a 504 after the configured timeout;
 * once it does, the answer is the PNG. Needs Chromium and apps/web/dist (`npm run build`).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { bootstrap } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { createContainer, type Container } from '../../src/container';
import { ADMIN_PASSWORD } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');
const TIMEOUT_SECONDS = 8;

/** Whether the built dashboard page sets the ready marker the screenshot waits for. */
function webMarksDashboardReady(): boolean {
  const assets = path.join(WEB_DIST, 'assets');
  if (!fs.existsSync(assets)) return false;
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes('dashboard-ready'));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const runnable = fs.existsSync(CHROMIUM) && fs.existsSync(path.join(WEB_DIST, 'index.html'));
const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;

describe.skipIf(!runnable)('dashboard download in Chromium against the listening app', () => {
  let app: FastifyInstance;
  let container: Container;
  let dispose: () => Promise<void>;
  let base: string;
  let adminId: number;
  /** Requests the screenshot browser made, with the user the server recognised. */
  const browserRequests: { url: string; userId: number | null }[] = [];

  beforeAll(async () => {
    const store = await sqlite.create();
    await store.store.close();
    dispose = store.dispose;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      ADMIN_PASSWORD,
      LOAD_EXAMPLES: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: WEB_DIST,
      CHROMIUM_PATH: CHROMIUM,
      SCREENSHOT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    });
    container = createContainer(config);
    app = await buildApp(container, { logger: false });
    app.addHook('onRequest', async (request) => {
      if (String(request.headers['user-agent']).includes('HeadlessChrome'))
        browserRequests.push({ url: request.url, userId: request.claimedIdentity.userId });
    });
    await bootstrap(container, app.log);
    await app.listen({ port, host: '127.0.0.1' });
    adminId = (await container.securityRepo.findUserByUsername('admin'))!.id;
  });

  afterAll(async () => {
    await app?.close();
    await container?.close();
    await dispose?.();
  });

  it('loads the standalone dashboard as the requesting user and answers PNG or 504', async () => {
    const login = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${base}/api/v1/dashboard/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ dashboard_title: 'Live board', published: true }),
    });
    const { id } = (await created.json()) as { id: number };

    const started = Date.now();
    const res = await fetch(`${base}/api/v1/dashboard/${id}/download?format=png`, {
      headers: auth,
    });
    const elapsed = Date.now() - started;

    const page = browserRequests.find((r) => r.url === `/dashboard/${id}/?standalone=3`);
    expect(page).toEqual({ url: `/dashboard/${id}/?standalone=3`, userId: adminId });
    // The web app's own API calls run in the minted session too.
    const apiCalls = browserRequests.filter((r) => r.url.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls) expect(call.userId).toBe(adminId);
    if (webMarksDashboardReady()) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename=Live_board.png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1600);
    } else {
      expect(res.status).toBe(504);
      expect(((await res.json()) as { message: string }).message).toContain(
        `${TIMEOUT_SECONDS} seconds`,
      );
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000);
    }
  }, 120_000);
});
