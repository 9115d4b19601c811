/**
 * Signing in and out through the real login page: redirects to and from login, the error for a
 * wrong password, the open-redirect guard on `next`, and logout (a POST that ends the session on
 * the server; opening `/logout/` only asks to confirm).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { clickMenuItem } from './support/menus';
import { SCREENSHOT_DIR } from './support/paths';
import { submitLogin } from './support/signIn';
import { startServer } from './support/startServer';
import type { RunningServer } from './support/startServer';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  // A fresh context per test: no cookies carried over between scenarios.
  context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('login', () => {
  it('sends a logged-out visitor to the login page, remembering where they were going', async () => {
    await page.goto('/dataset/list/');
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(pathOf(page.url())).toBe('/login/?next=%2Fdataset%2Flist%2F');
    await page.getByLabel('Username').waitFor();
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByText('Panorama', { exact: true }).first().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'login.png'), animations: 'disabled' });
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    await page.goto('/login/');
    await submitLogin(page, 'admin', 'definitely-not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid login. Please try again.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-error.png'),
      animations: 'disabled',
    });
  });

  it('logs the admin in and returns to the page they asked for', async () => {
    await page.goto('/dataset/list/');
    await page.waitForURL((url) => url.pathname === '/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/dataset/list/');
    await page.getByRole('heading', { name: 'Datasets' }).waitFor();
    // The shell is there: navigation and the user menu.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const menu of ['Dashboards', 'Charts', 'Datasets', 'SQL', 'Settings']) {
      expect(await nav.getByRole('menuitem', { name: menu, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('user-menu').textContent()).toContain('Admin');
    // Screenshot the loaded table, not the loading state.
    await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'dataset-list.png'),
      animations: 'disabled',
    });
  });

  it('ignores an off-site next parameter and lands on the home page', async () => {
    await page.goto('/login/?next=//evil.com');
    await submitLogin(page, 'admin', server.adminPassword);
    await page.waitForURL(
      (url) => url.pathname === '/' && url.host === new URL(server.baseUrl).host,
    );
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'home.png'), animations: 'disabled' });
  });

  it('logs out back to the login page, and the old session cookie opens nothing afterwards', async () => {
    await page.goto('/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    const sessionCookie = (await context.cookies()).find((c) => c.name === 'session');
    expect(sessionCookie).toBeDefined();
    const logout = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/logout/' && r.request().method() === 'POST',
    );
    await clickMenuItem(
      () => page.getByTestId('user-menu').click(),
      page.getByRole('menuitem', { name: 'Logout' }),
    );
    expect((await logout).status()).toBe(204);
    await page.waitForURL((url) => url.pathname === '/login/');
    await page.getByLabel('Username').waitFor();
    // The session is really gone: protected pages send us back to login.
    await page.goto('/dataset/list/');
    await page.waitForURL((url) => url.pathname === '/login/');

    // Someone who kept a copy of the cookie gets nowhere with it: not the API, not a page.
    const replay = await browser.newContext({ baseURL: server.baseUrl });
    try {
      await replay.addCookies([sessionCookie!]);
      expect((await replay.request.get('/api/v1/me/')).status()).toBe(401);
      const replayPage = await replay.newPage();
      await replayPage.goto('/dataset/list/');
      await replayPage.waitForURL((url) => url.pathname === '/login/');
    } finally {
      await replay.close();
    }
  });

  it('asks to confirm when /logout/ is opened as a page, and logs out only on the click', async () => {
    await page.goto('/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/logout/');
    await page.getByRole('heading', { name: 'Log out?' }).waitFor();
    // Opening the page ended nothing: the session still reaches the API.
    expect((await context.request.get('/api/v1/me/')).status()).toBe(200);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'logout.png'),
      animations: 'disabled',
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login/');
    expect((await context.request.get('/api/v1/me/')).status()).toBe(401);
  });
});
