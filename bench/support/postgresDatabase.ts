/**
 * A fresh PostgreSQL database for a benchmark's metadata: dropped and created again under a
 * fixed name (so a crashed earlier run leaves nothing behind for long), removed by `drop()`.
 * The servers migrate it on start, as in a team deployment.
 */
import pg from 'pg';

/** The server to create the database on: any database of it the `postgres` user can reach. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface PostgresDatabase {
  /** DATABASE_URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function onAdminConnection(run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(name: string): Promise<PostgresDatabase> {
  const dropIt = () =>
    onAdminConnection(async (client) => {
      // FORCE: a server killed without closing its pool must not keep the database alive.
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    });
  await dropIt();
  await onAdminConnection(async (client) => {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: dropIt };
}
