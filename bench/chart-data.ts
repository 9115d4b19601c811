/**
 * Chart-data overhead and throughput on the example flights table (3,000,000 rows). For a few
 * typical chart queries it measures the raw DuckDB time of the very SQL the server runs (the
 * compiled SQL and parameters on a fresh read-only connection), the cold API time (force=true,
 * over HTTP), their ratio (target ≤ 1.3x), and cached requests per second with autocannon
 * (10 connections, 5 s, in a worker thread; target > 3,000). Medians of `--runs` runs (7).
 *
 *   npx tsx bench/chart-data.ts [--runs 7] [--seconds 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, DuckDBTimestampValue, type DuckDBValue } from '@duckdb/node-api';
import { normalizeQueryObject, queryObjectSchema } from '@panorama/core/query/query-object';
import { buildApp } from '../apps/server/src/app';
import { bootstrap } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { createContainer } from '../apps/server/src/container';
import { loadChartDatasource } from '../apps/server/src/engine/chart-data/chart-datasource';
import { compileFor } from '../apps/server/src/engine/chart-data/query-execution';
import { effectiveRowLimit } from '../apps/server/src/engine/chart-data/result-type-queries';
import { ChartDataRepository } from '../apps/server/src/modules/chart-data/chart-data.repository';
import { NO_ROW_LEVEL_FILTERS } from '../apps/server/src/modules/row-level-security/row-level-filters';
import { examplesDuckdbPath } from '../apps/server/src/examples/examples-database';
import { MONTH_AXIS } from './support/flightsFixtures';
import { numberArgument } from './support/cliArgument';
import { autocannon } from './support/autocannon';

const RUNS = numberArgument('runs', 7);
const SECONDS = numberArgument('seconds', 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const topDestinations = {
  columns: [MONTH_AXIS, 'destination'],
  metrics: ['count'],
  series_columns: ['destination'],
  series_limit: 10,
  series_limit_metric: 'count',
  order_desc: true,
  time_range: 'No filter',
};
const CASES: { name: string; query: Record<string, unknown> }[] = [
  {
    name: 'group-by origin, filtered',
    query: {
      columns: ['origin'],
      metrics: ['count', 'avg_delay'],
      filters: [
        { col: 'distance', op: '>', val: 500 },
        { col: 'delay', op: '>', val: 0 },
      ],
      granularity: 'date',
      time_range: '2001-02-01 : 2001-05-01',
      orderby: [['count', false]],
      row_limit: 10000,
    },
  },
  {
    name: 'monthly time series P1M',
    query: { columns: [MONTH_AXIS], metrics: ['count', 'avg_delay'], time_range: 'No filter' },
  },
  { name: 'top-10 destinations by month', query: topDestinations },
  {
    name: 'pivot (top-10 destinations)',
    query: {
      ...topDestinations,
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['date'],
            columns: ['destination'],
            aggregates: { count: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    },
  },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-bench-chart-data-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
  ADMIN_PASSWORD: 'bench-admin-password',
  LOAD_EXAMPLES: 'true',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
});
const container = createContainer(config);
const app = await buildApp(container, { logger: false, serveWeb: false });
await bootstrap(container, app.log);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const login = await fetch(`${address}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password', provider: 'db' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const flights = await container.store.db
    .selectFrom('datasets')
    .select('id')
    .where('table_name', '=', 'flights')
    .executeTakeFirstOrThrow();
  const datasource = await loadChartDatasource(
    new ChartDataRepository(container.store.db),
    flights.id,
    NO_ROW_LEVEL_FILTERS,
  );

  const duck = await DuckDBInstance.create(examplesDuckdbPath(dataDir), {
    access_mode: 'READ_ONLY',
  });
  const rows: Record<string, string | number>[] = [];
  for (const { name, query } of CASES) {
    const body = { datasource: { id: flights.id, type: 'table' }, queries: [query] };
    const call = async (force: boolean) => {
      const started = performance.now();
      const res = await fetch(`${address}/api/v1/chart/data`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, force }),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text}`);
      return performance.now() - started;
    };

    // The SQL the server runs for this query, compiled the same way.
    const normalized = normalizeQueryObject(queryObjectSchema.parse(query));
    const limited = {
      ...normalized,
      row_limit: effectiveRowLimit(normalized, 'full', config),
    };
    const compiled = await compileFor(
      {
        datasource,
        now: new Date(),
        allowSubqueries: false,
        maxRows: config.sqlMaxRow,
      },
      limited,
    );
    const params = compiled.params.map((p) =>
      p instanceof Date ? new DuckDBTimestampValue(BigInt(p.getTime()) * 1000n) : p,
    ) as DuckDBValue[];
    // Like the connector: a fresh connection per query, streamed, rows read as JS values.
    const raw = async () => {
      const started = performance.now();
      const connection = await duck.connect();
      try {
        const reader = await connection.streamAndReadUntil(
          compiled.sql,
          config.sqlMaxRow + 1,
          params,
        );
        reader.getRowObjectsJS();
        return performance.now() - started;
      } finally {
        connection.closeSync();
      }
    };

    await raw(); // warm the file pages
    await call(true);
    const rawMs: number[] = [];
    const coldMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      rawMs.push(await raw());
      coldMs.push(await call(true));
    }
    await call(false); // fill the cache
    const cannon = await autocannon({
      url: `${address}/api/v1/chart/data`,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      connections: 10,
      duration: SECONDS,
      workers: 1,
    });
    rows.push({
      query: name,
      'raw DuckDB ms': Number(median(rawMs).toFixed(1)),
      'cold API ms': Number(median(coldMs).toFixed(1)),
      'cold/raw': Number((median(coldMs) / median(rawMs)).toFixed(2)),
      'cached req/s': Math.round(cannon.requests.average),
      'cached p50 ms': cannon.latency.p50,
      'non-2xx': cannon.non2xx + cannon.errors,
    });
  }
  duck.closeSync();
  console.log(
    `cpus: ${os.availableParallelism()}, runs: ${RUNS}, autocannon: 10 connections × ${SECONDS} s`,
  );
  console.table(rows);
  console.log('targets: cold/raw ≤ 1.3, cached req/s > 3000');
} finally {
  await app.close();
  await container.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
