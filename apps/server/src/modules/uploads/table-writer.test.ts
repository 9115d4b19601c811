/**
 * fail / replace / append on real engines: DuckDB and SQLite files through their writable sinks
 * (one transaction), PostgreSQL and MariaDB through their connectors (staging and swap) when the
 * services are reachable. A failure midway must leave the target table exactly as it was.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '@panorama/core/errors/app-error';
import { validateConnection } from '../../engine/connection-uri';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import { createConnector } from '../../engine/connectors/create-connector';
import { SERVICE_URLS, serviceAvailable } from '../../../test/support/services';
import type { UploadColumn } from './column-plan';
import type { BindValue } from './column-types';
import {
  ConnectorTableSink,
  DuckDbTableSink,
  SqliteTableSink,
  type TableSink,
} from './table-sinks';
import { writeTable, type WritePlan } from './table-writer';
import type { ExistsPolicy } from './upload-types';

const columns: UploadColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'amount', type: 'float' },
  { name: 'label', type: 'text' },
  { name: 'day', type: 'date' },
];

async function* batchesOf(rows: BindValue[][], failAfter?: number): AsyncGenerator<BindValue[][]> {
  let sent = 0;
  for (const row of rows) {
    if (failAfter !== undefined && sent === failAfter) throw new Error('the file broke midway');
    yield [row];
    sent++;
  }
}

function rows(from: number, to: number): BindValue[][] {
  const out: BindValue[][] = [];
  for (let i = from; i <= to; i++)
    out.push([i, i / 2, `row ${i}`, `2024-01-${String(i).padStart(2, '0')}`]);
  return out;
}

const sumTo = (a: number, b: number) => ((b - a + 1) * (a + b)) / 2;

interface Engine {
  name: string;
  available: boolean;
  schema: string;
  open(): Promise<TableSink>;
  /** count(*) and sum(id) of the table, read with a separate handle. */
  totals(table: string): Promise<{ count: number; sum: number } | null>;
  tableNames(): Promise<string[]>;
  cleanup(): Promise<void>;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-writer-'));
const tag = crypto.randomBytes(4).toString('hex');

function duckEngine(): Engine {
  const file = path.join(dir, 'w.duckdb');
  return {
    name: 'DuckDB',
    available: true,
    schema: 'main',
    async open() {
      if (!fs.existsSync(file)) (await DuckDBInstance.create(file)).closeSync();
      return DuckDbTableSink.open(file);
    },
    async totals(table) {
      const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
      const connection = await instance.connect();
      try {
        const exists = await connection.runAndReadAll(
          'SELECT count(*) FROM information_schema.tables WHERE table_name = ?',
          [table],
        );
        if (Number(exists.getRows()[0]?.[0]) === 0) return null;
        const result = await connection.runAndReadAll(
          `SELECT count(*), coalesce(sum(id), 0) FROM "${table}"`,
        );
        const [count, sum] = result.getRows()[0] ?? [];
        return { count: Number(count), sum: Number(sum) };
      } finally {
        connection.closeSync();
        instance.closeSync();
      }
    },
    async tableNames() {
      const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
      const connection = await instance.connect();
      try {
        const result = await connection.runAndReadAll(
          'SELECT table_name FROM information_schema.tables',
        );
        return result.getRows().map((r) => String(r[0]));
      } finally {
        connection.closeSync();
        instance.closeSync();
      }
    },
    cleanup: () => Promise.resolve(),
  };
}

function sqliteEngine(): Engine {
  const file = path.join(dir, 'w.sqlite');
  return {
    name: 'SQLite',
    available: true,
    schema: 'main',
    open() {
      if (!fs.existsSync(file)) new Database(file).close();
      return Promise.resolve(new SqliteTableSink(file));
    },
    totals(table) {
      const db = new Database(file, { readonly: true });
      try {
        const exists = db.prepare('SELECT 1 FROM sqlite_schema WHERE name = ?').get(table);
        if (!exists) return Promise.resolve(null);
        const row = db
          .prepare(`SELECT count(*) AS count, coalesce(sum(id), 0) AS sum FROM "${table}"`)
          .get() as { count: number; sum: number };
        return Promise.resolve({ count: row.count, sum: row.sum });
      } finally {
        db.close();
      }
    },
    tableNames() {
      const db = new Database(file, { readonly: true });
      try {
        const names = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all();
        return Promise.resolve((names as { name: string }[]).map((r) => r.name));
      } finally {
        db.close();
      }
    },
    cleanup: () => Promise.resolve(),
  };
}

