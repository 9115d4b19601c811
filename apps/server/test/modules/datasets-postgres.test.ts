/**
 * Datasets over a PostgreSQL analytics database (when reachable), on every metadata store: the
 * table's columns introspected, refreshed after ALTER TABLE, and a virtual dataset's columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import {
  PG_TEST_URL,
  createDatabase,
  createDataset,
  onPostgres,
  postgresReachable,
  uniqueTableName,
} from './datasets-fixtures';
import { useShopWorld } from './datasets-world';

const pgAvailable = await postgresReachable();

describe.skipIf(!pgAvailable).each(await storeVariants())(
  'PostgreSQL datasets on $name',
  (variant) => {
    const shop = useShopWorld(variant);
    const { t, admin } = shop;

    const table = uniqueTableName('pn_ds_test');
    let pgDb: number;

    beforeAll(async () => {
      await onPostgres([
        `CREATE TABLE ${table} (id bigint, label varchar(20), price numeric(10,2), at timestamptz)`,
      ]);
      pgDb = await createDatabase(t, { database_name: 'pg', sqlalchemy_uri: PG_TEST_URL });
    });
    afterAll(async () => {
      await onPostgres([`DROP TABLE IF EXISTS ${table}`]);
    });

    it('introspects, and refreshes after ALTER TABLE', async () => {
      const id = await createDataset(t, { database: pgDb, schema: 'public', table_name: table });
      const before = await shop.detail(id);
      expect(before.columns.map((c) => c.column_name)).toEqual(['id', 'label', 'price', 'at']);
      expect(before.columns.find((c) => c.column_name === 'at')?.is_dttm).toBe(true);
      await onPostgres([`ALTER TABLE ${table} ADD COLUMN note text`]);
      expect((await t.put(`/api/v1/dataset/${id}/refresh`, admin)).statusCode).toBe(200);
      expect((await shop.detail(id)).columns.map((c) => c.column_name)).toEqual([
        'id',
        'label',
        'price',
        'at',
        'note',
      ]);
      const virtual = await createDataset(t, {
        database: pgDb,
        schema: 'public',
        table_name: `${table}_v`,
        sql: `SELECT label, SUM(price) AS total FROM ${table} GROUP BY label`,
      });
      expect((await shop.detail(virtual)).columns.map((c) => c.column_name)).toEqual([
        'label',
        'total',
      ]);
    });
  },
);
