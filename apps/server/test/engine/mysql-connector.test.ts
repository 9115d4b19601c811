import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConnection, type ResolvedConnection } from '../../src/engine/connection-uri';
import type { AnalyticsConnector } from '../../src/engine/connectors/connector';
import { createConnector } from '../../src/engine/connectors/create-connector';
import { MysqlConnector } from '../../src/engine/connectors/mysql';
import { READ_ONLY_REFUSAL } from '../../src/engine/connectors/query-errors';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { connectorContract } from './connector-contract';
import { expectReadOnlySession, networkConnectorContract } from './network-connector-contract';

const tag = crypto.randomBytes(4).toString('hex');
/** MariaDB has no CREATE SCHEMA inside a database: the fixture is a scratch database. */
const schema = `panorama_engine_${tag}`;
const slowSql = `SELECT SLEEP(5) AS slept /* panorama-slow-${tag} */`;

describe.skipIf(!(await serviceAvailable('mariadb')))('MySQL/MariaDB connector', () => {
  let admin: mysql.Connection;
  let connection: ResolvedConnection;
  let connector: MysqlConnector;

  beforeAll(async () => {
    admin = await mysql.createConnection({ uri: SERVICE_URLS.mariadb, multipleStatements: true });
    await admin.query(`
      CREATE DATABASE ${schema};
      CREATE TABLE ${schema}.people (id INT NOT NULL, name VARCHAR(50), score DOUBLE, born DATE, active BOOLEAN);
      INSERT INTO ${schema}.people VALUES
        (1, 'alice', 12.5, '1990-05-17', true),
        (2, 'bob', 7.25, '1985-01-02', false),
        (3, 'carol', NULL, NULL, NULL);
      CREATE VIEW ${schema}.people_view AS SELECT id, name FROM ${schema}.people;
      CREATE TABLE ${schema}.numbers (n INT NOT NULL);
      INSERT INTO ${schema}.numbers
        SELECT a.d + 10 * b.d + 100 * c.d + 1 FROM
          (SELECT 0 d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9) a,
          (SELECT 0 d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9) b,
          (SELECT 0 d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9) c;
      CREATE TABLE ${schema}.kinds (
        big BIGINT, ubig BIGINT UNSIGNED, amount DECIMAL(10,2), dt DATETIME(3), ts TIMESTAMP NULL, d DATE, zero DATE,
        t TIME, y YEAR, txt TEXT, bin BLOB, e ENUM('a','b'), j JSON
      );
      SET SESSION sql_mode = '';
      INSERT INTO ${schema}.kinds VALUES (
        9007199254740993, 18446744073709551615, 1.25, '2024-01-02 03:04:05.678', '2024-01-02 03:04:05', '2024-01-02',
        '0000-00-00', '12:34:56', 2024, 'text', 'bytes', 'b', '{"a": 1}'
      );
    `);
    connection = await validateConnection(SERVICE_URLS.mariadb, { dataDir: '/nonexistent' });
    const created = createConnector(connection);
    expect(created).toBeInstanceOf(MysqlConnector);
    connector = created as MysqlConnector;
  });

  afterAll(async () => {
    await connector?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${schema}`);
    await admin?.end();
  });

  const isSlowQueryRunning = async () => {
    const [rows] = await admin.query(
      "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO = ? AND COMMAND <> 'Sleep'",
      [slowSql],
    );
    return Number((rows as { n: number }[])[0]?.n) > 0;
  };

  connectorContract(() => ({
    connector,
    schema,
    selectByName: `SELECT id, name, score, born, active FROM ${schema}.people WHERE name = ?`,
    slowSql,
    manyRowsSql: `SELECT n FROM ${schema}.numbers ORDER BY n`,
    isSlowQueryRunning,
    expectedColumnTypes: {
      id: /^INT(\(11\))?$/,
      name: /^VARCHAR\(50\)$/,
      score: /^DOUBLE$/,
      born: /^DATE$/,
    },
  }));

  it('converts MySQL values to plain JS', async () => {
    const result = await connector.run(`SELECT * FROM ${schema}.kinds`, [], { timeoutMs: 5_000 });
    expect(Object.fromEntries(result.columns.map((c) => [c.name, c.type]))).toMatchObject({
      big: 'BIGINT',
      amount: 'DECIMAL',
      dt: 'DATETIME',
      ts: 'TIMESTAMP',
      d: 'DATE',
      t: 'TIME',
      y: 'YEAR',
      txt: 'TEXT',
      bin: 'BLOB',
      e: 'ENUM',
    });
    expect(result.rows[0]).toMatchObject({
      big: '9007199254740993',
      ubig: '18446744073709551615',
      amount: 1.25,
      dt: new Date('2024-01-02T03:04:05.678Z'),
      d: new Date('2024-01-02T00:00:00Z'),
      zero: null,
      t: '12:34:56',
      y: 2024,
      txt: 'text',
      e: 'b',
    });
    expect(result.rows[0]?.bin).toBeInstanceOf(Uint8Array);
    expect(result.rows[0]?.ts).toBeInstanceOf(Date);
  });

  it('binds dates, booleans and bigints with prepared statements', async () => {
    const result = await connector.run(
      `SELECT name FROM ${schema}.people WHERE born < ? AND active = ? AND id < ? ORDER BY id`,
      [new Date('1991-01-01T00:00:00Z'), true, 10n],
      { timeoutMs: 5_000 },
    );
    expect(result.rows).toEqual([{ name: 'alice' }]);
  });

  it('refuses LOAD DATA LOCAL INFILE and several statements in one call', async () => {
    await expect(
      connector.run(`LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE ${schema}.people`, [], {
        timeoutMs: 5_000,
      }),
    ).rejects.toThrow();
    await expect(connector.run('SELECT 1; SELECT 2', [], { timeoutMs: 5_000 })).rejects.toThrow(
      /syntax/i,
    );
    const [rows] = await admin.query(`SELECT COUNT(*) AS n FROM ${schema}.people`);
    expect(Number((rows as { n: number }[])[0]?.n)).toBe(3);
  });

  it('keeps a single pooled session healthy across truncation, errors, timeouts and transactions', async () => {
    const own = new MysqlConnector(connection, { maxConnections: 1 });
    try {
      const many = `SELECT a.n FROM ${schema}.numbers a, ${schema}.numbers b`;
      for (let i = 0; i < 3; i++) {
        await expect(own.run(many, [], { timeoutMs: 5_000, maxRows: 5 })).resolves.toMatchObject({
          truncated: true,
        });
      }
      await expect(
        own.run('SELECT * FROM no_such_table_here', [], { timeoutMs: 5_000 }),
      ).rejects.toMatchObject({
        code: 'QUERY',
      });
      await expect(own.run('SELECT SLEEP(2)', [], { timeoutMs: 200 })).rejects.toMatchObject({
        status: 408,
      });
      await own.run('START TRANSACTION', [], { timeoutMs: 5_000 });
      const inTx = await own.run('SELECT @@in_transaction AS tx', [], { timeoutMs: 5_000 });
      expect(inTx.rows).toEqual([{ tx: 0 }]);
      const timeout = await own.run('SELECT @@max_statement_time AS t', [], { timeoutMs: 5_000 });
      expect(Number(timeout.rows[0]?.t)).toBeGreaterThan(0);
      expect(
        (await own.run(`SELECT n FROM ${schema}.numbers`, [], { timeoutMs: 5_000 })).rows,
      ).toHaveLength(1000);
    } finally {
      await own.close();
    }
  });

  it('runs every query in a read-only transaction when the database allows no DML', async () => {
    await admin.query(`CREATE TABLE ${schema}.kept (id INT)`);
    await admin.query(`INSERT INTO ${schema}.kept VALUES (1), (2)`);
    await admin.query(`CREATE FUNCTION ${schema}.purge_kept() RETURNS INT MODIFIES SQL DATA
      BEGIN DELETE FROM ${schema}.kept; RETURN 1; END`);
    const kept = async (on: AnalyticsConnector) =>
      (await on.run(`SELECT COUNT(*) AS n FROM ${schema}.kept`, [], { timeoutMs: 5_000 })).rows;
    await expectReadOnlySession(
      {
        connection,
        open: (own, options) => new MysqlConnector(own, options),
        schema,
        manySql: `SELECT a.n FROM ${schema}.numbers a, ${schema}.numbers b`,
        kept,
      },
      async (readOnly) => {
        for (const sql of [
          `SELECT ${schema}.purge_kept() AS purged`,
          `INSERT INTO ${schema}.kept VALUES (3)`,
          // DDL commits implicitly, ending any transaction: the session itself is read-only too.
          `CREATE TABLE ${schema}.made (id INT)`,
        ]) {
          await expect(readOnly.run(sql, [], { timeoutMs: 5_000 }), sql).rejects.toMatchObject({
            errorType: 'DML_NOT_ALLOWED_ERROR',
            message: expect.stringContaining(READ_ONLY_REFUSAL) as unknown,
          });
        }
        expect(await kept(readOnly)).toEqual([{ n: 2 }]);
      },
    );
  });

  networkConnectorContract(() => ({
    connection,
    open: (own, options) => new MysqlConnector(own, options),
    missingDatabase: `no_such_db_${tag}`,
    slowSql,
    isSlowQueryRunning,
    killSettleMs: 200,
  }));
});
