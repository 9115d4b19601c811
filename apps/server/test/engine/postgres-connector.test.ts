import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConnection, type ResolvedConnection } from '../../src/engine/connection-uri';
import type { AnalyticsConnector } from '../../src/engine/connectors/connector';
import { createConnector } from '../../src/engine/connectors/create-connector';
import { PostgresConnector } from '../../src/engine/connectors/postgres';
import { READ_ONLY_REFUSAL } from '../../src/engine/connectors/query-errors';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { connectorContract } from './connector-contract';
import { expectReadOnlySession, networkConnectorContract } from './network-connector-contract';

/** The service URL pointed at database `test`, where these tests may create a schema. */
function testDatabaseUri(): string {
  const url = new URL(SERVICE_URLS.postgres);
  url.pathname = '/test';
  return url.toString();
}

const tag = crypto.randomBytes(4).toString('hex');
const schema = `panorama_engine_${tag}`;
const slowSql = `SELECT pg_sleep(5) AS slept /* panorama-slow-${tag} */`;

describe.skipIf(!(await serviceAvailable('postgres')))('PostgreSQL connector', () => {
  let admin: pg.Client;
  let connection: ResolvedConnection;
  let connector: PostgresConnector;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUri() });
    await admin.connect();
    await admin.query(`
      CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.people (id integer NOT NULL, name varchar(50), score double precision, born date, active boolean);
      INSERT INTO ${schema}.people VALUES
        (1, 'alice', 12.5, '1990-05-17', true),
        (2, 'bob', 7.25, '1985-01-02', false),
        (3, 'carol', NULL, NULL, NULL);
      CREATE VIEW ${schema}.people_view AS SELECT id, name FROM ${schema}.people;
      CREATE MATERIALIZED VIEW ${schema}.people_mat AS SELECT id FROM ${schema}.people;
      CREATE TYPE ${schema}.mood AS ENUM ('happy', 'sad');
    `);
    connection = await validateConnection(testDatabaseUri(), { dataDir: '/nonexistent' });
    const created = createConnector(connection);
    expect(created).toBeInstanceOf(PostgresConnector);
    connector = created as PostgresConnector;
  });

  afterAll(async () => {
    await connector?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  const isSlowQueryRunning = async () => {
    const result = await admin.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query = $1",
      [slowSql],
    );
    return (result.rows[0] as { n: number }).n > 0;
  };

  connectorContract(() => ({
    connector,
    schema,
    selectByName: `SELECT id, name, score, born, active FROM ${schema}.people WHERE name = $1`,
    slowSql,
    manyRowsSql: 'SELECT n FROM generate_series(1, 1000) AS n',
    isSlowQueryRunning,
    expectedColumnTypes: {
      id: /^INTEGER$/,
      name: /^VARCHAR\(50\)$/,
      score: /^DOUBLE PRECISION$/,
      born: /^DATE$/,
    },
  }));

  it('lists materialized views as views', async () => {
    expect(await connector.getTables(schema)).toContainEqual({ name: 'people_mat', type: 'view' });
  });

  it('converts PostgreSQL values to plain JS', async () => {
    const result = await connector.run(
      `SELECT 9007199254740993::int8 AS big, 42::int8 AS small, 1.25::numeric(10,2) AS dec,
              TIMESTAMP '2024-01-02 03:04:05.678' AS ts, TIMESTAMPTZ '2024-01-02 03:04:05+02' AS tstz,
              'infinity'::timestamp AS inf, '{"a": 1}'::jsonb AS j, ARRAY[1, 2]::int8[] AS arr,
              ARRAY['2024-01-02'::date] AS dates, TIME '12:34:56' AS tm, 'happy'::${schema}.mood AS mood`,
      [],
      { timeoutMs: 5_000 },
    );
    const types = Object.fromEntries(result.columns.map((c) => [c.name, c.type]));
    expect(types).toMatchObject({
      big: 'BIGINT',
      dec: 'NUMERIC',
      ts: 'TIMESTAMP WITHOUT TIME ZONE',
      tstz: 'TIMESTAMP WITH TIME ZONE',
      j: 'JSONB',
      arr: 'BIGINT[]',
      dates: 'DATE[]',
      tm: 'TIME WITHOUT TIME ZONE',
    });
    expect(types.mood).toMatch(/MOOD/);
    expect(result.rows[0]).toEqual({
      big: '9007199254740993',
      small: 42,
      dec: 1.25,
      ts: new Date('2024-01-02T03:04:05.678Z'),
      tstz: new Date('2024-01-02T01:04:05Z'),
      inf: 'infinity',
      j: { a: 1 },
      arr: [1, 2],
      dates: [new Date('2024-01-02T00:00:00Z')],
      tm: '12:34:56',
      mood: 'happy',
    });
  });

  it('binds dates, booleans and bigints', async () => {
    const result = await connector.run(
      `SELECT name FROM ${schema}.people WHERE born < $1 AND active = $2 AND id < $3 ORDER BY id`,
      [new Date('1991-01-01T00:00:00Z'), true, 10n],
      { timeoutMs: 5_000 },
    );
    expect(result.rows).toEqual([{ name: 'alice' }]);
  });

  it('refuses several statements in one call', async () => {
    await expect(connector.run('SELECT 1; SELECT 2', [], { timeoutMs: 5_000 })).rejects.toThrow(
      /multiple commands/,
    );
  });

  it('runs every query in a read-only transaction, rolled back, when the database allows no DML', async () => {
    await admin.query(`
      CREATE TABLE ${schema}.kept (id integer);
      INSERT INTO ${schema}.kept VALUES (1), (2);
      CREATE FUNCTION ${schema}.purge_kept() RETURNS integer LANGUAGE plpgsql AS $$
        BEGIN DELETE FROM ${schema}.kept; RETURN 1; END $$;
    `);
    const kept = async (on: AnalyticsConnector) =>
      (await on.run(`SELECT count(*)::int AS n FROM ${schema}.kept`, [], { timeoutMs: 5_000 }))
        .rows;
    const collations = async () =>
      (
        await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_collation WHERE collnamespace = $1::regnamespace',
          [schema],
        )
      ).rows[0]?.n;
    await expectReadOnlySession(
      {
        connection,
        open: (own, options) => new PostgresConnector(own, options),
        schema,
        manySql: 'SELECT n FROM generate_series(1, 100000) AS n',
        kept,
      },
      async (readOnly) => {
        for (const sql of [
          `SELECT ${schema}.purge_kept() AS purged`,
          `WITH d AS (DELETE FROM ${schema}.kept RETURNING id) SELECT * FROM d`,
          `CREATE TABLE ${schema}.made (id integer)`,
          "SELECT set_config('transaction_read_only', 'off', true)",
        ]) {
          await expect(readOnly.run(sql, [], { timeoutMs: 5_000 }), sql).rejects.toMatchObject({
            code: 'QUERY',
          });
        }
        await expect(
          readOnly.run(`SELECT ${schema}.purge_kept() AS purged`, [], { timeoutMs: 5_000 }),
        ).rejects.toMatchObject({
          errorType: 'DML_NOT_ALLOWED_ERROR',
          message: expect.stringContaining(READ_ONLY_REFUSAL) as unknown,
        });
        // Allowed inside a read-only transaction, but never committed.
        await readOnly.run(`SELECT pg_import_system_collations('${schema}'::regnamespace)`, [], {
          timeoutMs: 5_000,
        });
        expect(await collations()).toBe(0);
      },
    );
  });

  it('keeps a single pooled session healthy across truncation, errors, timeouts and BEGIN', async () => {
    const own = new PostgresConnector(connection, { maxConnections: 1 });
    try {
      const many = 'SELECT n FROM generate_series(1, 100000) AS n';
      for (let i = 0; i < 3; i++) {
        await expect(own.run(many, [], { timeoutMs: 5_000, maxRows: 5 })).resolves.toMatchObject({
          truncated: true,
        });
      }
      await expect(own.run('SELECT 1/0', [], { timeoutMs: 5_000, maxRows: 5 })).rejects.toThrow(
        /division by zero/,
      );
      await expect(own.run('SELECT pg_sleep(2)', [], { timeoutMs: 200 })).rejects.toMatchObject({
        status: 408,
      });
      await own.run('BEGIN', [], { timeoutMs: 5_000 });
      // The session was rolled back before reuse: SAVEPOINT only works inside a transaction block.
      await expect(own.run('SAVEPOINT sp', [], { timeoutMs: 5_000 })).rejects.toThrow(
        /transaction blocks/,
      );
      expect((await own.run(many, [], { timeoutMs: 5_000 })).rows).toHaveLength(100000);
    } finally {
      await own.close();
    }
  });

  it('sets statement_timeout server-side for each query', async () => {
    const result = await connector.run("SELECT current_setting('statement_timeout') AS t", [], {
      timeoutMs: 4_000,
    });
    expect(String(result.rows[0]?.t)).toMatch(/^(3\d{3}|4000)ms$|^[34]s$/);
  });

  networkConnectorContract(() => ({
    connection,
    open: (own, options) => new PostgresConnector(own, options),
    missingDatabase: `no_such_db_${tag}`,
    slowSql,
    isSlowQueryRunning,
    killSettleMs: 0,
  }));

  it('requires a username instead of falling back to the server’s environment', () => {
    expect(() => new PostgresConnector({ ...connection, username: undefined })).toThrow(
      /must include a username/,
    );
  });
});
