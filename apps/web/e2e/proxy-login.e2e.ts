/**
 * Signing in through a reverse proxy (AUTH_TYPE=AUTH_REMOTE_USER): the browser sends the user
 * header a proxy would add. From 127.0.0.1, the one trusted proxy, it signs that user in; the same
 * header from another address (127.0.0.2, through a forwarder) is ignored and the visitor lands on
 * the login page. One server serves both.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { watchPageProblems } from './support/pageProblems';
import { SCREENSHOT_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/startServer';
import { startStrangerForwarder, type StrangerForwarder } from './support/strangerForwarder';

const USER_HEADER = 'X-Forwarded-User';

let server: RunningServer;
let stranger: StrangerForwarder;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = await startServer({
    env: {
      AUTH_TYPE: 'AUTH_REMOTE_USER',
      AUTH_REMOTE_USER_HEADER: USER_HEADER,
      AUTH_REMOTE_USER_TRUSTED_PROXIES: '127.0.0.1',
      AUTH_USER_REGISTRATION: 'true',
      AUTH_USER_REGISTRATION_ROLE: 'Alpha',
    },
  });
  stranger = await startStrangerForwarder(Number(new URL(server.baseUrl).port));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stranger?.close();
  await server?.stop();
});

/** A browser whose every request carries the proxy's user header, as if behind the proxy. */
function proxiedContext(baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { [USER_HEADER]: 'carol' },
  });
}

async function rolesSeenBy(context: BrowserContext) {
  const response = await context.request.get('/api/v1/me/roles/');
  if (response.status() !== 200) return response.status();
  const { result } = (await response.json()) as {
    result: { username: string; roles: Record<string, unknown> };
  };
  return { username: result.username, roles: Object.keys(result.roles) };
}

describe('sign-in by a trusted reverse proxy', () => {
  it('signs in the user the trusted proxy names', async () => {
    const context = await proxiedContext(server.baseUrl);
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto('/');
    await page.getByRole('heading', { name: /^Welcome, carol/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('user-menu').textContent()).toContain('carol');
    expect(await rolesSeenBy(context)).toEqual({ username: 'carol', roles: ['Alpha'] });
    problems.stop();
    expect(problems.problems()).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-proxy-home.png'),
      animations: 'disabled',
    });
    await context.close();
  });

  it('ignores the header from an address that is not a trusted proxy', async () => {
    const context = await proxiedContext(stranger.baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login/');
    await page.getByLabel('Username').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    expect(await rolesSeenBy(context)).toBe(401);
    expect(await context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: 'session' }),
    );
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-proxy-untrusted.png'),
      animations: 'disabled',
    });
    await context.close();
  });
});
