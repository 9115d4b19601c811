/**
 * A database without "Allow DML" is read-only for everything user SQL can reach, functions with
 * side effects included: on PostgreSQL and MariaDB (each only when reachable) a function that
 * deletes rows is refused with a read-only error, through SQL Lab and through a chart on a
 * virtual dataset, and the rows are still there; the same database registered with DML allowed
 * runs it. Every object lives in a scratch schema (PostgreSQL) or database (MariaDB) made and
 * dropped here.
 */
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChartData } from '../chart-data/chart-data-fixtures';
import { createDatabase } from '../modules/datasets-fixtures';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { storeVariants } from '../support/test-stores';
import { createTestApp, type TestApp } from '../support/test-app';

const scratch = `panorama_ro_${crypto.randomBytes(4).toString('hex')}`;
const READ_ONLY_REFUSAL = /does not allow data changes.*read[- ]only/is;

interface ScratchEngine {
  name: string;
  available: boolean;
  /** Panorama's URI for the scratch objects. */
  uri: string;
  /** The side-effecting call, as user SQL. */
  purgeCall: string;
  setUp(): Promise<unknown>;
  tearDown(): Promise<unknown>;
  /** Rows left in the scratch table. */
  rowCount(): Promise<number>;
  refill(): Promise<unknown>;
}

function pgTestUri(): string {
  const url = new URL(SERVICE_URLS.postgres);
  url.pathname = '/test';
  return url.toString();
}

async function onPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgTestUri() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function onMariadb<T>(work: (conn: mysql.Connection) => Promise<T>): Promise<T> {
  const conn = await mysql.createConnection(SERVICE_URLS.mariadb);
  try {
    return await work(conn);
  } finally {
    await conn.end();
  }
}

const postgres: ScratchEngine = {
  name: 'postgresql',
  available: await serviceAvailable('postgres'),
  uri: pgTestUri(),
  purgeCall: `SELECT ${scratch}.purge_kept() AS purged`,
  setUp: () =>
    onPostgres(async (c) => {
      await c.query(`CREATE SCHEMA ${scratch}`);
      await c.query(`CREATE TABLE ${scratch}.kept (id integer)`);
      await c.query(`CREATE FUNCTION ${scratch}.purge_kept() RETURNS integer LANGUAGE plpgsql AS $$
        BEGIN DELETE FROM ${scratch}.kept; RETURN 1; END $$`);
      await c.query(`INSERT INTO ${scratch}.kept VALUES (1), (2), (3)`);
    }),
  tearDown: () => onPostgres((c) => c.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`)),
  rowCount: () =>
    onPostgres(async (c) => {
      const result = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${scratch}.kept`);
      return result.rows[0]?.n ?? -1;
    }),
  refill: () =>
    onPostgres((c) => c.query(`INSERT INTO ${scratch}.kept SELECT generate_series(1, 3)`)),
};

function mariadbScratchUri(): string {
  const url = new URL(SERVICE_URLS.mariadb);
  url.pathname = `/${scratch}`;
  return url.toString();
}

const mariadb: ScratchEngine = {
  name: 'mariadb',
  available: await serviceAvailable('mariadb'),
  uri: mariadbScratchUri(),
  purgeCall: 'SELECT purge_kept() AS purged',
  setUp: () =>
    onMariadb(async (c) => {
      await c.query(`CREATE DATABASE ${scratch}`);
      await c.query(`CREATE TABLE ${scratch}.kept (id INTEGER)`);
      await c.query(`CREATE FUNCTION ${scratch}.purge_kept() RETURNS INTEGER MODIFIES SQL DATA
        BEGIN DELETE FROM ${scratch}.kept; RETURN 1; END`);
      await c.query(`INSERT INTO ${scratch}.kept VALUES (1), (2), (3)`);
    }),
  tearDown: () => onMariadb((c) => c.query(`DROP DATABASE IF EXISTS ${scratch}`)),
  rowCount: () =>
    onMariadb(async (c) => {
      const [rows] = await c.query(`SELECT count(*) AS n FROM ${scratch}.kept`);
      return Number((rows as { n: number }[])[0]?.n ?? -1);
    }),
  refill: () => onMariadb((c) => c.query(`INSERT INTO ${scratch}.kept VALUES (1), (2), (3)`)),
};

const [variant] = await storeVariants();

