/**
 * The key-value store on every metadata store: random and named keys, upserts, expiry (reads
 * ignore expired rows, purges delete them), resources kept apart, and the expiry index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { KeyValueService } from '../../src/modules/key-value/key-value.service';
import { uuidOfKey } from '../../src/modules/key-value/key-value-keys';
import type { MetadataStore } from '../../src/store/metadata-store';
import { storeVariants } from '../support/test-stores';

describe.each(await storeVariants())('key-value store on $name', (variant) => {
  let store: MetadataStore;
  let dispose: () => Promise<void>;
  let kv: KeyValueService;

  beforeAll(async () => {
    const created = await variant.create();
    store = created.store;
    dispose = created.dispose;
    kv = new KeyValueService(store.db);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('creates entries under random keys and reads them back as JSON', async () => {
    const key = await kv.create('test_resource', { a: [1, 'two'], b: null }, { createdBy: null });
    const entry = await kv.get<{ a: unknown[] }>('test_resource', key);
    expect(entry).toMatchObject({
      key,
      resource: 'test_resource',
      value: { a: [1, 'two'], b: null },
      createdBy: null,
      expiresOn: null,
    });
    const row = await store.db
      .selectFrom('key_values')
      .selectAll()
      .where('uuid', '=', uuidOfKey(key) ?? '')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ a: [1, 'two'], b: null });
    // Another resource never sees it; malformed keys are simply missing.
    expect(await kv.get('other_resource', key)).toBeNull();
    expect(await kv.get('test_resource', 'nope')).toBeNull();
    expect(await kv.delete('test_resource', 'nope')).toBe(false);
  });

  it('replaces values under named keys and expires them', async () => {
    const key = kv.namedKey('test_named', [1, 'tab', null]);
    expect(kv.namedKey('test_named', [1, 'tab', null])).toBe(key);
    expect(kv.namedKey('test_other', [1, 'tab', null])).not.toBe(key);
    await kv.set('test_named', key, { v: 1 }, { createdBy: null, ttlSeconds: 60 });
    await kv.set('test_named', key, { v: 2 }, { createdBy: null, ttlSeconds: 60 });
    const entry = await kv.get<{ v: number }>('test_named', key);
    expect(entry?.value).toEqual({ v: 2 });
    const seconds = (Date.parse(entry?.expiresOn ?? '') - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);

    await kv.set('test_named', key, { v: 3 }, { createdBy: null, ttlSeconds: -1 });
    expect(await kv.get('test_named', key)).toBeNull();
    expect(await kv.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await store.db
      .selectFrom('key_values')
      .select('id')
      .where('uuid', '=', uuidOfKey(key) ?? '')
      .execute();
    expect(left).toHaveLength(0);
  });

  it('touches, deletes, and refuses resource names the column cannot hold', async () => {
    const key = await kv.create('test_touch', 1, { createdBy: null, ttlSeconds: 5 });
    await kv.touch('test_touch', key, 3600);
    const entry = await kv.get('test_touch', key);
    expect(Date.parse(entry?.expiresOn ?? '') - Date.now()).toBeGreaterThan(3_500_000);
    expect(await kv.delete('test_touch', key)).toBe(true);
    expect(await kv.get('test_touch', key)).toBeNull();
    await expect(kv.create('x'.repeat(33), 1, { createdBy: null })).rejects.toThrow(/resource/);
  });

  it('has the expiry index from its migration', async () => {
    const indexes =
      store.dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'key_values'`.execute(
            store.db,
          )
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'key_values'`.execute(
            store.db,
          );
    expect(indexes.rows.map((r) => r.name)).toContain('key_values_expires_on');
  });
});