async function networkEngine(
  name: string,
  service: 'postgres' | 'mariadb',
  schemaFor: (connector: AnalyticsConnector) => Promise<string>,
): Promise<Engine> {
  const available = await serviceAvailable(service);
  let connector: AnalyticsConnector | undefined;
  let schema = '';
  const engine: Engine = {
    name,
    available,
    get schema() {
      return schema;
    },
    async open() {
      const url = new URL(SERVICE_URLS[service]);
      url.pathname = '/test';
      const connection = await validateConnection(url.toString(), { dataDir: dir });
      if (!connector) {
        connector = createConnector(connection);
        schema = await schemaFor(connector);
      }
      // The sink owns (and closes) its connector, as uploads give it one of its own.
      return new ConnectorTableSink(createConnector(connection));
    },
    async totals(table) {
      if (!connector) return null;
      const tables = await connector.getTables(schema);
      if (!tables.some((t) => t.name === table)) return null;
      const q = service === 'postgres' ? `"${schema}"."${table}"` : `\`${schema}\`.\`${table}\``;
      const result = await connector.run(`SELECT count(*) AS n, sum(id) AS s FROM ${q}`, [], {
        timeoutMs: 10_000,
      });
      const row = result.rows[0] ?? {};
      return { count: Number(row.n), sum: Number(row.s ?? 0) };
    },
    async tableNames() {
      return connector ? (await connector.getTables(schema)).map((t) => t.name) : [];
    },
    async cleanup() {
      if (!connector) return;
      if (service === 'postgres')
        await connector.run(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`, [], { timeoutMs: 10_000 });
      else
        for (const t of await connector.getTables(schema))
          if (t.name.includes(tag))
            await connector.run(`DROP TABLE \`${schema}\`.\`${t.name}\``, [], {
              timeoutMs: 10_000,
            });
      await connector.close();
    },
  };
  return engine;
}

const engines: Engine[] = [
  duckEngine(),
  sqliteEngine(),
  await networkEngine('PostgreSQL', 'postgres', async (connector) => {
    const schema = `pn_upload_${tag}`;
    await connector.run(`CREATE SCHEMA "${schema}"`, [], { timeoutMs: 10_000 });
    return schema;
  }),
  await networkEngine('MariaDB', 'mariadb', () => Promise.resolve('test')),
];

afterAll(async () => {
  for (const engine of engines) await engine.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function write(
  engine: Engine,
  table: string,
  policy: ExistsPolicy,
  data: BindValue[][],
  failAfter?: number,
) {
  const sink = await engine.open();
  const plan: WritePlan = {
    schema: engine.schema,
    table,
    columns,
    policy,
    batches: batchesOf(data, failAfter),
  };
  try {
    await writeTable(sink, plan);
  } finally {
    await sink.close();
  }
}

async function failure(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await work;
  } catch (err) {
    if (isAppError(err)) return { status: err.status, message: err.message };
    return { status: 0, message: String(err) };
  }
  throw new Error('expected a failure');
}

describe.each(engines)('writing an upload into $name', (engine) => {
  it.skipIf(!engine.available)('creates, refuses with fail, replaces and appends', async () => {
    const table = `sales_${tag}`;
    await write(engine, table, 'fail', rows(1, 5));
    expect(await engine.totals(table)).toEqual({ count: 5, sum: sumTo(1, 5) });

    expect(await failure(write(engine, table, 'fail', rows(6, 6)))).toMatchObject({
      status: 422,
      message: expect.stringContaining('Table already exists.') as string,
    });
    expect(await engine.totals(table)).toEqual({ count: 5, sum: sumTo(1, 5) });

    await write(engine, table, 'replace', rows(10, 12));
    expect(await engine.totals(table)).toEqual({ count: 3, sum: sumTo(10, 12) });

    await write(engine, table, 'append', rows(20, 21));
    expect(await engine.totals(table)).toEqual({ count: 5, sum: sumTo(10, 12) + sumTo(20, 21) });
  });

  it.skipIf(!engine.available)(
    'leaves the table as it was when the data breaks midway',
    async () => {
      const table = `atomic_${tag}`;
      await write(engine, table, 'fail', rows(1, 3));
      const before = { count: 3, sum: sumTo(1, 3) };
      await expect(write(engine, table, 'replace', rows(4, 9), 2)).rejects.toThrow(
        'the file broke midway',
      );
      expect(await engine.totals(table)).toEqual(before);
      await expect(write(engine, table, 'append', rows(4, 9), 2)).rejects.toThrow(
        'the file broke midway',
      );
      expect(await engine.totals(table)).toEqual(before);
      await expect(write(engine, `never_${tag}`, 'fail', rows(1, 9), 3)).rejects.toThrow(
        'the file broke midway',
      );
      expect(await engine.totals(`never_${tag}`)).toBeNull();
      // No staging table is left behind.
      expect((await engine.tableNames()).filter((name) => name.includes('__upload_'))).toEqual([]);
    },
  );

  it.skipIf(!engine.available)('refuses to append a column the table does not have', async () => {
    const table = `narrow_${tag}`;
    const sink = await engine.open();
    try {
      await writeTable(sink, {
        schema: engine.schema,
        table,
        columns: [{ name: 'id', type: 'integer' }],
        policy: 'fail',
        batches: batchesOf([[1]]),
      });
    } finally {
      await sink.close();
    }
    expect(await failure(write(engine, table, 'append', rows(1, 1)))).toEqual({
      status: 422,
      message:
        "The table has no column named 'amount', 'label', 'day'. Appending needs every column of the file to exist in the table.",
    });
  });
});
