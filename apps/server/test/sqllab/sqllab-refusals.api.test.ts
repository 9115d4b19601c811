/**
 * What SQL Lab refuses, through the API on the engines the server embeds: every kind of write
 * (DML, DDL, COPY, ATTACH, INSTALL, LOAD, PRAGMA, SET, DML inside a CTE, SELECT INTO, EXPORT
 * DATABASE) on a database without allow_dml, deny-listed functions and catalog tables, anything
 * that does not parse, and tables the user was not granted. Each answer carries its message, the
 * refused run is in the history as failed, and the data is unchanged afterwards. Read-only SQL
 * that only looks dangerous runs.
 */
import { describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createSqlLabWorld, execute, SALES_ROWS } from './sqllab-fixtures';
import { useWorld } from '../support/use-world';

const SELECT_ONLY = 'only SELECT statements are allowed against this database.';
const refusedKind = (kind: string) => `${kind} is not allowed: ${SELECT_ONLY}`;

/** [engine, sql, message] */
const REFUSED: [engine: 'duckdb' | 'sqlite', sql: string, message: string][] = [
  ['duckdb', "INSERT INTO sales VALUES (9, 'west', 1, NULL, NULL)", refusedKind('INSERT')],
  ['duckdb', 'UPDATE sales SET amount = 0', refusedKind('UPDATE')],
  ['duckdb', 'DELETE FROM sales', refusedKind('DELETE')],
  ['duckdb', 'DROP TABLE sales', refusedKind('DROP')],
  ['duckdb', 'CREATE TABLE copy_of_sales AS SELECT * FROM sales', refusedKind('CREATE')],
  ['duckdb', "COPY sales TO 'sales.csv'", refusedKind('COPY')],
  ['duckdb', "ATTACH 'panorama.db' AS meta", refusedKind('ATTACH')],
  ['duckdb', 'INSTALL httpfs', refusedKind('INSTALL')],
  ['duckdb', 'LOAD httpfs', refusedKind('LOAD')],
  ['duckdb', 'PRAGMA database_list', refusedKind('PRAGMA')],
  ['duckdb', 'SET enable_external_access = true', refusedKind('SET')],
  ['duckdb', "EXPORT DATABASE 'dump'", refusedKind('EXPORT DATABASE')],
  [
    'duckdb',
    'WITH gone AS (DELETE FROM sales RETURNING *) SELECT * FROM gone',
    refusedKind('DELETE inside a CTE'),
  ],
  ['duckdb', 'SELECT * INTO backup FROM sales', refusedKind('SELECT INTO')],
  ['duckdb', 'SELECT 1; DELETE FROM sales', refusedKind('DELETE')],
  ['duckdb', "SELECT * FROM read_csv('/etc/passwd')", 'The function read_csv is not allowed'],
  [
    'duckdb',
    "SELECT * FROM sqlite_scan('panorama.db', 'users')",
    'The function sqlite_scan is not allowed',
  ],
  ['duckdb', 'SELECT version()', 'The function version is not allowed'],
  [
    'duckdb',
    'SELECT * FROM information_schema.tables',
    'The table information_schema.tables is not allowed',
  ],
  ['sqlite', 'DELETE FROM sales', refusedKind('DELETE')],
  ['sqlite', "ATTACH DATABASE 'panorama.db' AS meta", refusedKind('ATTACH')],
  ['sqlite', 'PRAGMA writable_schema = 1', refusedKind('PRAGMA')],
  ['sqlite', 'WITH gone AS (SELECT 1) DELETE FROM sales', refusedKind('DELETE')],
  ['sqlite', "SELECT load_extension('evil')", 'The function load_extension is not allowed'],
  ['sqlite', 'SELECT sql FROM sqlite_master', 'The table sqlite_master is not allowed'],
];

