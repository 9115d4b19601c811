/**
 * The dashboard download end to end: the real app listening on a free port and serving the built
 * web app, real headless Chromium loading `/dashboard/{id}/?standalone=3` from it with a session
 * minted for the requesting user. While the web app's dashboard page does not yet mark itself
 * ready (`data-dashboard-ready`), the download must end in a 504 after the configured timeout;
 * once it does, the answer is the PNG. Needs Chromium and apps/web/dist (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEB_DIST,
  canScreenshot,
  startListeningServer,
  type ListeningServer,
} from '../support/listening-server';
import { ADMIN_PASSWORD } from '../support/test-app';

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

describe.skipIf(!canScreenshot)('dashboard download in Chromium against the listening app', () => {
  let server: ListeningServer;
  let base: string;
  let adminId: number;
  /** Requests the screenshot browser made, with the user the server recognised. */
  const browserRequests: { url: string; userId: number | null }[] = [];

  beforeAll(async () => {
    server = await startListeningServer(
      { LOAD_EXAMPLES: 'false', SCREENSHOT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) },
      (app) =>
        app.addHook('onRequest', async (request) => {
          if (String(request.headers['user-agent']).includes('HeadlessChrome'))
            browserRequests.push({ url: request.url, userId: request.claimedIdentity.userId });
        }),
    );
    base = server.base;
    adminId = (await server.container.securityRepo.findUserByUsername('admin'))!.id;
  });

  afterAll(async () => {
    await server?.dispose();
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
