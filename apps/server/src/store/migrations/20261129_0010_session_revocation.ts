/**
 * Server-side sessions: one row per browser session and per API login (its access and refresh
 * tokens share the row). A token is honoured only while its row exists, so logging out deletes
 * one row and a password, role or active change deletes all of a user's rows. Rows past
 * `expires_on` are purged by whichever process next starts a session, hence that index.
 * Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();
  await db.schema
    .createIndex('user_sessions_expires_on')
    .on('user_sessions')
    .column('expires_on')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sessions').ifExists().execute();
}
