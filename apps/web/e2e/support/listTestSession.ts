/**
 * The common frame of the list page tests: a fresh server, an admin API session for seeding, and
 * a browser page signed in as the admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiSession } from './apiSession';
import type { ApiSession } from './apiSession';
import { launchBrowser } from './launchBrowser';
import { LIST_SHOTS_DIR } from './listShots';
import { submitLogin } from './signIn';
import { startServer } from './startServer';
import type { RunningServer } from './startServer';

export interface ListTestSession {
  server: RunningServer;
  api: ApiSession;
  browser: Browser;
  /** The admin's browser context and page. */
  context: BrowserContext;
  page: Page;
  /** A new context signed in as someone else. */
  signIn(username: string, password: string): Promise<[BrowserContext, Page]>;
  stop(): Promise<void>;
}

export async function startListTestServer(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; api: ApiSession }> {
  fs.mkdirSync(LIST_SHOTS_DIR, { recursive: true });
  const server = await startServer({ env });
  const api = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  return { server, api };
}

/** Opens the browser once seeding is done, and signs the admin in. */
export async function openListTestBrowser(
  server: RunningServer,
  api: ApiSession,
): Promise<ListTestSession> {
  const browser = await launchBrowser();
  const signIn = async (username: string, password: string): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto('/login/');
    await submitLogin(page, username, password);
    await page.waitForURL((url) => url.pathname === '/');
    return [context, page];
  };
  const [context, page] = await signIn('admin', server.adminPassword);
  return {
    server,
    api,
    browser,
    context,
    page,
    signIn,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Saves a screenshot of `page` under the list screenshots folder. */
export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(LIST_SHOTS_DIR, name), animations: 'disabled' });
}
