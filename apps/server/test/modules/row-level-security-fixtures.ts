/**
 * Shared set-up of the row-level-security and post-processed suites: a seeded DuckDB table of 60 orders registered as a dataset, chart
 * data calls, and an independent DuckDB connection that expected counts are computed with.
 */
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { TestApp } from '../support/test-app';
import { createDatabase, createDataset, writeDuckdb } from './datasets-fixtures';

export type Json = Record<string, unknown>;
export type Headers = Record<string, string>;

/** 60 orders: region by id % 4 (0 north, 1 south, 2 east, 3 west), year 2022 + id % 3, amount 1.5 × id. */
export const ORDERS_DDL = [
  `CREATE TABLE orders AS SELECT CAST(i AS INTEGER) AS id,
     CASE i % 4 WHEN 0 THEN 'north' WHEN 1 THEN 'south' WHEN 2 THEN 'east' ELSE 'west' END AS region,
     CAST(2022 + i % 3 AS INTEGER) AS year,
     CAST(i * 1.5 AS DOUBLE) AS amount
   FROM range(1, 61) t(i)`,
];

export const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };

export interface SeededOrders {
  /** The dataset id of `orders`. */
  orders: number;
  duckFile: string;
}

/** Writes the orders table and registers it as the dataset `orders` of database `rls`. */
export async function seedOrders(t: TestApp): Promise<SeededOrders> {
  const duckFile = path.join(t.dataDir, 'rls.duckdb');
  await writeDuckdb(duckFile, ORDERS_DDL);
  const databaseId = await createDatabase(t, {
    database_name: 'rls',
    sqlalchemy_uri: 'duckdb:///rls.duckdb',
  });
  const orders = await createDataset(t, {
    database: databaseId,
    schema: 'main',
    table_name: 'orders',
  });
  return { orders, duckFile };
}

/** COUNT(*) of the seeded table under a WHERE, computed by DuckDB directly. */
export async function independentCount(duckFile: string, where: string): Promise<number> {
  const instance = await DuckDBInstance.create(duckFile, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(
      `SELECT COUNT(*) AS n FROM orders WHERE ${where}`,
    );
    return Number((reader.getRowObjectsJS()[0] as { n: bigint | number }).n);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** POST /api/v1/chart/data with one query object on the dataset. */
export function chartData(
  t: TestApp,
  headers: Headers,
  datasetId: number,
  query: Json,
  extra: Json = {},
) {
  return t.post('/api/v1/chart/data', headers, {
    datasource: { id: datasetId, type: 'table' },
    queries: [query],
    ...extra,
  });
}