describe.each((await storeVariants()).slice(0, 1))('SQL Lab refusals on $name', (variant) => {
  const w = useWorld(() => createSqlLabWorld(variant));

  const databaseOf = (engine: 'duckdb' | 'sqlite') => (engine === 'duckdb' ? w.duckId : w.sqliteId);

  async function salesRows(engine: 'duckdb' | 'sqlite'): Promise<unknown[]> {
    const res = await execute(w, w.admin, {
      database_id: databaseOf(engine),
      sql: 'SELECT id, region, amount FROM sales ORDER BY id',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as unknown[];
  }

  it.each(REFUSED)('%s refuses %s', async (engine, sql, message) => {
    const clientId = `refused_${Math.random().toString(36).slice(2, 10)}`;
    const res = await execute(w, w.admin, {
      database_id: databaseOf(engine),
      sql,
      client_id: clientId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    const row = await w.t.container.sqlLab.queries.repo.findByClientId(clientId);
    expect(row?.status).toBe('failed');
    expect(row?.error_message).toBe(message);
    expect(await salesRows(engine)).toEqual(SALES_ROWS);
  });

  it.each([
    ['duckdb', 'SELECT amount FROM sales WHERE'],
    ['duckdb', 'SELECT (amount FROM sales'],
    ['sqlite', "SELECT 'unterminated FROM sales"],
  ] as const)('%s refuses SQL it cannot parse: %s', async (engine, sql) => {
    const res = await execute(w, w.admin, { database_id: databaseOf(engine), sql });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/^Unable to parse SQL: /);
  });

  it.each([
    ['duckdb', "SELECT 'DROP TABLE sales; DELETE FROM sales' AS text, COUNT(*) AS n FROM sales"],
    ['sqlite', 'SELECT COUNT(*) AS n FROM sales WHERE delete_flag = 0'],
    ['sqlite', "SELECT 'DROP' AS text, COUNT(*) AS n FROM sales -- DELETE FROM sales"],
  ] as const)('%s runs read-only SQL that only looks dangerous: %s', async (engine, sql) => {
    const res = await execute(w, w.admin, { database_id: databaseOf(engine), sql });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = res.body.data as { n: number }[];
    expect(row?.n).toBe(SALES_ROWS.length);
  });

  it('refuses tables the user was not granted, naming them', async () => {
    const res = await execute(w, w.analyst.headers, {
      sql: 'SELECT s.id, x.token FROM sales s JOIN secrets x ON x.id = s.id',
    });
    expect(res.status).toBe(403);
    const message =
      'You need access to the following tables: `main.secrets`, `all_database_access` or `all_datasource_access` permission';
    expect(res.body).toEqual({
      message,
      error_type: 'TABLE_SECURITY_ACCESS_ERROR',
      errors: [{ message, error_type: 'TABLE_SECURITY_ACCESS_ERROR', level: 'error' }],
    });
    // A table hidden in a CTE or a sub-query is found too.
    const nested = await execute(w, w.analyst.headers, {
      sql: 'WITH s AS (SELECT * FROM (SELECT token FROM main.secrets) q) SELECT * FROM s',
    });
    expect(nested.status).toBe(403);
    // The granted table alone runs.
    const granted = await execute(w, w.analyst.headers, { sql: 'SELECT COUNT(*) AS n FROM sales' });
    expect(granted.status).toBe(200);
  });

  it('passes writes to the engine where DML is allowed; file engines stay read-only', async () => {
    const update = await w.t.put(`/api/v1/database/${w.sqliteId}`, w.admin, { allow_dml: true });
    expect(update.statusCode, update.body).toBe(200);
    try {
      // The guard lets it through; the file is opened read-only, so the engine refuses it.
      const res = await execute(w, w.admin, {
        database_id: w.sqliteId,
        sql: "INSERT INTO sales VALUES (4, 'west', 1.5, 0) RETURNING id",
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('attempt to write a readonly database');
      expect(await salesRows('sqlite')).toEqual(SALES_ROWS);
      // Deny-listed functions stay refused whatever the DML setting.
      const fn = await execute(w, w.admin, {
        database_id: w.sqliteId,
        sql: "SELECT load_extension('evil')",
      });
      expect(fn.body.message).toBe('The function load_extension is not allowed');
    } finally {
      await w.t.put(`/api/v1/database/${w.sqliteId}`, w.admin, { allow_dml: false });
    }
  });
});
