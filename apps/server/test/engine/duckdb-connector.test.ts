import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConnection } from '../../src/engine/connection-uri';
import type { AnalyticsConnector } from '../../src/engine/connectors/connector';
import { createConnector } from '../../src/engine/connectors/create-connector';
import { DuckDbConnector } from '../../src/engine/connectors/duckdb';
import { connectorContract } from './connector-contract';

let dataDir: string;
let connector: AnalyticsConnector;

async function createFixture(file: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const conn = await instance.connect();
  await conn.run(`
    CREATE TABLE people (id INTEGER NOT NULL, name VARCHAR, score DOUBLE, born DATE, active BOOLEAN);
    INSERT INTO people VALUES
      (1, 'alice', 12.5, DATE '1990-05-17', true),
      (2, 'bob', 7.25, DATE '1985-01-02', false),
      (3, 'carol', NULL, NULL, NULL);
    CREATE VIEW people_view AS SELECT id, name FROM people;
  `);
  conn.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  dataDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-duckdb-')));
  fs.writeFileSync(path.join(dataDir, 'secret.csv'), 'token\nhunter2\n');
  await createFixture(path.join(dataDir, 'warehouse.duckdb'));
  await createFixture(path.join(dataDir, 'other.duckdb'));
  const connection = await validateConnection('duckdb:///warehouse.duckdb', {
    dataDir,
    forbiddenFiles: [],
  });
  connector = createConnector(connection);
});

afterAll(async () => {
  await connector?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('DuckDB connector', () => {
  it('is created by the factory for duckdb URIs', () => {
    expect(connector).toBeInstanceOf(DuckDbConnector);
    expect(connector.backend).toBe('duckdb');
  });

  connectorContract(() => ({
    connector,
    schema: 'main',
    selectByName: 'SELECT id, name, score, born, active FROM people WHERE name = ?',
    // A cross join with a predicate over both sides: billions of rows to compare.
    slowSql:
      'SELECT count(*) FROM range(1000000000) a, range(1000000) b WHERE a.range + b.range = 7',
    manyRowsSql: 'SELECT range AS n FROM range(1000)',
    expectedColumnTypes: { id: /^INTEGER$/, name: /^VARCHAR$/, score: /^DOUBLE$/, born: /^DATE$/ },
  }));

  it.each([
    ["SELECT * FROM read_csv('/etc/passwd')", /Permission Error|disabled/],
    [`SELECT * FROM read_csv('${'secret.csv'}')`, /Permission Error|disabled/],
    ["SELECT * FROM '/etc/passwd'", /Catalog Error|Permission Error|disabled/],
    ["SELECT * FROM read_text('/etc/hostname')", /Permission Error|disabled/],
    ["COPY people TO '/tmp/panorama-leak.csv'", /Permission Error|disabled/],
    ["ATTACH 'other.duckdb' AS other", /Permission Error|disabled/],
    ['INSTALL httpfs', /Permission Error|disabled/],
    ['LOAD httpfs', /Permission Error|disabled|not found|IO Error/i],
    ['SET enable_external_access = true', /configuration has been locked/],
    ['SET lock_configuration = false', /configuration has been locked/],
    ['CREATE TABLE evil (x INTEGER)', /read-only/i],
    ["INSERT INTO people VALUES (9, 'mallory', 0, NULL, NULL)", /read-only/i],
  ])('refuses %s', async (sql, message) => {
    await expect(connector.run(sql, [], { timeoutMs: 5_000 })).rejects.toThrow(message);
  });

  it('opens the file read-only with external access off and the configuration locked', async () => {
    const result = await connector.run(
      `SELECT current_setting('access_mode') AS access_mode,
              current_setting('enable_external_access') AS external,
              current_setting('autoinstall_known_extensions') AS autoinstall,
              current_setting('autoload_known_extensions') AS autoload,
              current_setting('lock_configuration') AS locked`,
      [],
      { timeoutMs: 5_000 },
    );
    expect(result.rows[0]).toEqual({
      access_mode: 'read_only',
      external: false,
      autoinstall: false,
      autoload: false,
      locked: true,
    });
  });

  it('lets several connectors share the file', async () => {
    const second = createConnector(
      await validateConnection('duckdb:///warehouse.duckdb', { dataDir, forbiddenFiles: [] }),
    );
    try {
      const [a, b] = await Promise.all([
        connector.run('SELECT count(*) AS n FROM people', [], { timeoutMs: 5_000 }),
        second.run('SELECT count(*) AS n FROM people', [], { timeoutMs: 5_000 }),
      ]);
      expect(a.rows).toEqual([{ n: 3 }]);
      expect(b.rows).toEqual([{ n: 3 }]);
    } finally {
      await second.close();
    }
  });

  it('converts DuckDB values to plain JS', async () => {
    const result = await connector.run(
      `SELECT 9007199254740993::BIGINT AS big, 42::BIGINT AS small, 170141183460469231731687303715884105727::HUGEINT AS huge,
              1.25::DECIMAL(10,2) AS dec, TIMESTAMP '2024-01-02 03:04:05.678' AS ts, TIME '12:34:56' AS t,
              INTERVAL 1 DAY AS i, [1, 2]::BIGINT[] AS l, 'x'::BLOB AS b, NULL::INTEGER AS n`,
      [],
      { timeoutMs: 5_000 },
    );
    expect(result.columns).toEqual([
      { name: 'big', type: 'BIGINT' },
      { name: 'small', type: 'BIGINT' },
      { name: 'huge', type: 'HUGEINT' },
      { name: 'dec', type: 'DECIMAL(10,2)' },
      { name: 'ts', type: 'TIMESTAMP' },
      { name: 't', type: 'TIME' },
      { name: 'i', type: 'INTERVAL' },
      { name: 'l', type: 'BIGINT[]' },
      { name: 'b', type: 'BLOB' },
      { name: 'n', type: 'INTEGER' },
    ]);
    const row = result.rows[0]!;
    expect(row.big).toBe('9007199254740993');
    expect(row.small).toBe(42);
    expect(row.huge).toBe('170141183460469231731687303715884105727');
    expect(row.dec).toBe(1.25);
    expect(row.ts).toEqual(new Date('2024-01-02T03:04:05.678Z'));
    expect(row.t).toBe('12:34:56');
    expect(typeof row.i).toBe('string');
    expect(row.l).toEqual([1, 2]);
    expect(row.b).toBeInstanceOf(Uint8Array);
    expect(row.n).toBeNull();
  });

  it('binds dates, booleans and bigints', async () => {
    const result = await connector.run(
      'SELECT name FROM people WHERE born < ? AND active = ? AND id < ? ORDER BY id',
      [new Date('1991-01-01T00:00:00Z'), true, 10n],
      { timeoutMs: 5_000 },
    );
    expect(result.rows).toEqual([{ name: 'alice' }]);
  });

  it('closes idempotently, cancelling running queries, and refuses work afterwards', async () => {
    const own = DuckDbConnector.fromConnection(
      await validateConnection('duckdb:///other.duckdb', { dataDir, forbiddenFiles: [] }),
    );
    const running = own.run(
      'SELECT count(*) FROM range(1000000000) a, range(1000000) b WHERE a.range + b.range = 7',
      [],
      {
        timeoutMs: 30_000,
      },
    );
    running.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await own.close();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(running).rejects.toThrow();
    await expect(own.run('SELECT 1', [], { timeoutMs: 1_000 })).rejects.toThrow(/closed/);
    await expect(own.getSchemas()).rejects.toThrow(/closed/);
  });
});
