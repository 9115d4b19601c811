/**
 * The four engines seeded with the same rows: DuckDB and SQLite in temporary files, PostgreSQL in
 * a fresh schema of database `test`, MariaDB in a fresh database (both dropped afterwards, and
 * only when the service is reachable). Each comes with the real connector the server uses and a
 * CompileDatasource built from the connector's own column introspection.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { normalizeQueryObject, queryObjectSchema } from '@panorama/core/query/query-object';
import type { CompileDatasource } from '@panorama/sql/compile/compile-datasource';
import {
  compileQuery,
  type CompileOptions,
  type CompiledQuery,
} from '@panorama/sql/compile/compile-query';
import type { DialectName } from '@panorama/sql/dialects/dialect';
import { validateConnection } from '../../src/engine/connection-uri';
import type { AnalyticsConnector } from '../../src/engine/connectors/connector';
import { createConnector } from '../../src/engine/connectors/create-connector';
import { DuckDbConnector } from '../../src/engine/connectors/duckdb';
import { SqliteConnector } from '../../src/engine/connectors/sqlite';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { timestampText, type SeedRow } from './seed-rows';

export interface Engine {
  name: DialectName;
  connector: AnalyticsConnector;
  datasource: CompileDatasource;
}

const TABLE = 'events';
const COLUMNS = ['id', 'ts', 'day', 'epoch_s', 'category', 'qty', 'price', 'flag', 'note'];

type Cell = string | number | boolean | null;

function cells(row: SeedRow, booleanAs: 'boolean' | 'number' = 'boolean'): Cell[] {
  const flag = row.flag === null || booleanAs === 'boolean' ? row.flag : Number(row.flag);
  return [
    row.id,
    row.ts ? timestampText(row.ts) : null,
    row.day,
    row.epoch_s,
    row.category,
    row.qty,
    row.price,
    flag,
    row.note,
  ];
}

async function datasourceOf(
  connector: AnalyticsConnector,
  schema: string,
  tableSchema: string | null,
): Promise<CompileDatasource> {
  const columns = await connector.getColumns(schema, TABLE);
  if (columns.length !== COLUMNS.length) throw new Error(`seeded table not found in ${schema}`);
  return {
    tableName: TABLE,
    schema: tableSchema,
    sql: null,
    mainDttmCol: 'ts',
    columns: [
      ...columns.map((c) => ({
        column_name: c.name,
        expression: null,
        type: c.type,
        is_dttm: c.name === 'ts' || c.name === 'day' || c.name === 'epoch_s',
        python_date_format: c.name === 'epoch_s' ? 'epoch_s' : null,
      })),
      { column_name: 'qty_x2', expression: 'qty * 2', type: 'INTEGER', is_dttm: false },
    ],
    metrics: [
      { metric_name: 'rows', expression: 'COUNT(*)' },
      { metric_name: 'total_qty', expression: 'SUM(qty)' },
    ],
  };
}

/**
 * The engines of one test file: opened before its first test and closed after its last. The
 * returned list is filled in place when the file starts, so tests can close over it.
 */
export function useEngines(rows: SeedRow[]): Engine[] {
  const engines: Engine[] = [];
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const opened = await openEngines(rows);
    engines.push(...opened.engines);
    close = opened.close;
  });
  afterAll(async () => {
    await close();
  });
  return engines;
}

