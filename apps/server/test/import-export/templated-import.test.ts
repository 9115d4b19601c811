/**
 * A Superset bundle whose virtual dataset is a Jinja template imports and renders with
 * ENABLE_TEMPLATE_PROCESSING on (the dataset's filter and URL parameter reach its own SQL); with
 * template processing off it imports as in Superset and its text is passed on unrendered.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../src/modules/import-export/zip-test-support';
import { rowsByUuid } from '../../src/modules/shared/object-rows';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { importBundle } from './bundle-http';
import {
  FIXTURE_DB_FILE,
  createFixtureDatabase,
  databaseYaml,
  datasetYaml,
} from './superset-fixture';

const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite');
if (!sqlite) throw new Error('no sqlite store variant');

const ROOT = 'dataset_export_20240502T093012';
const TEMPLATED_SQL = [
  'sql: |-',
  '  SELECT region, amount, sold_at FROM sales',
  "  WHERE amount >= {{ url_param('min', '0') | int }}",
  "  {% if filter_values('region') %}",
  "  AND region IN {{ filter_values('region', remove_filter=True) | where_in }}",
  '  {% endif %}',
].join('\n');

async function templatedBundle(uuid: string): Promise<Buffer> {
  const dataset = datasetYaml()
    .replace(/^uuid: .*$/m, `uuid: ${uuid}`)
    .replace('table_name: sales', 'table_name: sales_templated')
    .replace('sql: null', TEMPLATED_SQL);
  return buildZip([
    { name: `${ROOT}/metadata.yaml`, data: 'version: 1.0.0\ntype: SqlaTable\n' },
    { name: `${ROOT}/databases/sales_db.yaml`, data: databaseYaml() },
    { name: `${ROOT}/datasets/sales_db/sales_templated.yaml`, data: dataset },
  ]);
}

function seedRows(dataDir: string): void {
  createFixtureDatabase(dataDir);
  const db = new Database(path.join(dataDir, FIXTURE_DB_FILE));
  db.exec("INSERT INTO sales VALUES ('US', 5, '2024-01-02'), ('US', 7, '2024-01-03')");
  db.close();
}

describe('a templated Superset dataset with template processing on', () => {
  const { t, admin } = useTestApp(sqlite, {
    FEATURE_FLAGS: JSON.stringify({ ENABLE_TEMPLATE_PROCESSING: true }),
  });
  beforeAll(() => seedRows(t.dataDir));

  it('imports, and its filter and URL parameter reach its SQL', async () => {
    const uuid = crypto.randomUUID();
    const res = await importBundle(t, 'dataset', admin, await templatedBundle(uuid));
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    const row = (await rowsByUuid(t.container.store.db, 'datasets', [uuid])).get(uuid);
    expect(row?.sql).toContain("filter_values('region', remove_filter=True)");
    const total = async (filters: unknown[], urlParams: Record<string, string>) => {
      const data = await t.post('/api/v1/chart/data', admin, {
        datasource: { id: row?.id, type: 'table' },
        form_data: { url_params: urlParams },
        queries: [{ metrics: ['total_amount'], filters }],
      });
      expect(data.statusCode, data.body).toBe(200);
      return (data.json() as { result: { data: { total_amount: number }[] }[] }).result[0]?.data;
    };
    expect(await total([], {})).toEqual([{ total_amount: 22 }]);
    expect(await total([{ col: 'region', op: 'IN', val: ['US'] }], {})).toEqual([
      { total_amount: 12 },
    ]);
    expect(await total([{ col: 'region', op: 'IN', val: ['US'] }], { min: '6' })).toEqual([
      { total_amount: 7 },
    ]);
  });
});

describe('a templated Superset dataset with template processing off', () => {
  const { t, admin } = useTestApp(sqlite);
  beforeAll(() => seedRows(t.dataDir));

  it('imports as Superset does, and its text reaches the database unrendered', async () => {
    const uuid = crypto.randomUUID();
    const res = await importBundle(t, 'dataset', admin, await templatedBundle(uuid));
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    const row = (await rowsByUuid(t.container.store.db, 'datasets', [uuid])).get(uuid);
    const data = await t.post('/api/v1/chart/data', admin, {
      datasource: { id: row?.id, type: 'table' },
      queries: [{ metrics: ['total_amount'] }],
    });
    // SQLite cannot read `{{`: the query fails instead of rendering anything.
    expect(data.statusCode).toBe(400);
  });
});