describe.each([postgres, mariadb])('a database without DML on $name', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let readOnlyId: number;
  let writableId: number;

  beforeAll(async () => {
    if (!engine.available || !variant) return;
    await engine.setUp();
    t = await createTestApp(variant);
    admin = await t.adminHeaders();
    readOnlyId = await createDatabase(t, {
      database_name: `${engine.name} read-only`,
      sqlalchemy_uri: engine.uri,
      expose_in_sqllab: true,
      allow_dml: false,
    });
    writableId = await createDatabase(t, {
      database_name: `${engine.name} writable`,
      sqlalchemy_uri: engine.uri,
      expose_in_sqllab: true,
      allow_dml: true,
    });
  });
  afterAll(async () => {
    await t?.dispose();
    if (engine.available) await engine.tearDown();
  });

  const sqlLab = async (databaseId: number, sql: string) => {
    const res = await t.post('/api/v1/sqllab/execute/', admin, { database_id: databaseId, sql });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  /**
   * A table chart's query on a virtual dataset that calls the function. Creating the dataset
   * reads its columns with `LIMIT 0`, which MariaDB computes (a derived table with a
   * side-effecting function is materialised), so that step can be where it is refused.
   */
  const chartOnPurgingDataset = async (databaseId: number) => {
    const created = await t.post('/api/v1/dataset/', admin, {
      database: databaseId,
      table_name: `purging_${databaseId}`,
      sql: engine.purgeCall,
    });
    if (created.statusCode !== 201) {
      return { status: created.statusCode, body: created.json() as Record<string, unknown> };
    }
    const res = await postChartData(t, {
      datasource: { id: (created.json() as { id: number }).id, type: 'table' },
      queries: [{ columns: ['purged'], row_limit: 10 }],
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it.skipIf(!engine.available)(
    'refuses the function through SQL Lab with a read-only error; the rows stay',
    async () => {
      const refused = await sqlLab(readOnlyId, engine.purgeCall);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(READ_ONLY_REFUSAL);
      expect(await engine.rowCount()).toBe(3);
    },
  );

  it.skipIf(!engine.available)(
    'refuses the function through a chart on a virtual dataset; the rows stay',
    async () => {
      const refused = await chartOnPurgingDataset(readOnlyId);
      expect([400, 422], JSON.stringify(refused.body)).toContain(refused.status);
      expect(JSON.stringify(refused.body)).toMatch(READ_ONLY_REFUSAL);
      expect(await engine.rowCount()).toBe(3);
    },
  );

  it.skipIf(!engine.available)('runs it on the same database with DML allowed', async () => {
    const ran = await sqlLab(writableId, engine.purgeCall);
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.data).toEqual([{ purged: 1 }]);
    expect(await engine.rowCount()).toBe(0);

    await engine.refill();
    const charted = await chartOnPurgingDataset(writableId);
    expect(charted.status, JSON.stringify(charted.body)).toBe(200);
    expect(await engine.rowCount()).toBe(0);
    await engine.refill();
  });
});

describe.skipIf(!postgres.available || !variant)(
  'a PostgreSQL database without DML: catalog-writing functions',
  () => {
    let t: TestApp;
    let readOnlyId: number;

    beforeAll(async () => {
      if (!variant) return;
      await onPostgres((c) => c.query(`CREATE SCHEMA ${scratch}_collations`));
      t = await createTestApp(variant);
      readOnlyId = await createDatabase(t, {
        database_name: 'collations read-only',
        sqlalchemy_uri: postgres.uri,
        expose_in_sqllab: true,
      });
    });
    afterAll(async () => {
      await t?.dispose();
      await onPostgres((c) => c.query(`DROP SCHEMA IF EXISTS ${scratch}_collations CASCADE`));
    });

    it('leaves nothing behind from pg_import_system_collations', async () => {
      await t.post('/api/v1/sqllab/execute/', await t.adminHeaders(), {
        database_id: readOnlyId,
        sql: `SELECT pg_import_system_collations('${scratch}_collations'::regnamespace) AS n`,
      });
      const left = await onPostgres((c) =>
        c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_collation c
           JOIN pg_namespace n ON n.oid = c.collnamespace WHERE n.nspname = $1`,
          [`${scratch}_collations`],
        ),
      );
      expect(left.rows[0]?.n).toBe(0);
    });
  },
);
