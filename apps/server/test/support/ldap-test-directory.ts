/**
 * A real OpenLDAP `slapd` of the test's own, on free loopback ports (plain with StartTLS, and
 * ldaps://), configured from a slapd.conf in a temporary directory with the memberof overlay (so
 * people carry memberOf), a self-signed certificate made with openssl, and seeded as its root
 * user: people with salted SHA-1 passwords, a search account, and groups with members.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';
import { freePort } from './free-port';
import { portOpen, SLAPD_PATH } from './services';

export const BASE_DN = 'dc=example,dc=com';
export const PEOPLE_DN = `ou=people,${BASE_DN}`;
export const SEARCH_USER_DN = `cn=panorama,ou=services,${BASE_DN}`;
export const SEARCH_USER_PASSWORD = 'search-pw';
export const groupDn = (name: string) => `cn=${name},ou=groups,${BASE_DN}`;

const ROOT_DN = `cn=admin,${BASE_DN}`;
const ROOT_PASSWORD = 'root-pw';

export interface LdapPerson {
  uid: string;
  password: string;
  givenName: string;
  sn: string;
  mail: string;
  /**
   * The entry's RDN as written in a DN, escaped by hand, for a uid with characters a DN must
   * escape (RFC 4514); `uid=<uid>` otherwise.
   */
  rdn?: string;
}

const personDn = (p: LdapPerson) => `${p.rdn ?? `uid=${p.uid}`},${PEOPLE_DN}`;

export interface TestLdapDirectory {
  url: string;
  ldapsUrl: string;
  /** The self-signed certificate the directory presents, for AUTH_LDAP_TLS_CACERTFILE. */
  certFile: string;
  /** Replaces the members of a group (people's memberOf follows). */
  setGroupMembers(group: string, uids: string[]): Promise<void>;
  close(): Promise<void>;
}

/** `{SSHA}` as slappasswd writes it: SHA-1 of password and salt, then the salt, in base64. */
function ssha(password: string): string {
  const salt = crypto.randomBytes(8);
  const digest = crypto.createHash('sha1').update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString('base64')}`;
}

export interface TestLdapOptions {
  /**
   * Whether anyone may search without binding first (the default). Off, only a bound user reads
   * entries, so a sign-in that finds its user proves it searched as someone.
   */
  anonymousSearch?: boolean;
}

function slapdConf(dir: string, { anonymousSearch = true }: TestLdapOptions): string {
  const schema = (name: string) => `include /etc/ldap/schema/${name}.schema`;
  return [
    schema('core'),
    schema('cosine'),
    schema('inetorgperson'),
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'moduleload memberof',
    `pidfile ${dir}/slapd.pid`,
    `TLSCertificateFile ${dir}/cert.pem`,
    `TLSCertificateKeyFile ${dir}/key.pem`,
    'database mdb',
    `suffix "${BASE_DN}"`,
    `rootdn "${ROOT_DN}"`,
    `rootpw ${ROOT_PASSWORD}`,
    `directory ${dir}/data`,
    'maxsize 10485760',
    'overlay memberof',
    'access to attrs=userPassword by anonymous auth by self write by * none',
    anonymousSearch ? 'access to * by * read' : 'access to * by users read by anonymous auth',
    '',
  ].join('\n');
}

function selfSignedCertificate(dir: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`slapd exited: ${log()}`);
    if (await portOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`slapd did not listen on ${port}: ${log()}`);
}

/** The DNs of the people with these uids, for a group's members. */
function memberDns(people: LdapPerson[], uids: string[]): string[] {
  const dns = uids.map((uid) => {
    const person = people.find((p) => p.uid === uid);
    return person ? personDn(person) : `uid=${uid},${PEOPLE_DN}`;
  });
  // A groupOfNames needs a member; the search account stands in for an empty group.
  return dns.length ? dns : [SEARCH_USER_DN];
}

async function seed(url: string, people: LdapPerson[], groups: Record<string, string[]>) {
  const client = new Client({ url });
  await client.bind(ROOT_DN, ROOT_PASSWORD);
  try {
    await client.add(BASE_DN, {
      objectClass: ['dcObject', 'organization'],
      dc: 'example',
      o: 'Example',
    });
    for (const ou of ['people', 'groups', 'services']) {
      await client.add(`ou=${ou},${BASE_DN}`, { objectClass: 'organizationalUnit', ou });
    }
    await client.add(SEARCH_USER_DN, {
      objectClass: ['organizationalRole', 'simpleSecurityObject'],
      cn: 'panorama',
      userPassword: ssha(SEARCH_USER_PASSWORD),
    });
    for (const p of people) {
      await client.add(personDn(p), {
        objectClass: 'inetOrgPerson',
        uid: p.uid,
        cn: `${p.givenName} ${p.sn}`,
        givenName: p.givenName,
        sn: p.sn,
        mail: p.mail,
        userPassword: ssha(p.password),
      });
    }
    for (const [name, uids] of Object.entries(groups)) {
      await client.add(groupDn(name), {
        objectClass: 'groupOfNames',
        cn: name,
        member: memberDns(people, uids),
      });
    }
  } finally {
    await client.unbind();
  }
}

export async function startTestLdapDirectory(
  people: LdapPerson[],
  groups: Record<string, string[]>,
  options: TestLdapOptions = {},
): Promise<TestLdapDirectory> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-slapd-'));
  fs.mkdirSync(path.join(dir, 'data'));
  selfSignedCertificate(dir);
  fs.writeFileSync(path.join(dir, 'slapd.conf'), slapdConf(dir, options));
  const [port, ldapsPort] = [await freePort(), await freePort()];
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = `ldaps://localhost:${ldapsPort}`;
  // `-d 0` keeps slapd in the foreground, so it is this process's child and ends with it.
  const child = spawn(
    SLAPD_PATH,
    [
      '-f',
      path.join(dir, 'slapd.conf'),
      '-h',
      `${url}/ ldaps://127.0.0.1:${ldapsPort}/`,
      '-d',
      '0',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, () => stderr);
    await seed(url, people, groups);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    ldapsUrl,
    certFile: path.join(dir, 'cert.pem'),
    async setGroupMembers(group, uids) {
      const client = new Client({ url });
      await client.bind(ROOT_DN, ROOT_PASSWORD);
      try {
        await client.del(groupDn(group));
        await client.add(groupDn(group), {
          objectClass: 'groupOfNames',
          cn: group,
          member: memberDns(people, uids),
        });
      } finally {
        await client.unbind();
      }
    },
    close: stop,
  };
}
