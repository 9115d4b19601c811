/**
 * AUTH_LDAP_USERNAME_FORMAT against a real OpenLDAP slapd: without a search account, the user
 * binds straight to the DN their name makes and their entry is then read as themselves. A name
 * with characters a DN gives meaning to (`,` `+` `=` `\` `"` `<` `>` `;` a leading `#`) is escaped,
 * so it names exactly one entry and never a DN of another shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';
import { slapdInstalled } from '../support/services';
import {
  BASE_DN,
  groupDn,
  PEOPLE_DN,
  SEARCH_USER_DN,
  SEARCH_USER_PASSWORD,
  startTestLdapDirectory,
  type LdapPerson,
  type TestLdapDirectory,
} from '../support/ldap-test-directory';

const INVALID = 'Invalid login. Please try again.';

/** People whose uid a DN must escape, with their RDNs escaped by hand (RFC 4514). */
const AWKWARD: LdapPerson[] = [
  {
    uid: 'smith, j+r=1\\x',
    rdn: 'uid=smith\\, j\\+r\\=1\\\\x',
    password: 'smith-pw',
    givenName: 'Jo',
    sn: 'Smith',
    mail: 'smith@example.com',
  },
  {
    uid: '#quoted"<a>;',
    rdn: 'uid=\\#quoted\\"\\<a\\>\\;',
    password: 'quoted-pw',
    givenName: 'Quinn',
    sn: 'Quoted',
    mail: 'quoted@example.com',
  },
];

let directory: TestLdapDirectory;
let sqlite: StoreVariant;

function directBindEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    AUTH_TYPE: 'AUTH_LDAP',
    AUTH_LDAP_SERVER: directory.url,
    AUTH_LDAP_SEARCH: PEOPLE_DN,
    AUTH_LDAP_USERNAME_FORMAT: `uid=%s,${PEOPLE_DN}`,
    AUTH_USER_REGISTRATION: 'true',
    AUTH_USER_REGISTRATION_ROLE: 'Gamma',
    AUTH_ROLES_MAPPING: JSON.stringify({ [groupDn('analysts')]: ['Alpha'] }),
    AUTH_ROLES_SYNC_AT_LOGIN: 'true',
    ...overrides,
  };
}

function login(t: TestApp, username: string, password: string) {
  return t.post('/api/v1/security/login', {}, { username, password, provider: 'ldap' });
}

async function signedInAs(t: TestApp, username: string, password: string) {
  const res = await login(t, username, password);
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { access_token: string }).access_token;
  const me = await t.get('/api/v1/me/roles/', { authorization: `Bearer ${token}` });
  const { result } = me.json() as {
    result: { username: string; email: string; roles: Record<string, unknown> };
  };
  return { username: result.username, email: result.email, roles: Object.keys(result.roles) };
}

function refusal(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

describe.skipIf(!slapdInstalled())('binding as the user with AUTH_LDAP_USERNAME_FORMAT', () => {
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
        ...AWKWARD,
      ],
      { analysts: ['alice', AWKWARD[0]!.uid] },
      // Only a bound user may search: finding the entry proves it was read as the user.
      { anonymousSearch: false },
    );
  }, 60_000);
  afterAll(async () => {
    await directory?.close();
  });

  describe('without a search account', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(sqlite, directBindEnv());
    });
    afterAll(async () => {
      await t?.dispose();
    });

    it('signs the user in and reads their entry and groups as themselves', async () => {
      expect(await signedInAs(t, 'alice', 'alice-pw')).toEqual({
        username: 'alice',
        email: 'alice@example.com',
        roles: ['Alpha', 'Gamma'],
      });
    });

    it('refuses a wrong password and an unknown name alike', async () => {
      expect(refusal(await login(t, 'alice', 'not-her-pw'))).toEqual({
        status: 401,
        message: INVALID,
      });
      expect(refusal(await login(t, 'mallory', 'alice-pw'))).toEqual({
        status: 401,
        message: INVALID,
      });
    });

    it('escapes a name with DN characters so it binds to that one entry', async () => {
      const [smith, quoted] = AWKWARD as [LdapPerson, LdapPerson];
      expect(await signedInAs(t, smith.uid, smith.password)).toEqual({
        username: smith.uid,
        email: 'smith@example.com',
        roles: ['Alpha', 'Gamma'],
      });
      expect((await signedInAs(t, quoted.uid, quoted.password)).username).toBe(quoted.uid);
    });

    it('never lets a name change the shape of the DN bound to', async () => {
      for (const username of [
        `alice,${PEOPLE_DN}`,
        'alice+sn=Liddell',
        'x,uid=alice',
        // Unescaped, these two are not DNs at all, and the directory would answer an error.
        'alice,nonsense',
        '"alice',
        'alice\\',
        `cn=panorama,ou=services,${BASE_DN}`,
      ]) {
        const res = await login(t, username, 'alice-pw');
        expect(refusal(res), username).toEqual({ status: 401, message: INVALID });
      }
      expect(refusal(await login(t, 'panorama', SEARCH_USER_PASSWORD))).toEqual({
        status: 401,
        message: INVALID,
      });
    });
  });

  it('searches with the bind user instead when one is set, as Flask-AppBuilder does', async () => {
    const t = await createTestApp(
      sqlite,
      directBindEnv({
        AUTH_LDAP_USERNAME_FORMAT: `uid=%s,ou=nowhere,${BASE_DN}`,
        AUTH_LDAP_BIND_USER: SEARCH_USER_DN,
        AUTH_LDAP_BIND_PASSWORD: SEARCH_USER_PASSWORD,
      }),
    );
    try {
      expect((await signedInAs(t, 'alice', 'alice-pw')).username).toBe('alice');
    } finally {
      await t.dispose();
    }
  });
});
