/**
 * The common frame of the browser tests: a fresh server, an admin API session for seeding, and
 * a browser page signed in as the admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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

export interface ListTestOptions {
  /** Server environment, such as `LOAD_EXAMPLES`. */
  env?: Record<string, string>;
  /** The admin page's viewport, when not the default. */
  viewport?: { width: number; height: number };
  /** For the whole start (server, seeding, browser), when longer than the default hook's. */
  timeoutMs?: number;
  /** Told the session once the browser is signed in, before the first test. */
  opened?: (session: ListTestSession) => void;
}

/**
 * Registers one test file's frame: before its tests a fresh server, `seed` with the admin's API
 * session, then the browser signed in as the admin; after them everything stops (the server on
 * its own when the browser never opened). The returned session is filled in place once the
 * frame is up, so the file's tests can close over it.
 */
export function useListTestSession(
  seed: (api: ApiSession, server: RunningServer) => Promise<void>,
  { env = {}, viewport, timeoutMs, opened }: ListTestOptions = {},
): ListTestSession {
  const session = {} as ListTestSession;
  let server: RunningServer | undefined;
  let open: ListTestSession | undefined;
  beforeAll(async () => {
    const started = await startListTestServer(env);
    server = started.server;
    await seed(started.api, started.server);
    open = await openListTestBrowser(started.server, started.api);
    if (viewport) await open.page.setViewportSize(viewport);
    Object.assign(session, open);
    opened?.(session);
  }, timeoutMs);
  afterAll(async () => {
    if (open) await open.stop();
    else await server?.stop();
  });
  return session;
}

/** Saves a screenshot of `page` under the list screenshots folder. */
export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(LIST_SHOTS_DIR, name), animations: 'disabled' });
}