/** Opens every engine available here; `close` releases them and drops what was created. */
export async function openEngines(
  rows: SeedRow[],
): Promise<{ engines: Engine[]; close: () => Promise<void> }> {
  const engines: Engine[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-sql-engines-')));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));

    // DuckDB: seeded through the driver, then opened read-only by the connector.
    const duckFile = path.join(dir, 'events.duckdb');
    const instance = await DuckDBInstance.create(duckFile);
    const duck = await instance.connect();
    await duck.run(
      `CREATE TABLE ${TABLE} (id INTEGER NOT NULL, ts TIMESTAMP, day DATE, epoch_s BIGINT,
       category VARCHAR, qty INTEGER, price DOUBLE, flag BOOLEAN, note VARCHAR)`,
    );
    for (const row of rows) {
      await duck.run(
        `INSERT INTO ${TABLE} VALUES (?, CAST(? AS TIMESTAMP), CAST(? AS DATE), ?, ?, ?, ?, ?, ?)`,
        cells(row),
      );
    }
    duck.closeSync();
    instance.closeSync();
    const duckConnector = new DuckDbConnector(duckFile);
    cleanups.push(() => duckConnector.close());
    engines.push({
      name: 'duckdb',
      connector: duckConnector,
      datasource: await datasourceOf(duckConnector, 'main', null),
    });

    // SQLite: dates as ISO text, booleans as 0/1, as SQLAlchemy stores them.
    const sqliteFile = path.join(dir, 'events.db');
    const db = new Database(sqliteFile);
    db.exec(
      `CREATE TABLE ${TABLE} (id INTEGER NOT NULL, ts DATETIME, day DATE, epoch_s BIGINT,
       category VARCHAR(20), qty INTEGER, price REAL, flag BOOLEAN, note VARCHAR(40))`,
    );
    const insert = db.prepare(`INSERT INTO ${TABLE} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => rows.forEach((row) => insert.run(...cells(row, 'number'))))();
    db.close();
    const sqliteConnector = new SqliteConnector(sqliteFile);
    cleanups.push(() => sqliteConnector.close());
    engines.push({
      name: 'sqlite',
      connector: sqliteConnector,
      datasource: await datasourceOf(sqliteConnector, 'main', null),
    });

    const tag = crypto.randomBytes(4).toString('hex');
    const scratch = `panorama_sql_${tag}`;

    if (await serviceAvailable('postgres')) {
      const url = new URL(SERVICE_URLS.postgres);
      url.pathname = '/test';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      cleanups.push(async () => {
        await admin.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`);
        await admin.end();
      });
      await admin.query(
        `CREATE SCHEMA ${scratch};
         CREATE TABLE ${scratch}.${TABLE} (id integer NOT NULL, ts timestamp, day date, epoch_s bigint,
           category varchar(20), qty integer, price double precision, flag boolean, note varchar(40))`,
      );
      const values = rows
        .map((_, r) => `(${COLUMNS.map((__, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`)
        .join(', ');
      await admin.query(
        `INSERT INTO ${scratch}.${TABLE} VALUES ${values}`,
        rows.flatMap((row) => cells(row)),
      );
      const connector = createConnector(
        await validateConnection(url.toString(), { dataDir: '/nonexistent' }),
      );
      cleanups.push(() => connector.close());
      engines.push({
        name: 'postgresql',
        connector,
        datasource: await datasourceOf(connector, scratch, scratch),
      });
    }

    if (await serviceAvailable('mariadb')) {
      const admin = await mysql.createConnection({ uri: SERVICE_URLS.mariadb });
      cleanups.push(async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
        await admin.end();
      });
      await admin.query(`CREATE DATABASE ${scratch}`);
      // A binary collation: text compares case-sensitively, as on the other engines.
      await admin.query(
        `CREATE TABLE ${scratch}.${TABLE} (id INT NOT NULL, ts DATETIME, day DATE, epoch_s BIGINT,
         category VARCHAR(20), qty INT, price DOUBLE, flag BOOLEAN, note VARCHAR(40))
         DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin`,
      );
      await admin.query(`INSERT INTO ${scratch}.${TABLE} VALUES ?`, [rows.map((r) => cells(r))]);
      const connector = createConnector(
        await validateConnection(SERVICE_URLS.mariadb, { dataDir: '/nonexistent' }),
      );
      cleanups.push(() => connector.close());
      engines.push({
        name: 'mysql',
        connector,
        datasource: await datasourceOf(connector, scratch, scratch),
      });
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { engines, close };
}

/** Time ranges as the tests write them: `A : B` with ISO dates or datetimes, or `No filter`. */
export const resolveTimeRange: CompileOptions['resolveTimeRange'] = (range) => {
  if (range === 'No filter') return { since: null, until: null };
  const [since, until] = range.split(' : ').map((part) => {
    const text = part.trim();
    return text ? new Date(`${text.length === 10 ? `${text}T00:00:00` : text}Z`) : null;
  });
  return { since: since ?? null, until: until ?? null };
};

export type Value = string | number | boolean | null;

/**
 * One representation per value whatever the engine: timestamps (Dates, or SQLite's text) as
 * `YYYY-MM-DD HH:mm:ss`, numbers rounded to 6 decimals (AVG differs in the last bits).
 */
export function normalize(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return timestampText(value);
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number') return Math.round(value * 1e6) / 1e6 + 0;
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} 00:00:00`;
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
    return value;
  }
  if (typeof value === 'boolean') return value;
  return String(value);
}

export function compileFor(
  engine: Engine,
  raw: Record<string, unknown>,
  options: Partial<CompileOptions> = {},
): CompiledQuery {
  const query = normalizeQueryObject(queryObjectSchema.parse(raw));
  return compileQuery(query, engine.datasource, {
    dialect: engine.name,
    resolveTimeRange,
    ...options,
  });
}

/** Runs a query object on an engine; rows as arrays in the compiled column order. */
export async function runQuery(
  engine: Engine,
  raw: Record<string, unknown>,
  options: Partial<CompileOptions> = {},
): Promise<Value[][]> {
  const compiled = compileFor(engine, raw, options);
  const result = await engine.connector.run(compiled.sql, compiled.params, { timeoutMs: 30_000 });
  return result.rows.map((row) => compiled.columnAliases.map((alias) => normalize(row[alias])));
}
