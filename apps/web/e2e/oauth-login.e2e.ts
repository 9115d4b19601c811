/**
 * Signing in with an identity provider through the real login page: a real OpenID Connect
 * provider (oidc-provider) on loopback, two providers configured, the button for one clicked,
 * the provider's own login form filled in, and the browser back on the home page as that user.
 * Declining at the provider brings the browser back to the login page, which says why.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../server/test/support/oidc-test-provider';
import { launchBrowser } from './support/launchBrowser';
import { SCREENSHOT_DIR } from './support/paths';
import { freePort, startServer, type RunningServer } from './support/startServer';

let provider: TestOidcProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const port = await freePort();
  const callback = (name: string) => `http://127.0.0.1:${port}/oauth-authorized/${name}`;
  provider = await startTestOidcProvider({
    redirectUris: [callback('Keycloak'), callback('Google')],
    accounts: {
      alice: {
        password: 'alice-pw',
        email: 'alice@example.com',
        name: 'Alice Liddell',
        groups: ['analysts'],
      },
    },
  });
  server = await startServer({
    port,
    env: {
      AUTH_TYPE: 'AUTH_OAUTH',
      BASE_URL: `http://127.0.0.1:${port}`,
      OAUTH_PROVIDERS: JSON.stringify([
        provider.providerConfig('Keycloak', 'fa-key'),
        provider.providerConfig('Google', 'fa-google'),
      ]),
      AUTH_USER_REGISTRATION: 'true',
      AUTH_USER_REGISTRATION_ROLE: 'Gamma',
      AUTH_ROLES_MAPPING: JSON.stringify({ analysts: ['Alpha'] }),
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

describe('sign-in with an identity provider', () => {
  it('offers a button per provider and signs the user in through the provider', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/login/');
    const keycloak = page.getByRole('link', { name: 'Sign in with Keycloak' });
    await keycloak.waitFor();
    expect(await page.getByRole('link', { name: 'Sign in with Google' }).isVisible()).toBe(true);
    // Administrators keep the password form.
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-providers.png'),
      animations: 'disabled',
    });

    await keycloak.click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('alice-pw');
    await page.getByRole('button', { name: 'Sign in to the provider' }).click();

    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/');
    await page.getByRole('heading', { name: /^Welcome, Alice/ }).waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toContain('Alice');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-providers-home.png'),
      animations: 'disabled',
    });
    await context.close();
  });

  it('returns to the login page saying why when the user declines at the provider', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/login/?next=%2Fchart%2Flist%2F');
    await page.getByRole('link', { name: 'Sign in with Keycloak' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/login/');
    const alert = page.getByRole('alert').filter({ hasText: 'The sign-in with Keycloak failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('access_denied');
    // The place asked for is kept for the next attempt.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/chart/list/');
    expect(await page.getByRole('link', { name: 'Sign in with Keycloak' }).isVisible()).toBe(true);
    expect(await context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: 'session' }),
    );
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'login-providers-declined.png'),
      animations: 'disabled',
    });

    // Shown once: a reload is a fresh login page.
    await page.reload();
    await page.getByRole('link', { name: 'Sign in with Keycloak' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
