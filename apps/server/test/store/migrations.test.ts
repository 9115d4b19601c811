import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/store/metadata-store';
import { storeVariants } from '../support/test-stores';
import { userRow } from '../support/user-rows';

describe.each(await storeVariants())('metadata store migrations on $name', (variant) => {
  it('creates every table and is idempotent on a second run', async () => {
    const { store, dispose } = await variant.create();
    try {
      await migrateToLatest(store.db);
      const tables = (await store.db.introspection.getTables()).map((t) => t.name);
      for (const t of [
        'users',
        'roles',
        'dashboards',
        'charts',
        'datasets',
        'databases',
        'key_values',
        'logs',
        'favorites',
        'reports',
        'filter_sets',
      ]) {
        expect(tables).toContain(t);
      }
      const inserted = await store.db
        .insertInto('users')
        .values(userRow('u', 'u@example.com', 'U', 'V'))
        .returning(['id', 'login_count'])
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBeGreaterThan(0);
      expect(Number(inserted.login_count)).toBe(0);
    } finally {
      await dispose();
    }
  });
});
