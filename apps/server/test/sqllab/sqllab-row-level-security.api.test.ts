/**
 * RLS_IN_SQLLAB: with it on, a SQL Lab user under the rule `origin = 'SFO'` sees only SFO rows of
 * every table the rule's datasets stand on, however the query names the table (bare, qualified,
 * aliased, joined, in a sub-query or a CTE), on DuckDB (the examples' flights), SQLite,
 * PostgreSQL and MariaDB (the last two when reachable), in the answer and in the CSV export;
 * counts are compared with each engine queried directly. With it off (the default) SQL Lab reads
 * tables unfiltered, as before. On every metadata store.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetId, openExamples } from '../chart-data/chart-data-fixtures';
import {
  createDatabase,
  createDataset,
  grant,
  PG_TEST_URL,
  postgresReachable,
} from '../modules/datasets-fixtures';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';
import {
  createAccessWorld,
  createRole,
  createRule,
  independentValue,
  ORIGINS,
  type Headers,
  type Json,
} from '../sql-access/sql-access-fixtures';
import { databaseId } from '../support/store-lookups';

/** 40 flights, origin cycling through ORIGINS, delay 3 × id. */
const FLIGHT_ROWS = Array.from({ length: 40 }, (_, i) => ({
  id: i,
  origin: ORIGINS[i % ORIGINS.length] as string,
  delay: i * 3,
}));
const INSERT_VALUES = FLIGHT_ROWS.map((r) => `(${r.id}, '${r.origin}', ${r.delay})`).join(', ');

/** One engine holding a `flights`-like table, and how to count its rows without the server. */
interface SeededEngine {
  name: string;
  databaseId: number;
  /** The table as SQL Lab queries name it. */
  table: string;
  schema: string;
  tableName: string;
  count(where: string): Promise<number>;
  drop(): Promise<void>;
}

async function seedSqlite(t: TestApp): Promise<SeededEngine> {
  const file = path.join(t.dataDir, 'rls_flights.sqlite');
  const db = new Database(file);
  db.exec(`CREATE TABLE flights (id INTEGER, origin TEXT, delay INTEGER);
    INSERT INTO flights VALUES ${INSERT_VALUES};`);
  db.close();
  const databaseId = await createDatabase(t, {
    database_name: 'rls_sqlite',
    sqlalchemy_uri: 'sqlite:///rls_flights.sqlite',
    expose_in_sqllab: true,
  });
  return {
    name: 'sqlite',
    databaseId,
    table: 'flights',
    schema: 'main',
    tableName: 'flights',
    count(where) {
      const reader = new Database(file, { readonly: true });
      try {
        const row = reader.prepare(`SELECT COUNT(*) AS n FROM flights WHERE ${where}`).get() as {
          n: number;
        };
        return Promise.resolve(row.n);
      } finally {
        reader.close();
      }
    },
    drop: async () => undefined,
  };
}

async function seedPostgres(t: TestApp, tag: string): Promise<SeededEngine> {
  const tableName = `rls_flights_${tag}`;
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  await client.query(`CREATE TABLE public.${tableName} (id INTEGER, origin TEXT, delay INTEGER)`);
  await client.query(`INSERT INTO public.${tableName} VALUES ${INSERT_VALUES}`);
  const databaseId = await createDatabase(t, {
    database_name: `rls_pg_${tag}`,
    sqlalchemy_uri: PG_TEST_URL,
    expose_in_sqllab: true,
  });
  return {
    name: 'postgresql',
    databaseId,
    table: tableName,
    schema: 'public',
    tableName,
    async count(where) {
      const res = await client.query<{ n: string }>(
        `SELECT COUNT(*) AS n FROM public.${tableName} WHERE ${where}`,
      );
      return Number(res.rows[0]?.n);
    },
    async drop() {
      await client.query(`DROP TABLE IF EXISTS public.${tableName}`);
      await client.end();
    },
  };
}

async function seedMariadb(t: TestApp, tag: string): Promise<SeededEngine> {
  const tableName = `rls_flights_${tag}`;
  const connection = await mysql.createConnection(SERVICE_URLS.mariadb);
  await connection.query(
    `CREATE TABLE ${tableName} (id INTEGER, origin VARCHAR(3), delay INTEGER)`,
  );
  await connection.query(`INSERT INTO ${tableName} VALUES ${INSERT_VALUES}`);
  const databaseId = await createDatabase(t, {
    database_name: `rls_maria_${tag}`,
    sqlalchemy_uri: SERVICE_URLS.mariadb,
    expose_in_sqllab: true,
  });
  return {
    name: 'mariadb',
    databaseId,
    table: tableName,
    schema: 'test',
    tableName,
    async count(where) {
      const [rows] = await connection.query(
        `SELECT COUNT(*) AS n FROM ${tableName} WHERE ${where}`,
      );
      return Number((rows as { n: number }[])[0]?.n);
    },
    async drop() {
      await connection.query(`DROP TABLE IF EXISTS ${tableName}`);
      await connection.end();
    },
  };
}

