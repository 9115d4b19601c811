/**
 * Usernames are unique whatever their case: a unique index on lower(username), which also serves
 * case-insensitive login. A store may already hold names that differ only in case; the migration
 * must not fail on it nor rename anyone (they would be locked out of the name they know). Of each
 * such group the oldest user (lowest id) is indexed and the others are left out of the index by a
 * predicate naming their ids, so they keep working (logging in with their exact spelling) while
 * no new clash with any name can be added. An admin can rename or remove them; nothing else is
 * needed afterwards.
 * Frozen: change with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    SELECT u.id FROM users u
    WHERE EXISTS (
      SELECT 1 FROM users o WHERE lower(o.username) = lower(u.username) AND o.id < u.id
    )
    ORDER BY u.id`.execute(db);
  const grandfathered = rows.map((r) => Number(r.id)).filter(Number.isSafeInteger);
  const predicate = grandfathered.length
    ? sql` WHERE id NOT IN (${sql.raw(grandfathered.join(', '))})`
    : sql``;
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS users_username_lower_unique
    ON users (lower(username))${predicate}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_lower_unique').ifExists().execute();
}
