/**
 * A sign-in with an identity provider that fails on Panorama's side (not a refusal of the
 * provider's answer) still brings the browser back to the login page, which says so in general
 * words: the error's own text, which may carry internal details, goes only to the server log.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';
import { freePort } from '../support/free-port';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidc-test-provider';
import { signInFailureShown, signInWithProvider } from '../support/oauth-browser';

const PROVIDER = 'keycloak';
const INTERNAL_DETAIL = 'metadata store refused: password=s3cr3t-in-a-dsn';

let provider: TestOidcProvider;
let t: TestApp;
let base: string;

beforeAll(async () => {
  const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider({
    redirectUris: [`${base}/oauth-authorized/${PROVIDER}`],
    accounts: {
      bob: { password: 'bob-pw', email: 'bob@example.com', name: 'Bob Builder', groups: [] },
    },
  });
  t = await createTestApp(sqlite, {
    BASE_URL: base,
    AUTH_TYPE: 'AUTH_OAUTH',
    OAUTH_PROVIDERS: JSON.stringify([provider.providerConfig(PROVIDER)]),
    AUTH_USER_REGISTRATION: 'true',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.dispose();
  await provider?.close();
});

describe('a sign-in that fails on Panorama’s side', () => {
  it('returns to the login page with general words, keeping the details out of it', async () => {
    const signIn = vi
      .spyOn(t.container.externalUsers, 'signIn')
      .mockRejectedValue(new Error(INTERNAL_DETAIL));
    try {
      const result = await signInWithProvider({
        appBase: base,
        provider: PROVIDER,
        login: 'bob',
        password: 'bob-pw',
        next: '/dashboard/list/',
      });
      expect(signIn).toHaveBeenCalledOnce();
      expect(result.callback.status).toBe(302);
      expect(result.callback.headers.get('location')).toBe('/login/?next=%2Fdashboard%2Flist%2F');
      expect(result.jar.get('127.0.0.1', 'session')).toBeUndefined();
      const shown = await signInFailureShown(result.jar, base);
      expect(shown).toEqual({
        provider: PROVIDER,
        reason:
          'Something went wrong on our side. Please try again, or tell an administrator if it keeps happening.',
      });
    } finally {
      signIn.mockRestore();
    }
  });
});
