/**
 * Filter sets (Superset's `filter_sets`, created by the initial migration): named native-filter
 * values saved on a dashboard. This adds what the filter set API needs on top: `is_primary`
 * (0/1, sent by clients on create and update) and an index for listing one dashboard's sets.
 * Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';
import { notNullFalse } from './dialect-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('filter_sets')
    .addColumn('is_primary', 'integer', notNullFalse)
    .execute();
  // Every listing reads the sets of one dashboard.
  await db.schema
    .createIndex('filter_sets_dashboard')
    .on('filter_sets')
    .column('dashboard_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('filter_sets_dashboard').ifExists().execute();
  await db.schema.alterTable('filter_sets').dropColumn('is_primary').execute();
}
