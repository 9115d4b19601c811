/**
 * Signing in with AUTH_TYPE=AUTH_LDAP through the real login form: a real OpenLDAP slapd of the
 * test's own (the server tests' directory), the app pointed at it, a directory user typing their
 * directory password, and the roles they get coming from their directory groups.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  groupDn,
  PEOPLE_DN,
  SEARCH_USER_DN,
  SEARCH_USER_PASSWORD,
  startTestLdapDirectory,
  type TestLdapDirectory,
} from '../../server/test/support/ldap-test-directory';
import { slapdInstalled } from '../../server/test/support/services';
import { launchBrowser } from './support/launchBrowser';
import { watchPageProblems } from './support/pageProblems';
import { SCREENSHOT_DIR } from './support/paths';
import { submitLogin } from './support/signIn';
import { startServer, type RunningServer } from './support/startServer';

let directory: TestLdapDirectory;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!slapdInstalled())('sign-in against an LDAP directory', () => {
  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    directory = await startTestLdapDirectory(
      [
        {
          uid: 'alice',
          password: 'alice-pw',
          givenName: 'Alice',
          sn: 'Liddell',
          mail: 'alice@example.com',
        },
      ],
      { analysts: ['alice'], sqlusers: ['alice'] },
    );
    server = await startServer({
      env: {
        AUTH_TYPE: 'AUTH_LDAP',
        AUTH_LDAP_SERVER: directory.url,
        AUTH_LDAP_SEARCH: PEOPLE_DN,
        AUTH_LDAP_BIND_USER: SEARCH_USER_DN,
        AUTH_LDAP_BIND_PASSWORD: SEARCH_USER_PASSWORD,
        AUTH_USER_REGISTRATION: 'true',
        AUTH_USER_REGISTRATION_ROLE: 'Gamma',
        AUTH_ROLES_MAPPING: JSON.stringify({
          [groupDn('analysts')]: ['Alpha'],
          [groupDn('sqlusers')]: ['sql_lab'],
        }),
        AUTH_ROLES_SYNC_AT_LOGIN: 'true',
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await directory?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  it('signs a directory user in with the roles their groups map to', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login/');
    await page.getByLabel('Username').waitFor();
    // Watched from the sign-in on: the anonymous visit before it is told 401, as it should be.
    const problems = watchPageProblems(page);
    await submitLogin(page, 'alice', 'alice-pw');

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: /^Welcome, Alice/ }).waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toContain('Alice Liddell');
    // sql_lab, from the sqlusers group, is what opens the SQL menu to her.
    await page.getByRole('menuitem', { name: 'SQL' }).waitFor();

    const me = await page.request.get('/api/v1/me/roles/');
    expect(me.status()).toBe(200);
    const { result } = (await me.json()) as {
      result: { username: string; email: string; roles: Record<string, unknown> };
    };
    expect(result.username).toBe('alice');
    expect(result.email).toBe('alice@example.com');
    expect(Object.keys(result.roles).sort()).toEqual(['Alpha', 'Gamma', 'sql_lab']);
    problems.stop();
    expect(problems.problems()).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-ldap-home.png'),
      animations: 'disabled',
    });
  });

  it('shows the login error for a wrong directory password and stays on the login page', async () => {
    await page.goto('/login/');
    await submitLogin(page, 'alice', 'not-her-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid login. Please try again.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: 'session' }),
    );
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-ldap-error.png'),
      animations: 'disabled',
    });
  });
});
