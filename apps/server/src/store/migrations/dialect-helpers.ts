/**
 * Column helpers shared by migrations so one migration file runs on SQLite and PostgreSQL.
 * Migrations are frozen once released: they never import application code, only this file.
 *
 * Portable conventions of the metadata store:
 * - ids are auto-incrementing integers (SQLite "integer primary key autoincrement", PostgreSQL serial);
 * - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans);
 * - timestamps are ISO-8601 UTC strings;
 * - JSON documents are text.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNullFalse = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const notNullTrue = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);

/** created_on / changed_on / created_by_fk / changed_by_fk, present on every audited object. */
export function withAudit<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'));
}

export const nowSql = sql`CURRENT_TIMESTAMP`;
