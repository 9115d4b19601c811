/**
 * Opens the metadata store: a SQLite file under DATA_DIR by default, PostgreSQL when DATABASE_URL
 * is set. Also runs the migrations, which are applied on every start (a no-op when up to date).
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import type { MetadataSchema } from './schema';
import { migrations } from './migrations/index';
import type { ChangeStamp } from './stamped-read-cache';

export type StoreDialect = 'sqlite' | 'postgresql';

export interface MetadataStore {
  db: Kysely<MetadataSchema>;
  dialect: StoreDialect;
  /** Where the store lives, for logs; PostgreSQL URLs have their password masked. */
  location: string;
  /**
   * Changes whenever anything is committed to the store, by any connection (SQLite: the
   * connection's own change count plus `PRAGMA data_version`, which moves on other connections'
   * commits). Null where no cheap stamp exists (PostgreSQL). See StampedReadCache.
   */
  changeStamp: ChangeStamp;
  close(): Promise<void>;
}

export function openMetadataStore(options: {
  databaseUrl?: string;
  dataDir: string;
}): MetadataStore {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client that loses its connection (a PostgreSQL restart, a terminated backend) emits
    // 'error' on the pool; without a listener that would crash the process. The pool replaces the
    // client on the next query, so there is nothing else to do.
    pool.on('error', () => undefined);
    const db = new Kysely<MetadataSchema>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgresql',
      location: url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:XXXXXXXXXX@'),
      changeStamp: () => null,
      close: () => db.destroy(),
    };
  }
  if (url && !/^sqlite:/.test(url)) {
    throw new Error('DATABASE_URL must be a postgresql:// or sqlite: URL');
  }
  const file = url ? url.replace(/^sqlite:(\/\/)?/, '') : path.join(options.dataDir, 'panorama.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<MetadataSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const ownChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const changeStamp = () => `${String(dataVersion.get())}:${String(ownChanges.get())}`;
  return { db, dialect: 'sqlite', location: file, changeStamp, close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; on SQLite that costs more than running most metadata
 * queries. Prepared statements are reusable, so keep the most recent ones by SQL text.
 */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
      return (source: string) => {
        let statement = cache.get(source);
        if (statement) {
          // Re-insert to keep the map in least-recently-used order.
          cache.delete(source);
        } else {
          statement = prepare(source);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        }
        cache.set(source, statement);
        return statement;
      };
    },
  });
}

export async function migrateToLatest(db: Kysely<MetadataSchema>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations as Record<string, Migration>) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Metadata store migration ${failed?.migrationName ?? ''} failed`, {
      cause: error,
    });
  }
}
