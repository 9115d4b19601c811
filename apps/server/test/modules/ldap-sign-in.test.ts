/**
 * Signing in with AUTH_TYPE=AUTH_LDAP against a real OpenLDAP slapd of the test's own: users are
 * registered and given roles from their groups (memberOf), wrong passwords, unknown names and
 * filter injection are refused, and a directory that cannot be used says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';
import { freePort } from '../support/free-port';
import { slapdInstalled } from '../support/services';
import {
  groupDn,
  PEOPLE_DN,
  SEARCH_USER_DN,
  SEARCH_USER_PASSWORD,
  startTestLdapDirectory,
  type TestLdapDirectory,
} from '../support/ldap-test-directory';

const INVALID = 'Invalid login. Please try again.';

let directory: TestLdapDirectory;
let sqlite: StoreVariant;

function ldapEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
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
    ...overrides,
  };
}

function login(t: TestApp, username: string, password: string) {
  return t.post('/api/v1/security/login', {}, { username, password, provider: 'ldap' });
}

/** The user's name, email and role names, as the signed-in user sees them. */
async function signedInAs(t: TestApp, username: string, password: string) {
  const res = await login(t, username, password);
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { access_token: string }).access_token;
  const me = await t.get('/api/v1/me/roles/', { authorization: `Bearer ${token}` });
  const body = me.json() as {
    result: { username: string; first_name: string; last_name: string; email: string };
  } & { result: { roles: Record<string, unknown> } };
  const { username: name, first_name, last_name, email, roles } = body.result;
  return { username: name, first_name, last_name, email, roles: Object.keys(roles).sort() };
}