function execute(t: TestApp, headers: Headers, databaseId: number, sql: string) {
  return t.post('/api/v1/sqllab/execute/', headers, {
    database_id: databaseId,
    sql,
    client_id: crypto.randomBytes(5).toString('hex'),
  });
}

async function rowsOf(t: TestApp, headers: Headers, databaseId: number, sql: string) {
  const res = await execute(t, headers, databaseId, sql);
  expect(res.statusCode, `${sql}: ${res.body}`).toBe(200);
  return (res.json() as { data: Json[] }).data;
}

describe.each(await storeVariants())('RLS_IN_SQLLAB on the $name store', (variant) => {
  let t: TestApp;
  let pilot: Headers;
  let examplesId: number;
  let examplesFlights: { count(where: string): Promise<number> };
  const engines: SeededEngine[] = [];
  const tag = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    t = await createTestApp(variant, { LOAD_EXAMPLES: 'true', RLS_IN_SQLLAB: 'true' });
    examplesId = await databaseId(t, 'examples');
    examplesFlights = {
      async count(where) {
        const duck = await openExamples(t.dataDir);
        try {
          const [row] = await duck.rows(`SELECT COUNT(*) AS n FROM main.flights WHERE ${where}`);
          return Number(row?.n);
        } finally {
          duck.close();
        }
      },
    };
    engines.push(await seedSqlite(t));
    if (await postgresReachable()) engines.push(await seedPostgres(t, tag));
    if (await serviceAvailable('mariadb')) engines.push(await seedMariadb(t, tag));

    const readers = await createRole(t, 'rls_lab_readers');
    const sfo = await createRole(t, 'rls_lab_sfo');
    const flightsDatasets = [await datasetId(t, 'flights')];
    await grant(t, readers, 'datasource_access', `[examples].[flights](id:${flightsDatasets[0]})`);
    for (const engine of engines) {
      const id = await createDataset(t, {
        database: engine.databaseId,
        schema: engine.schema,
        table_name: engine.tableName,
      });
      flightsDatasets.push(id);
      const databaseName = `${engine.name === 'sqlite' ? 'rls_sqlite' : engine.name === 'postgresql' ? `rls_pg_${tag}` : `rls_maria_${tag}`}`;
      await grant(
        t,
        readers,
        'datasource_access',
        `[${databaseName}].[${engine.tableName}](id:${id})`,
      );
    }
    await createRule(t, {
      name: 'SFO only in SQL Lab',
      filter_type: 'Regular',
      tables: flightsDatasets,
      roles: [sfo],
      clause: "origin = 'SFO'",
    });
    pilot = (
      await t.createUser({
        username: 'lab_pilot',
        roles: ['Gamma', 'sql_lab', 'rls_lab_readers', 'rls_lab_sfo'],
      })
    ).headers;
  }, 300_000);

  afterAll(async () => {
    for (const engine of engines) await engine.drop().catch(() => undefined);
    await t?.dispose();
  });

  it('answers only SFO flights from the examples on DuckDB, however the table is named', async () => {
    const sfo = await examplesFlights.count("origin = 'SFO'");
    const all = await examplesFlights.count('TRUE');
    expect(sfo).toBeGreaterThan(0);
    expect(sfo).toBeLessThan(all);
    const queries = [
      'SELECT COUNT(*) AS n FROM flights',
      'SELECT COUNT(*) AS n FROM main.flights AS f',
      'SELECT COUNT(*) AS n FROM "main"."flights" f WHERE f.origin IS NOT NULL',
      'WITH x AS (SELECT origin FROM flights) SELECT COUNT(*) AS n FROM x',
      'SELECT COUNT(*) AS n FROM (SELECT * FROM FLIGHTS) AS sub',
    ];
    for (const sql of queries) {
      const [row] = await rowsOf(t, pilot, examplesId, sql);
      expect(Number(row?.n), sql).toBe(sfo);
    }
    const origins = await rowsOf(
      t,
      pilot,
      examplesId,
      'SELECT DISTINCT origin FROM flights ORDER BY origin',
    );
    expect(origins).toEqual([{ origin: 'SFO' }]);
    // The admin is not under the rule and still sees everything.
    const [adminRow] = await rowsOf(
      t,
      await t.adminHeaders(),
      examplesId,
      'SELECT COUNT(*) AS n FROM flights',
    );
    expect(Number(adminRow?.n)).toBe(all);
  });

  it('answers only SFO rows on SQLite, PostgreSQL and MariaDB', async () => {
    expect(engines.length).toBeGreaterThan(0);
    for (const engine of engines) {
      const sfo = await engine.count("origin = 'SFO'");
      expect(sfo, engine.name).toBe(FLIGHT_ROWS.filter((r) => r.origin === 'SFO').length);
      const [row] = await rowsOf(
        t,
        pilot,
        engine.databaseId,
        `SELECT COUNT(*) AS n FROM ${engine.table}`,
      );
      expect(Number(row?.n), engine.name).toBe(sfo);
      const grouped = await rowsOf(
        t,
        pilot,
        engine.databaseId,
        `SELECT f.origin, SUM(f.delay) AS total FROM ${engine.schema}.${engine.table} AS f GROUP BY f.origin`,
      );
      expect(
        grouped.map((r) => r.origin),
        engine.name,
      ).toEqual(['SFO']);
      const total = FLIGHT_ROWS.filter((r) => r.origin === 'SFO').reduce((a, r) => a + r.delay, 0);
      expect(Number(grouped[0]?.total), engine.name).toBe(total);
      const nested = await rowsOf(
        t,
        pilot,
        engine.databaseId,
        `SELECT COUNT(*) AS n FROM ${engine.table} WHERE delay > (SELECT AVG(delay) FROM ${engine.table})`,
      );
      expect(Number(nested[0]?.n), engine.name).toBe(
        await engine.count(
          `origin = 'SFO' AND delay > (SELECT AVG(delay) FROM ${engine.name === 'postgresql' ? 'public.' : ''}${engine.table} WHERE origin = 'SFO')`,
        ),
      );
    }
  });

  it('exports only SFO rows as CSV', async () => {
    const engine = engines[0] as SeededEngine;
    const clientId = crypto.randomBytes(5).toString('hex');
    const res = await t.post('/api/v1/sqllab/execute/', pilot, {
      database_id: engine.databaseId,
      sql: `SELECT origin FROM ${engine.table}`,
      client_id: clientId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const csv = await t.get(`/api/v1/sqllab/export/${clientId}/`, pilot);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBe(await engine.count("origin = 'SFO'"));
    expect(new Set(lines)).toEqual(new Set(['SFO']));
  });

  it('refuses SQL it cannot apply the rule to, rather than running it unfiltered', async () => {
    const postgres = engines.find((e) => e.name === 'postgresql');
    if (!postgres) return;
    // Schema access reaches every table, so only the rule stands between this user and the rows:
    // `ONLY t` parses as the table ONLY aliased t, and is refused rather than guessed at.
    const role = await createRole(t, 'rls_lab_public_schema');
    await grant(t, role, 'schema_access', `[rls_pg_${tag}].[public]`);
    const surveyor = (
      await t.createUser({
        username: 'lab_surveyor',
        roles: ['Gamma', 'sql_lab', 'rls_lab_sfo', 'rls_lab_public_schema'],
      })
    ).headers;
    const [row] = await rowsOf(
      t,
      surveyor,
      postgres.databaseId,
      `SELECT COUNT(*) AS n FROM ${postgres.table}`,
    );
    expect(Number(row?.n)).toBe(await postgres.count("origin = 'SFO'"));
    const refused = await execute(
      t,
      surveyor,
      postgres.databaseId,
      `SELECT COUNT(*) AS n FROM ONLY ${postgres.table}`,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('Row-level security cannot be applied');
  });
});

describe.each(await storeVariants())('RLS_IN_SQLLAB off on the $name store', (variant) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(variant);
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('leaves SQL Lab unfiltered, as before', async () => {
    const w = await createAccessWorld(t, { extraRoles: ['sql_lab'] });
    const all = await independentValue(w.duckFile, 'SELECT COUNT(*) FROM flights');
    const [row] = await rowsOf(
      t,
      w.pilot.headers,
      w.databaseId,
      'SELECT COUNT(*) AS n FROM flights',
    );
    expect(Number(row?.n)).toBe(all);
    expect(all).toBe(40);
  });
});
