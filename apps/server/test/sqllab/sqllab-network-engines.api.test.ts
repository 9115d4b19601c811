/**
 * SQL Lab on PostgreSQL and MariaDB (each only when reachable): the right numbers, and the
 * refusals specific to each engine (DML inside a CTE, sleeping and catalog functions, password
 * tables) answered with their messages while the table stays unchanged.
 */
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  onPostgres,
  PG_TEST_URL,
  postgresReachable,
  uniqueTableName,
} from '../modules/datasets-fixtures';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { storeVariants } from '../support/test-stores';
import { createSqlLabWorld, execute, SALES_ROWS, type SqlLabWorld } from './sqllab-fixtures';

const SELECT_ONLY = 'only SELECT statements are allowed against this database.';
const refusedKind = (kind: string) => `${kind} is not allowed: ${SELECT_ONLY}`;

async function onMariadb(statements: string[]): Promise<void> {
  const connection = await mysql.createConnection(SERVICE_URLS.mariadb);
  try {
    for (const statement of statements) await connection.query(statement);
  } finally {
    await connection.end();
  }
}

interface NetworkEngine {
  name: string;
  available: boolean;
  uri: string;
  run: (statements: string[]) => Promise<void>;
  /** [sql with {t} for the table, message] */
  refused: [string, string][];
}

const ENGINES: NetworkEngine[] = [
  {
    name: 'postgresql',
    available: await postgresReachable(),
    uri: PG_TEST_URL,
    run: onPostgres,
    refused: [
      ['DELETE FROM {t}', refusedKind('DELETE')],
      [
        'WITH d AS (DELETE FROM {t} RETURNING *) SELECT * FROM d',
        refusedKind('DELETE inside a CTE'),
      ],
      ['SELECT * INTO {t}_copy FROM {t}', refusedKind('SELECT INTO')],
      ['SELECT pg_sleep(10)', 'The function pg_sleep is not allowed'],
      ["SELECT pg_read_file('/etc/passwd')", 'The function pg_read_file is not allowed'],
      ['SELECT rolpassword FROM pg_authid', 'The table pg_authid is not allowed'],
    ],
  },
  {
    name: 'mariadb',
    available: await serviceAvailable('mariadb'),
    uri: SERVICE_URLS.mariadb,
    run: onMariadb,
    refused: [
      ['DELETE FROM {t}', refusedKind('DELETE')],
      ['UPDATE {t} SET amount = 0', refusedKind('UPDATE')],
      ['SELECT sleep(10)', 'The function sleep is not allowed'],
      ["SELECT load_file('/etc/passwd')", 'The function load_file is not allowed'],
      ['SELECT * FROM mysql.user', 'The table mysql.user is not allowed'],
    ],
  },
];

describe.each((await storeVariants()).slice(0, 1))(
  'SQL Lab on network engines ($name store)',
  (variant) => {
    let w: SqlLabWorld;

    beforeAll(async () => {
      w = await createSqlLabWorld(variant);
    });
    afterAll(async () => {
      await w?.t.dispose();
    });

    describe.each(ENGINES)('$name', (engine) => {
      const table = uniqueTableName('lab_sales');
      let dbId: number;

      beforeAll(async () => {
        if (!engine.available) return;
        const values = SALES_ROWS.map((r) => `(${r.id}, '${r.region}', ${r.amount})`).join(', ');
        await engine.run([
          `CREATE TABLE ${table} (id INTEGER, region VARCHAR(20), amount DOUBLE PRECISION)`,
          `INSERT INTO ${table} VALUES ${values}`,
        ]);
        dbId = await createDatabase(w.t, {
          database_name: `lab_${engine.name}`,
          sqlalchemy_uri: engine.uri,
          expose_in_sqllab: true,
        });
      });
      afterAll(async () => {
        if (engine.available) await engine.run([`DROP TABLE IF EXISTS ${table}`]);
      });

      async function totals(): Promise<unknown[]> {
        const res = await execute(w, w.admin, {
          database_id: dbId,
          sql: `SELECT region, COUNT(*) AS n, SUM(amount) AS total FROM ${table} GROUP BY region ORDER BY region`,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data as unknown[];
      }

      it.skipIf(!engine.available)(
        'refuses each write and unsafe call, data unchanged',
        async () => {
          const before = await totals();
          const north = SALES_ROWS.filter((r) => r.region === 'north');
          expect(before).toEqual([
            { region: 'north', n: north.length, total: north.reduce((s, r) => s + r.amount, 0) },
            { region: 'south', n: 1, total: 20 },
          ]);
          for (const [sql, message] of engine.refused) {
            const res = await execute(w, w.admin, {
              database_id: dbId,
              sql: sql.replaceAll('{t}', table),
            });
            expect(res.status, sql).toBe(400);
            expect(res.body.message, sql).toBe(message.replaceAll('{t}', table));
          }
          expect(await totals()).toEqual(before);
        },
      );
    });
  },
);