function refusal(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

describe.skipIf(!slapdInstalled())('sign-in against an LDAP directory', () => {
  beforeAll(async () => {
    sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;
    directory = await startTestLdapDirectory(
      [
        {
          uid: 'alice',
          password: 'alice-pw',
          givenName: 'Alice',
          sn: 'Liddell',
          mail: 'alice@example.com',
        },
        {
          uid: 'bob',
          password: 'bob-pw',
          givenName: 'Bob',
          sn: 'Builder',
          mail: 'bob@example.com',
        },
      ],
      { analysts: ['alice'], sqlusers: ['alice', 'bob'] },
    );
  }, 60_000);
  afterAll(async () => {
    await directory?.close();
  });

  describe('with a search user, registration and role sync', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(sqlite, ldapEnv());
    });
    afterAll(async () => {
      await directory.setGroupMembers('analysts', ['alice']);
      await t?.dispose();
    });

    it('offers the password form to everyone', async () => {
      const options = await t.get('/api/v1/security/login_options/');
      expect(options.json()).toMatchObject({
        result: { auth_type: 'AUTH_LDAP', password_login: 'everyone', providers: [] },
      });
    });

    it('creates the user on first sign-in with the directory names and mapped roles', async () => {
      const res = await t.post('/login/', {}, { username: 'alice', password: 'alice-pw' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.map((c) => c.name)).toContain('session');
      expect(await signedInAs(t, 'alice', 'alice-pw')).toEqual({
        username: 'alice',
        first_name: 'Alice',
        last_name: 'Liddell',
        email: 'alice@example.com',
        roles: ['Alpha', 'Gamma', 'sql_lab'],
      });
      const stored = await t.container.securityRepo.findUserByUsername('alice');
      expect(stored?.password_hash).toBeNull();
    });

    it("re-applies the roles of the user's groups at each sign-in", async () => {
      await directory.setGroupMembers('analysts', []);
      expect((await signedInAs(t, 'Alice', 'alice-pw')).roles).toEqual(['Gamma', 'sql_lab']);
      await directory.setGroupMembers('analysts', ['alice', 'bob']);
      expect((await signedInAs(t, 'bob', 'bob-pw')).roles).toEqual(['Alpha', 'Gamma', 'sql_lab']);
    });

    it('refuses a wrong password and an unknown user alike, creating no one', async () => {
      expect(refusal(await login(t, 'alice', 'not-her-pw'))).toEqual({
        status: 401,
        message: INVALID,
      });
      expect(refusal(await login(t, 'mallory', 'alice-pw'))).toEqual({
        status: 401,
        message: INVALID,
      });
      expect(await t.container.securityRepo.findUserByUsername('mallory')).toBeUndefined();
    });

    it('matches a username with filter characters only literally', async () => {
      for (const username of ['*)(uid=*', '*', 'alice)(|(uid=*', 'a*']) {
        const res = await t.post('/login/', {}, { username, password: 'alice-pw' });
        expect(refusal(res)).toEqual({ status: 401, message: INVALID });
      }
    });

    it('still signs the administrator in with the local password', async () => {
      expect((await signedInAs(t, 'admin', ADMIN_PASSWORD)).roles).toEqual(['Admin']);
    });
  });

  it('searches anonymously without a bind user', async () => {
    const t = await createTestApp(
      sqlite,
      ldapEnv({ AUTH_LDAP_BIND_USER: '', AUTH_LDAP_BIND_PASSWORD: '' }),
    );
    try {
      expect((await signedInAs(t, 'bob', 'bob-pw')).email).toBe('bob@example.com');
    } finally {
      await t.dispose();
    }
  });

  it('says so when the directory refuses the bind user, and when it cannot be reached', async () => {
    const refused = await createTestApp(sqlite, ldapEnv({ AUTH_LDAP_BIND_PASSWORD: 'wrong' }));
    const closedPort = await freePort();
    const down = await createTestApp(
      sqlite,
      ldapEnv({ AUTH_LDAP_SERVER: `ldap://127.0.0.1:${closedPort}` }),
    );
    try {
      const bindRefused = refusal(await login(refused, 'alice', 'alice-pw'));
      expect(bindRefused.status).toBe(503);
      expect(bindRefused.message).toContain(
        `it refused the bind user ${SEARCH_USER_DN}; check AUTH_LDAP_BIND_USER and AUTH_LDAP_BIND_PASSWORD`,
      );
      const unreachable = refusal(await login(down, 'alice', 'alice-pw'));
      expect(unreachable.status).toBe(503);
      expect(unreachable.message).toMatch(
        new RegExp(
          `^The sign-in directory ldap://127.0.0.1:${closedPort} cannot be used right now`,
        ),
      );
      // The administrator still gets in while the directory is down.
      expect((await signedInAs(down, 'admin', ADMIN_PASSWORD)).roles).toEqual(['Admin']);
    } finally {
      await refused.dispose();
      await down.dispose();
    }
  });

  describe('encrypted connections', () => {
    async function attempt(env: Record<string, string>) {
      const t = await createTestApp(sqlite, ldapEnv(env));
      try {
        const res = await login(t, 'bob', 'bob-pw');
        return res.statusCode === 200 ? 'signed in' : refusal(res).message;
      } finally {
        await t.dispose();
      }
    }

    it('upgrades with StartTLS, trusting the certificate authority given', async () => {
      expect(
        await attempt({ AUTH_LDAP_USE_TLS: 'true', AUTH_LDAP_TLS_CACERTFILE: directory.certFile }),
      ).toBe('signed in');
      expect(
        await attempt({ AUTH_LDAP_USE_TLS: 'true', AUTH_LDAP_ALLOW_SELF_SIGNED: 'true' }),
      ).toBe('signed in');
    });

    it('refuses a self-signed certificate unless told to allow it', async () => {
      expect(await attempt({ AUTH_LDAP_USE_TLS: 'true' })).toMatch(/cannot be used right now/);
    });

    it('connects to an ldaps:// server', async () => {
      expect(
        await attempt({
          AUTH_LDAP_SERVER: directory.ldapsUrl,
          AUTH_LDAP_TLS_CACERTFILE: directory.certFile,
        }),
      ).toBe('signed in');
    });
  });
});
