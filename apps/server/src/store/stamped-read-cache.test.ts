import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openMetadataStore, type MetadataStore } from './metadata-store';
import { StampedReadCache } from './stamped-read-cache';

describe('StampedReadCache', () => {
  it('loads once per key while the stamp holds, and again after it moves', async () => {
    let stamp = 'a';
    let loads = 0;
    const cache = new StampedReadCache(() => stamp);
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    stamp = 'b';
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never remembers without a stamp, nor a failed load', async () => {
    let loads = 0;
    const none = new StampedReadCache(() => null);
    await none.get('k', () => Promise.resolve(++loads));
    await none.get('k', () => Promise.resolve(++loads));
    expect(loads).toBe(2);
    const cache = new StampedReadCache(() => 'a');
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });
});

describe('SQLite change stamp', () => {
  let store: MetadataStore | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await store?.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("moves on this connection's writes and on another connection's commits", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-stamp-'));
    dirs.push(dir);
    store = openMetadataStore({ dataDir: dir });
    await sql`CREATE TABLE t (x INTEGER)`.execute(store.db);
    const before = store.changeStamp();
    expect(store.changeStamp()).toBe(before);
    await sql`INSERT INTO t VALUES (1)`.execute(store.db);
    const afterOwnWrite = store.changeStamp();
    expect(afterOwnWrite).not.toBe(before);

    // Another process sharing the file (here: another connection) commits a change.
    const other = new SqliteDatabase(path.join(dir, 'panorama.db'));
    other.prepare('INSERT INTO t VALUES (2)').run();
    other.close();
    expect(store.changeStamp()).not.toBe(afterOwnWrite);
  });
});
