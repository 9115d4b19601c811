/**
 * The frame of the dataset API suites: a test app on one metadata store with a DuckDB file
 * `shop.duckdb` registered as database `shop`, its `sales` table as a physical dataset, and an
 * Alpha user. The returned object is filled in place when the block starts, so the block's tests
 * can close over it while it is being collected.
 */
import { beforeAll, expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import type { StoreVariant } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import { createDatabase, createDataset, createDuckdbFile } from './datasets-fixtures';

interface Column {
  id: number;
  column_name: string;
  type: string | null;
  is_dttm: boolean;
  type_generic: number | null;
  expression: string | null;
  verbose_name: string | null;
}
interface Metric {
  id: number;
  metric_name: string;
  expression: string;
  certified_by: string | null;
  warning_markdown: string | null;
}
export interface DatasetDetail {
  id: number;
  kind: string;
  main_dttm_col: string | null;
  columns: Column[];
  metrics: Metric[];
  owners: { id: number }[];
  database: { id: number; database_name: string };
}

export interface ShopWorld {
  t: TestApp;
  admin: Record<string, string>;
  alpha: { id: number; headers: Record<string, string> };
  dbId: number;
  salesId: number;
  /**
   * Creates a dataset of schema `main` of the shop database as the admin (virtual when `sql` is
   * given) and returns its id.
   */
  createInShop(tableName: string, sql?: string, fields?: Record<string, unknown>): Promise<number>;
  /** `GET /api/v1/dataset/{id}` as `headers` (the admin by default), which must succeed. */
  detail(id: number, headers?: Record<string, string>): Promise<DatasetDetail>;
}

export function useShopWorld(variant: StoreVariant): ShopWorld {
  const { t, admin } = useTestApp(variant);
  const world: ShopWorld = {
    t,
    admin,
    alpha: { id: 0, headers: {} },
    dbId: 0,
    salesId: 0,
    createInShop: (tableName, sql, fields = {}) =>
      createDataset(t, {
        database: world.dbId,
        schema: 'main',
        table_name: tableName,
        ...(sql === undefined ? {} : { sql }),
        ...fields,
      }),
    async detail(id, headers = admin) {
      const res = await t.get(`/api/v1/dataset/${id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { result: DatasetDetail }).result;
    },
  };
  beforeAll(async () => {
    await createDuckdbFile(t.dataDir, 'shop.duckdb');
    world.alpha = await t.createUser({ username: 'alpha_ds', roles: ['Alpha'] });
    world.dbId = await createDatabase(t, {
      database_name: 'shop',
      sqlalchemy_uri: 'duckdb:///shop.duckdb',
    });
    world.salesId = await world.createInShop('sales');
  });
  return world;
}
