/**
 * Checks a username and password against an LDAP directory and reads who the user is. Each
 * sign-in opens its own connection: bind as the search user (or anonymously), look the user up
 * by AUTH_LDAP_UID_FIELD, then bind as the entry found with the password typed in. Only when that
 * last bind succeeds is the user's entry trusted. With AUTH_LDAP_USERNAME_FORMAT or
 * AUTH_LDAP_APPEND_DOMAIN and no search user (Flask-AppBuilder's direct bind), the first bind is
 * the user's own, to the name the format makes, and the entry is then read as the user.
 */
import fs from 'node:fs';
import type tls from 'node:tls';
import { Client, EqualityFilter, InvalidCredentialsError, type Entry } from 'ldapts';
import { AppError, UnauthorizedError } from '@panorama/core/errors/app-error';
import { directBindName } from '../../security/ldap-bind-name';
import type { LdapConfig } from '../../security/ldap-config';
import type { ExternalIdentity } from '../security/external-users.service';

export const LDAP_INVALID_LOGIN_MESSAGE = 'Invalid login. Please try again.';

const TIMEOUT_MS = 10_000;

/** The directory could not be asked: it is down, refuses TLS, or turned Panorama's own bind away. */
function directoryUnavailable(server: string, why: string, cause: unknown): AppError {
  return new AppError(
    'INTERNAL',
    503,
    `The sign-in directory ${server} cannot be used right now (${why}). Please try again later or tell an administrator.`,
    { cause },
  );
}

function reasonOf(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

function firstValue(entry: Entry, attribute: string): string {
  const value = attributeValues(entry, attribute)[0];
  return value ?? '';
}

/** LDAP attribute names ignore case; ldapts keys entries by the name the server sent. */
function attributeValues(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const raw = key === undefined ? undefined : entry[key];
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : String(v)));
}

export class LdapDirectory {
  private readonly tlsOptions: tls.ConnectionOptions;

  constructor(private readonly config: LdapConfig) {
    const host = new URL(config.server).hostname;
    this.tlsOptions = {
      // A name, not an address, is what certificates are checked against.
      servername: /^[\d.]+$|:/.test(host) ? undefined : host,
      rejectUnauthorized: !config.allowSelfSigned,
      ...(config.caCertFile ? { ca: [fs.readFileSync(config.caCertFile)] } : {}),
    };
  }

  /** The identity of the user whose password this is; 401 otherwise, 503 when the directory fails. */
  async authenticate(username: string, password: string): Promise<ExternalIdentity> {
    // An empty password would be an unauthenticated bind, which directories accept for any DN.
    if (!username || !password) throw new UnauthorizedError(LDAP_INVALID_LOGIN_MESSAGE);
    const client = new Client({
      url: this.config.server,
      timeout: TIMEOUT_MS,
      connectTimeout: TIMEOUT_MS,
      // The client opens TLS straight away whenever it is given TLS options, so a plain ldap://
      // server gets them only with its StartTLS upgrade.
      ...(this.config.server.toLowerCase().startsWith('ldaps:')
        ? { tlsOptions: this.tlsOptions }
        : {}),
    });
    try {
      if (this.bindsDirectly()) {
        await this.open(client, null);
        await this.bindAsUser(client, directBindName(this.config, username), password);
        return this.identityOf(await this.findUser(client, username), username);
      }
      await this.open(client, this.config.bindUser || null);
      const entry = await this.findUser(client, username);
      await this.bindAsUser(client, entry.dn, password);
      return this.identityOf(entry, username);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  /** Flask-AppBuilder binds as the user directly only when it has no search user to bind as. */
  private bindsDirectly(): boolean {
    const c = this.config;
    return !c.bindUser && Boolean(c.usernameFormat || c.appendDomain);
  }

  private async bindAsUser(client: Client, name: string, password: string): Promise<void> {
    try {
      await client.bind(name, password);
    } catch (err) {
      if (err instanceof InvalidCredentialsError) {
        throw new UnauthorizedError(LDAP_INVALID_LOGIN_MESSAGE);
      }
      throw directoryUnavailable(this.config.server, reasonOf(err), err);
    }
  }

  /** Connects (with StartTLS when asked) and binds as the search user, if there is one. */
  private async open(client: Client, bindUser: string | null): Promise<void> {
    const { server, bindPassword } = this.config;
    try {
      if (this.config.useTls) await client.startTLS(this.tlsOptions);
      if (bindUser) await client.bind(bindUser, bindPassword);
    } catch (err) {
      const why =
        err instanceof InvalidCredentialsError
          ? `it refused the bind user ${bindUser}; check AUTH_LDAP_BIND_USER and AUTH_LDAP_BIND_PASSWORD`
          : reasonOf(err);
      throw directoryUnavailable(server, why, err);
    }
  }

  private async findUser(client: Client, username: string): Promise<Entry> {
    const c = this.config;
    // The filter object escapes the username, so `*`, `(` or `)` in it match only themselves.
    const filter = new EqualityFilter({ attribute: c.uidField, value: username });
    let entries: Entry[];
    try {
      const result = await client.search(c.searchBase, {
        scope: 'sub',
        filter,
        attributes: [c.uidField, c.firstNameField, c.lastNameField, c.emailField, c.groupField],
      });
      entries = result.searchEntries;
    } catch (err) {
      throw directoryUnavailable(c.server, `searching ${c.searchBase}: ${reasonOf(err)}`, err);
    }
    // No one, or several people, by that name: neither can sign in as it.
    const only = entries.length === 1 ? entries[0] : undefined;
    if (!only) throw new UnauthorizedError(LDAP_INVALID_LOGIN_MESSAGE);
    return only;
  }

  private identityOf(entry: Entry, typed: string): ExternalIdentity {
    const c = this.config;
    return {
      // The directory's spelling of the name, so the same person is one user however they type it.
      username: firstValue(entry, c.uidField) || typed,
      firstName: firstValue(entry, c.firstNameField),
      lastName: firstValue(entry, c.lastNameField),
      email: firstValue(entry, c.emailField),
      groups: attributeValues(entry, c.groupField),
    };
  }
}
