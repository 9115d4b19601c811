import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConnection } from '../../src/engine/connection-uri';
import { createConnector } from '../../src/engine/connectors/create-connector';
import { SqliteConnector } from '../../src/engine/connectors/sqlite';
import { connectorContract } from './connector-contract';

let dataDir: string;
let connector: SqliteConnector;

function createFixture(file: string): void {
  const db = new Database(file);
  db.exec(`
    CREATE TABLE people (id INTEGER NOT NULL PRIMARY KEY, name VARCHAR(50), score REAL, born DATE, active BOOLEAN);
    INSERT INTO people VALUES
      (1, 'alice', 12.5, '1990-05-17', 1),
      (2, 'bob', 7.25, '1985-01-02', 0),
      (3, 'carol', NULL, NULL, NULL);
    CREATE VIEW people_view AS SELECT id, name FROM people;
    CREATE TABLE events (id INTEGER, happened_at DATETIME, big INTEGER);
    INSERT INTO events VALUES (1, '2024-01-02 03:04:05.678', 9007199254740993), (2, 'not a date', 5);
  `);
  db.close();
}

// A recursive CTE that counts to a billion: many seconds of pure SQLite C code.
const SLOW_SQL =
  'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(*) FROM c';

beforeAll(async () => {
  dataDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-sqlite-')));
  createFixture(path.join(dataDir, 'shop.db'));
  createFixture(path.join(dataDir, 'other.db'));
  const metadataStore = path.join(dataDir, 'panorama.db');
  createFixture(metadataStore);
  const connection = await validateConnection('sqlite:///shop.db', {
    dataDir,
    forbiddenFiles: [metadataStore],
  });
  const created = createConnector(connection);
  expect(created).toBeInstanceOf(SqliteConnector);
  connector = created as SqliteConnector;
});

afterAll(async () => {
  await connector?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SQLite connector', () => {
  connectorContract(() => ({
    connector,
    schema: 'main',
    selectByName: 'SELECT id, name, score, born, active FROM people WHERE name = ?',
    slowSql: SLOW_SQL,
    manyRowsSql:
      'WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 1000) SELECT n FROM c',
    expectedColumnTypes: {
      id: /^INTEGER$/,
      name: /^VARCHAR\(50\)$/,
      score: /^REAL$/,
      born: /^DATE$/,
    },
  }));

  it('kills the query process on timeout instead of letting it run on', async () => {
    const own = new SqliteConnector(path.join(dataDir, 'other.db'), { maxConnections: 1 });
    try {
      await expect(own.run(SLOW_SQL, [], { timeoutMs: 300 })).rejects.toMatchObject({
        status: 408,
      });
      expect(own.processCount).toBe(0);
      // A fresh process serves the next query.
      await expect(own.run('SELECT 1 AS x', [], { timeoutMs: 5_000 })).resolves.toMatchObject({
        rows: [{ x: 1 }],
      });
      expect(own.processCount).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('queues queries beyond its process limit and keeps each one’s deadline', async () => {
    const own = new SqliteConnector(path.join(dataDir, 'other.db'), { maxConnections: 1 });
    try {
      const slow = own.run(SLOW_SQL, [], { timeoutMs: 400 });
      const queued = own.run('SELECT 7 AS x', [], { timeoutMs: 5_000 });
      await expect(slow).rejects.toMatchObject({ status: 408 });
      await expect(queued).resolves.toMatchObject({ rows: [{ x: 7 }] });
    } finally {
      await own.close();
    }
  });

  it.each([
    ["ATTACH 'panorama.db' AS store", /Only statements that return rows/],
    ['CREATE TABLE evil (x INTEGER)', /Only statements that return rows/],
    ["INSERT INTO people (id, name) VALUES (9, 'mallory')", /Only statements that return rows/],
    ["VACUUM INTO 'copy.db'", /Only statements that return rows/],
    ["INSERT INTO people (id, name) VALUES (9, 'mallory') RETURNING id", /readonly|read-only/i],
    ["SELECT load_extension('/tmp/evil.so')", /not authorized|no such function/i],
    ['SELECT 1; SELECT 2', /more than one statement/i],
  ])('refuses %s', async (sql, message) => {
    await expect(connector.run(sql, [], { timeoutMs: 5_000 })).rejects.toThrow(message);
  });

  it('returns dates from DATE/DATETIME text, big integers exactly, and inferred expression types', async () => {
    const result = await connector.run(
      "SELECT id, happened_at, big, big * 2 AS doubled, 1.5 AS f, upper('x') AS s FROM events ORDER BY id",
      [],
      { timeoutMs: 5_000 },
    );
    expect(result.columns).toEqual([
      { name: 'id', type: 'INTEGER' },
      { name: 'happened_at', type: 'DATETIME' },
      { name: 'big', type: 'INTEGER' },
      { name: 'doubled', type: 'INTEGER' },
      { name: 'f', type: 'REAL' },
      { name: 's', type: 'TEXT' },
    ]);
    expect(result.rows[0]).toMatchObject({
      happened_at: new Date('2024-01-02T03:04:05.678Z'),
      big: '9007199254740993',
      doubled: '18014398509481986',
      f: 1.5,
      s: 'X',
    });
    expect(result.rows[1]).toMatchObject({ happened_at: 'not a date', big: 5 });
  });

  it('binds booleans and dates as SQLite stores them', async () => {
    const result = await connector.run(
      'SELECT name FROM people WHERE active = ? AND born < ? ORDER BY id',
      [true, new Date('1991-01-01T00:00:00Z')],
      { timeoutMs: 5_000 },
    );
    expect(result.rows).toEqual([{ name: 'alice' }]);
  });

  it('closes idempotently, killing running queries, and refuses work afterwards', async () => {
    const own = new SqliteConnector(path.join(dataDir, 'other.db'));
    await own.getSchemas();
    const running = own.run(SLOW_SQL, [], { timeoutMs: 30_000 });
    running.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    await own.close();
    await own.close();
    await expect(running).rejects.toThrow();
    expect(own.processCount).toBe(0);
    await expect(own.run('SELECT 1', [], { timeoutMs: 1_000 })).rejects.toThrow(/closed/);
    await expect(own.getSchemas()).rejects.toThrow(/closed/);
  });
});
