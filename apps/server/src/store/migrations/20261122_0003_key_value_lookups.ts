/**
 * The key-value store (`key_values`, created by the initial migration) now holds explore form
 * data, permalinks and SQL Lab hand-offs; expired entries are purged by `expires_on`, so index it.
 * Entries are read by UUID, which is already unique (and so indexed).
 * Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('key_values_expires_on')
    .on('key_values')
    .column('expires_on')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('key_values_expires_on').ifExists().execute();
}
