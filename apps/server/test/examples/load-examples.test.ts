import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLES_DATABASE_NAME,
  EXAMPLES_DATABASE_UUID,
  examplesDuckdbPath,
} from '../../src/examples/examples-database';
import type { ExamplesLogger } from '../../src/examples/examples-logger';
import { loadExamples, type LoadExamplesResult } from '../../src/examples/load-examples';
import type { MetadataStore } from '../../src/store/metadata-store';
import { blankMetricRow } from '../../src/modules/datasets/dataset-rows';
import { REQUIRED_EXAMPLE_TABLES as REQUIRED } from '../support/example-table-names';
import { storeVariants } from '../support/test-stores';
import { userRow } from '../support/user-rows';

/** Read the GeoJSON straight from the package, independently of the loader's own resolution. */
function earthquakeFeatureCount(): number {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  const file = path.join(path.dirname(entry), '..', 'data', 'earthquakes.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { features: unknown[] }).features.length;
}

function recordingLogger(): ExamplesLogger & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    info: (_obj, msg) => void messages.push(`info ${msg ?? ''}`),
    warn: (_obj, msg) => void messages.push(`warn ${msg ?? ''}`),
  };
}

/** Opens examples.duckdb the way the server does (READ_ONLY) for one callback. */
async function withDuckdb<T>(dataDir: string, fn: (c: DuckDBConnection) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(examplesDuckdbPath(dataDir), {
    access_mode: 'READ_ONLY',
  });
  const connection = await instance.connect();
  try {
    return await fn(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

async function queryRows(c: DuckDBConnection, sql: string) {
  return (await c.runAndReadAll(sql)).getRowObjectsJS();
}

async function datasetsOf(store: MetadataStore) {
  return store.db
    .selectFrom('datasets')
    .innerJoin('databases', 'databases.id', 'datasets.database_id')
    .where('databases.database_name', '=', EXAMPLES_DATABASE_NAME)
    .select([
      'datasets.id',
      'datasets.uuid',
      'datasets.table_name',
      'datasets.main_dttm_col',
      'datasets.schema',
    ])
    .orderBy('datasets.id')
    .execute();
}

/** The stored columns of a dataset (none for a missing one), by name. */
async function columnsByName(store: MetadataStore, datasetId: number | undefined) {
  const columns = await store.db
    .selectFrom('dataset_columns')
    .selectAll()
    .where('dataset_id', '=', datasetId ?? -1)
    .execute();
  return new Map(columns.map((c) => [c.column_name, c]));
}

describe.each(await storeVariants())('loadExamples on $name', (variant) => {
  let ctx: Awaited<ReturnType<typeof variant.create>>;
  let results: LoadExamplesResult[];
  let ownerId: number;
  const logger = recordingLogger();

  beforeAll(async () => {
    ctx = await variant.create();
    const owner = await ctx.store.db
      .insertInto('users')
      .values(userRow('admin', 'admin@example.com', 'A', 'D'))
      .returning('id')
      .executeTakeFirstOrThrow();
    ownerId = owner.id;
    // Two loaders at once, as when two server processes start together: one builds, one waits.
    results = await Promise.all([
      loadExamples({ db: ctx.store.db, dataDir: ctx.dataDir, logger, ownerId }),
      loadExamples({ db: ctx.store.db, dataDir: ctx.dataDir, logger, ownerId }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await ctx?.dispose();
  });

  it('loads exactly once when two loaders race, in a few seconds', () => {
    const loaded = results.filter((r) => r.loaded);
    expect(loaded).toHaveLength(1);
    const [first] = loaded;
    console.log(
      `[${variant.name}] examples loaded in ${first?.ms} ms (${first?.datasets} datasets)`,
    );
    expect(first?.datasets).toBeGreaterThanOrEqual(REQUIRED.length);
    expect(results.find((r) => !r.loaded)?.datasets).toBe(first?.datasets);
    expect(logger.messages).toContain('info Loaded example data');
    expect(fs.readdirSync(ctx.dataDir).filter((f) => f.startsWith('examples.'))).toEqual([
      'examples.duckdb',
    ]);
  });

  it('registers the examples database', async () => {
    const database = await ctx.store.db
      .selectFrom('databases')
      .selectAll()
      .where('database_name', '=', EXAMPLES_DATABASE_NAME)
      .executeTakeFirstOrThrow();
    expect(database).toMatchObject({
      backend: 'duckdb',
      sqlalchemy_uri: 'duckdb:///examples.duckdb',
      expose_in_sqllab: 1,
      allow_run_async: 0,
      extra: '{}',
    });
    // Superset's examples uuid, so bundles exported from a Superset find it.
    expect(database.uuid).toBe(EXAMPLES_DATABASE_UUID);
  });

  it('has a dataset per required table, owned by the owner', async () => {
    const datasets = await datasetsOf(ctx.store);
    const names = datasets.map((d) => d.table_name);
    for (const name of REQUIRED) expect(names).toContain(name);
    expect(new Set(datasets.map((d) => d.uuid)).size).toBe(datasets.length);
    expect(datasets.every((d) => d.schema === 'main')).toBe(true);
    const owners = await ctx.store.db.selectFrom('dataset_owners').selectAll().execute();
    expect(
      owners
        .filter((o) => o.user_id === ownerId)
        .map((o) => o.dataset_id)
        .sort(),
    ).toEqual(datasets.map((d) => d.id).sort());
  });

  it('loads all 3,000,000 flights', async () => {
    const [row] = await withDuckdb(ctx.dataDir, (c) =>
      queryRows(c, 'SELECT count(*) AS n FROM flights'),
    );
    expect(Number(row?.n)).toBe(3_000_000);
  });

  it('gives every dataset a count metric', async () => {
    const datasets = await datasetsOf(ctx.store);
    const counts = await ctx.store.db
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('metric_name', '=', 'count')
      .execute();
    for (const d of datasets) {
      const metric = counts.find((m) => m.dataset_id === d.id);
      expect(metric, d.table_name).toMatchObject({
        expression: 'COUNT(*)',
        verbose_name: 'COUNT(*)',
        metric_type: 'count',
      });
    }
  });

  it('marks flights.date as the time column', async () => {
    const flights = (await datasetsOf(ctx.store)).find((d) => d.table_name === 'flights');
    expect(flights?.main_dttm_col).toBe('date');
    const byName = await columnsByName(ctx.store, flights?.id);
    expect(byName.get('date')).toMatchObject({
      is_dttm: 1,
      type: 'TIMESTAMP',
      groupby: 1,
      filterable: 1,
      python_date_format: null,
    });
    expect(byName.get('origin')).toMatchObject({
      is_dttm: 0,
      type: 'VARCHAR',
      groupby: 1,
      filterable: 1,
    });
    expect(byName.get('delay')).toMatchObject({ is_dttm: 0, groupby: 0, filterable: 1 });
    const metrics = await ctx.store.db
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('dataset_id', '=', flights?.id ?? -1)
      .execute();
    expect(metrics.find((m) => m.metric_name === 'avg_delay')).toMatchObject({
      expression: 'AVG(delay)',
      d3format: ',.1f',
    });
    expect(metrics.map((m) => m.metric_name)).toEqual(
      expect.arrayContaining(['count', 'avg_delay', 'total_distance', 'delayed_flights']),
    );
  });

  it('flattens earthquakes to one row per feature with numeric lat/lon', async () => {
    const quakes = (await datasetsOf(ctx.store)).find((d) => d.table_name === 'earthquakes');
    expect(quakes?.main_dttm_col).toBe('time');
    const byName = await columnsByName(ctx.store, quakes?.id);
    for (const name of ['lat', 'lon', 'mag', 'depth'])
      expect(byName.get(name)?.type, name).toBe('DOUBLE');
    expect(byName.get('time')).toMatchObject({ type: 'TIMESTAMP', is_dttm: 1 });
    const [row] = await withDuckdb(ctx.dataDir, (c) =>
      queryRows(
        c,
        'SELECT count(*) AS n, count(DISTINCT id) AS ids, min(lat) AS min_lat, max(lat) AS max_lat, min(lon) AS min_lon, count(time) AS times FROM earthquakes',
      ),
    );
    const features = earthquakeFeatureCount();
    expect(Number(row?.n)).toBe(features);
    expect(Number(row?.ids)).toBe(features);
    expect(Number(row?.times)).toBe(features);
    expect(Number(row?.min_lat)).toBeGreaterThanOrEqual(-90);
    expect(Number(row?.max_lat)).toBeLessThanOrEqual(90);
    expect(Number(row?.min_lon)).toBeGreaterThanOrEqual(-180);
  });

  it('describes every table exactly as DuckDB has it, with working metrics', async () => {
    const datasets = await datasetsOf(ctx.store);
    const columns = await ctx.store.db.selectFrom('dataset_columns').selectAll().execute();
    const metrics = await ctx.store.db.selectFrom('dataset_metrics').selectAll().execute();
    await withDuckdb(ctx.dataDir, async (c) => {
      for (const d of datasets) {
        const described = await queryRows(c, `DESCRIBE "${d.table_name}"`);
        const mine = columns.filter((col) => col.dataset_id === d.id);
        expect(
          mine.map((col) => [col.column_name, col.type]),
          d.table_name,
        ).toEqual(described.map((r) => [String(r.column_name), String(r.column_type)]));
        for (const col of mine) {
          expect(col.column_name).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(col.verbose_name).toBeTruthy();
          expect(col.is_dttm).toBe(/^(DATE|TIMESTAMP)/.test(col.type ?? '') ? 1 : 0);
          expect(col.filterable).toBe(1);
          expect(col.uuid).toMatch(/^[0-9a-f-]{36}$/);
        }
        if (d.main_dttm_col) {
          expect(
            mine.find((col) => col.column_name === d.main_dttm_col)?.is_dttm,
            d.table_name,
          ).toBe(1);
        }
        // Each metric is valid DuckDB SQL over its table and yields a value.
        const own = metrics.filter((m) => m.dataset_id === d.id);
        const select = own.map((m, i) => `${m.expression} AS m${i}`).join(', ');
        const [row] = await queryRows(c, `SELECT ${select} FROM "${d.table_name}"`);
        own.forEach((m, i) =>
          expect(row?.[`m${i}`], `${d.table_name}.${m.metric_name}`).not.toBeNull(),
        );
      }
    });
  });

  it('types the parsed dates of stocks, movies and cars', async () => {
    const datasets = await datasetsOf(ctx.store);
    const idOf = (name: string) => datasets.find((d) => d.table_name === name)?.id ?? -1;
    const typeOf = async (table: string, column: string) =>
      (
        await ctx.store.db
          .selectFrom('dataset_columns')
          .select('type')
          .where('dataset_id', '=', idOf(table))
          .where('column_name', '=', column)
          .executeTakeFirst()
      )?.type;
    expect(await typeOf('stocks', 'date')).toBe('DATE');
    expect(await typeOf('movies', 'release_date')).toBe('DATE');
    expect(await typeOf('cars', 'year')).toBe('DATE');
    const [row] = await withDuckdb(ctx.dataDir, (c) =>
      queryRows(
        c,
        `SELECT count(*) FILTER (WHERE release_date IS NULL) AS missing, count(*) FILTER (WHERE title = '1776') AS numeric_title FROM movies`,
      ),
    );
    expect(Number(row?.missing)).toBe(0);
    expect(Number(row?.numeric_title)).toBe(1);
  });

  it('does nothing on a second call and keeps dataset ids', async () => {
    const before = await datasetsOf(ctx.store);
    const second = await loadExamples({ db: ctx.store.db, dataDir: ctx.dataDir, logger, ownerId });
    expect(second.loaded).toBe(false);
    expect(second.datasets).toBe(before.length);
    expect(await datasetsOf(ctx.store)).toEqual(before);
  });

  it('rebuilds a deleted DuckDB file, keeping ids and user metrics', async () => {
    const before = await datasetsOf(ctx.store);
    const flights = before.find((d) => d.table_name === 'flights');
    const now = new Date().toISOString();
    await ctx.store.db
      .insertInto('dataset_metrics')
      .values(blankMetricRow(flights?.id ?? -1, 'mine', 'MIN(delay)', now))
      .execute();
    fs.rmSync(examplesDuckdbPath(ctx.dataDir));
    const again = await loadExamples({ db: ctx.store.db, dataDir: ctx.dataDir, logger, ownerId });
    expect(again.loaded).toBe(true);
    expect(fs.existsSync(examplesDuckdbPath(ctx.dataDir))).toBe(true);
    expect(await datasetsOf(ctx.store)).toEqual(before);
    const names = (
      await ctx.store.db
        .selectFrom('dataset_metrics')
        .select('metric_name')
        .where('dataset_id', '=', flights?.id ?? -1)
        .execute()
    ).map((m) => m.metric_name);
    expect(names).toEqual(expect.arrayContaining(['mine', 'count', 'avg_delay']));
    expect(logger.messages).toContain(
      'warn Example database is registered but its DuckDB file is missing; rebuilding it',
    );
  });

  it('rebuilds when the file exists but the database row does not', async () => {
    const db = ctx.store.db;
    // Explicit deletes rather than relying on ON DELETE CASCADE (SQLite enforces it per connection).
    const ids = (await datasetsOf(ctx.store)).map((d) => d.id);
    await db.deleteFrom('dataset_owners').where('dataset_id', 'in', ids).execute();
    await db.deleteFrom('dataset_metrics').where('dataset_id', 'in', ids).execute();
    await db.deleteFrom('dataset_columns').where('dataset_id', 'in', ids).execute();
    await db.deleteFrom('datasets').where('id', 'in', ids).execute();
    await db.deleteFrom('databases').where('database_name', '=', EXAMPLES_DATABASE_NAME).execute();
    const again = await loadExamples({ db, dataDir: ctx.dataDir, logger, ownerId });
    expect(again.loaded).toBe(true);
    const after = await datasetsOf(ctx.store);
    for (const name of REQUIRED) expect(after.map((d) => d.table_name)).toContain(name);
    const [row] = await withDuckdb(ctx.dataDir, (c) =>
      queryRows(c, 'SELECT count(*) AS n FROM flights'),
    );
    expect(Number(row?.n)).toBe(3_000_000);
  });
});
