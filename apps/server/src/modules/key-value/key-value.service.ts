/**
 * A small key-value store in the metadata database for state that outlives a request but is not
 * a first-class object: explore form data, permalinks, hand-offs between pages. Every process
 * sees the same entries, so nothing is kept in memory.
 *
 * Values are JSON (never an executable format, CVE-2023-37941). Entries may expire: reads ignore
 * expired rows, and expired rows are deleted now and then by whichever process writes.
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import { nowIso } from '../shared/humanize-time';
import { namedEntryKey, randomEntryKey, uuidOfKey } from './key-value-keys';
import { KeyValueRepository, type KeyValueWrite } from './key-value.repository';

/**
 * What kind of state an entry holds, e.g. 'explore_permalink'; each feature names its own. The
 * column is varchar(32), so names stay short.
 */
export type KeyValueResource = string;
const MAX_RESOURCE_LENGTH = 32;

export interface KeyValueEntry<T> {
  key: string;
  resource: string;
  value: T;
  createdOn: string;
  createdBy: number | null;
  expiresOn: string | null;
}

export interface KeyValueWriteOptions {
  createdBy: number | null;
  /** Lifetime in seconds; null or absent: the entry never expires. */
  ttlSeconds?: number | null;
}

/** The row stored for a value written now: the value as JSON, with its writer and expiry. */
function storedEntry<T>(
  uuid: string,
  resource: KeyValueResource,
  value: T,
  options: KeyValueWriteOptions,
  now: string,
): KeyValueWrite {
  return {
    uuid,
    resource,
    value: JSON.stringify(value),
    created_by_fk: options.createdBy,
    expires_on: expiry(now, options.ttlSeconds),
  };
}

/** How often (at most) one process deletes expired rows. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export class KeyValueService {
  readonly repo: KeyValueRepository;
  private lastPurge = 0;

  constructor(db: Kysely<MetadataSchema>) {
    this.repo = new KeyValueRepository(db);
  }

  /** Stores a value under a new random, unguessable key and returns the key. */
  async create<T>(
    resource: KeyValueResource,
    value: T,
    options: KeyValueWriteOptions,
  ): Promise<string> {
    checkResource(resource);
    const { key, uuid } = randomEntryKey();
    const now = nowIso();
    await this.repo.insert(storedEntry(uuid, resource, value, options, now), now);
    await this.purgeNowAndThen();
    return key;
  }

  /** Stores a value under the given key, replacing what was there. */
  async set<T>(
    resource: KeyValueResource,
    key: string,
    value: T,
    options: KeyValueWriteOptions,
  ): Promise<void> {
    checkResource(resource);
    const uuid = uuidOfKey(key);
    if (!uuid) throw new Error('Not a key-value key');
    const now = nowIso();
    await this.repo.upsert(storedEntry(uuid, resource, value, options, now), now);
    await this.purgeNowAndThen();
  }

  /** The live entry under the key, or null (unknown, malformed, expired or unreadable). */
  async get<T>(resource: KeyValueResource, key: string): Promise<KeyValueEntry<T> | null> {
    const uuid = uuidOfKey(key);
    if (!uuid) return null;
    const row = await this.repo.findLive(resource, uuid, nowIso());
    if (!row) return null;
    let value: T;
    try {
      value = JSON.parse(row.value) as T;
    } catch {
      return null;
    }
    return {
      key,
      resource: row.resource,
      value,
      createdOn: row.created_on,
      createdBy: row.created_by_fk,
      expiresOn: row.expires_on,
    };
  }

  /** Restarts an entry's lifetime (a cache that is read stays alive). */
  async touch(resource: KeyValueResource, key: string, ttlSeconds: number): Promise<void> {
    const uuid = uuidOfKey(key);
    if (uuid) await this.repo.update(resource, uuid, { expires_on: expiry(nowIso(), ttlSeconds) });
  }

  async delete(resource: KeyValueResource, key: string): Promise<boolean> {
    const uuid = uuidOfKey(key);
    return uuid ? this.repo.delete(resource, uuid) : false;
  }

  /**
   * A key derived from what an entry describes (e.g. user, browser tab, dataset), so a server can
   * find the entry again without remembering a key. Parts are namespaced by resource.
   */
  namedKey(resource: KeyValueResource, parts: readonly (string | number | null)[]): string {
    return namedEntryKey([resource, ...parts]).key;
  }

  async purgeExpired(): Promise<number> {
    this.lastPurge = Date.now();
    return this.repo.deleteExpired(nowIso());
  }

  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_INTERVAL_MS) return;
    await this.purgeExpired();
  }
}

function checkResource(resource: string): void {
  if (!resource || resource.length > MAX_RESOURCE_LENGTH)
    throw new Error(`Key-value resource names have 1 to ${MAX_RESOURCE_LENGTH} characters`);
}

function expiry(now: string, ttlSeconds: number | null | undefined): string | null {
  if (ttlSeconds === null || ttlSeconds === undefined) return null;
  return new Date(Date.parse(now) + ttlSeconds * 1000).toISOString();
}
