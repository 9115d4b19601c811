/**
 * The action log also holds security events (sign-ins, administration, exports): who acted is
 * kept by name as well as by id, because a failed sign-in may name no user and a row must still
 * say who it was after the account is renamed or deleted; where the request came from (address
 * and user agent); and the object acted on. Deleting a user used to delete their rows too (the
 * foreign key cascaded); an audit trail must outlive the account, so the key now sets null and
 * the row keeps the username. SQLite cannot change a foreign key in place, so there the table is
 * rebuilt. Listing reads newest first and by action, hence the indexes.
 * Frozen: change with a new migration.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect-helpers';

const OLD_COLUMNS = [
  'id',
  'action',
  'user_id',
  'dashboard_id',
  'slice_id',
  'json',
  'dttm',
  'duration_ms',
  'referrer',
];
const NEW_COLUMNS = ['username', 'ip_address', 'user_agent', 'object_type', 'object_id'] as const;

async function addColumns(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.alterTable(table).addColumn('username', 'varchar(255)').execute();
  await db.schema.alterTable(table).addColumn('ip_address', 'varchar(64)').execute();
  await db.schema.alterTable(table).addColumn('user_agent', 'varchar(512)').execute();
  await db.schema.alterTable(table).addColumn('object_type', 'varchar(64)').execute();
  await db.schema.alterTable(table).addColumn('object_id', 'varchar(64)').execute();
}

async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('logs_rebuilt'))
    .addColumn('action', 'varchar(512)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'varchar(1024)')
    .execute();
  await addColumns(db, 'logs_rebuilt');
  const columns = sql.raw(OLD_COLUMNS.join(', '));
  await sql`INSERT INTO logs_rebuilt (${columns}) SELECT ${columns} FROM logs`.execute(db);
  await db.schema.dropTable('logs').execute();
  await db.schema.alterTable('logs_rebuilt').renameTo('logs').execute();
  await db.schema
    .createIndex('logs_user_action')
    .on('logs')
    .columns(['user_id', 'action'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await addColumns(db, 'logs');
    // The user_id key is the table's only foreign key; its name was chosen by PostgreSQL.
    const { rows } = await sql<{ conname: string }>`SELECT conname FROM pg_constraint
      WHERE conrelid = 'logs'::regclass AND contype = 'f'`.execute(db);
    for (const { conname } of rows) {
      await sql`ALTER TABLE logs DROP CONSTRAINT ${sql.id(conname)}`.execute(db);
    }
    await sql`ALTER TABLE logs ADD CONSTRAINT logs_user_id_fkey
      FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  } else {
    await rebuildOnSqlite(db);
  }
  await sql`UPDATE logs SET username = (SELECT u.username FROM users u WHERE u.id = logs.user_id)
    WHERE user_id IS NOT NULL`.execute(db);
  await db.schema.createIndex('logs_dttm').on('logs').column('dttm').execute();
  await db.schema.createIndex('logs_action_dttm').on('logs').columns(['action', 'dttm']).execute();
}

/** Drops the added columns and indexes; rows keep outliving their users. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('logs_action_dttm').ifExists().execute();
  await db.schema.dropIndex('logs_dttm').ifExists().execute();
  for (const column of [...NEW_COLUMNS].reverse()) {
    await db.schema.alterTable('logs').dropColumn(column).execute();
  }
}
