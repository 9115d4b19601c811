/**
 * Changing datasets through `/api/v1/dataset/{id}` on every metadata store: PUT with fields,
 * column and metric lists (owners only), its validation, and refresh from the source table.
 */
import { describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createDatabase, createDataset, createDuckdbFile, writeDuckdb } from './datasets-fixtures';
import { useShopWorld } from './datasets-world';

describe.each(await storeVariants())('updating datasets on $name', (variant) => {
  const shop = useShopWorld(variant);
  const { t, admin } = shop;

  it('updates fields, columns and metrics for owners only', async () => {
    const id = await shop.createInShop('north_sales');
    const notOwner = await t.put(`/api/v1/dataset/${id}`, shop.alpha.headers, {
      description: 'mine now',
    });
    expect(notOwner.statusCode).toBe(403);
    const before = await shop.detail(id);
    const region = before.columns.find((c) => c.column_name === 'region');
    const columns = before.columns
      .filter((c) => c.column_name !== 'sold_on')
      .map((c) => ({
        id: c.id,
        column_name: c.column_name,
        ...(c.id === region?.id ? { verbose_name: 'Region' } : {}),
      }));
    const res = await t.put(`/api/v1/dataset/${id}`, admin, {
      description: 'Northern sales',
      default_endpoint: '/superset/dashboard/1/',
      owners: [shop.alpha.id],
      columns: [...columns, { column_name: 'amount_x2', expression: 'amount * 2', type: 'DOUBLE' }],
      metrics: [
        { id: before.metrics[0]?.id, metric_name: 'count', expression: 'COUNT(*)' },
        {
          metric_name: 'total',
          expression: 'SUM(amount)',
          d3format: ',.2f',
          currency: { symbol: 'EUR', symbolPosition: 'suffix' },
          extra: JSON.stringify({
            certification: { certified_by: 'Finance', details: 'Checked' },
            warning_markdown: 'Gross',
          }),
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await shop.detail(id);
    expect(after.columns.map((c) => c.column_name)).toEqual([
      'id',
      'region',
      'amount',
      'sold_at',
      'amount_x2',
    ]);
    expect(after.columns.find((c) => c.column_name === 'region')?.verbose_name).toBe('Region');
    expect(after.columns.find((c) => c.column_name === 'amount_x2')?.expression).toBe('amount * 2');
    const total = after.metrics.find((m) => m.metric_name === 'total');
    expect(total).toMatchObject({
      certified_by: 'Finance',
      warning_markdown: 'Gross',
      currency: { symbol: 'EUR', symbolPosition: 'suffix' },
    });
    // The admin gave the dataset to the Alpha user, who may now edit it.
    expect(after.owners.map((o) => o.id)).toEqual([shop.alpha.id]);
    const asOwner = await t.put(`/api/v1/dataset/${id}`, shop.alpha.headers, { description: 'ok' });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
  });

  it('validates column lists and the default URL', async () => {
    const d = await shop.detail(shop.salesId);
    const first = d.columns[0];
    const cases: [Record<string, unknown>, string, object][] = [
      [
        { columns: [{ column_name: 'a' }, { column_name: 'a' }] },
        '',
        { columns: ['One or more columns are duplicated'] },
      ],
      [
        { columns: [{ id: 999999, column_name: 'a' }] },
        '',
        { columns: ['One or more columns do not exist'] },
      ],
      [
        { columns: [{ column_name: first?.column_name ?? 'id' }] },
        '',
        { columns: ['One or more columns already exist'] },
      ],
      [
        { default_endpoint: 'https://evil.example/' },
        '',
        { default_endpoint: [expect.any(String)] },
      ],
      [{ default_endpoint: '//evil.example/' }, '', { default_endpoint: [expect.any(String)] }],
      [{ database_id: shop.dbId + 1000 }, '', { database: [expect.any(String)] }],
    ];
    for (const [payload, query, message] of cases) {
      const res = await t.put(`/api/v1/dataset/${shop.salesId}${query}`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ message });
    }
    // With override_columns a new item may reuse the name of a dropped one.
    const ok = await t.put(`/api/v1/dataset/${shop.salesId}?override_columns=true`, admin, {
      columns: d.columns.map((c) =>
        c.id === first?.id
          ? { column_name: c.column_name, type: c.type }
          : { id: c.id, column_name: c.column_name },
      ),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const unknown = await t.put(`/api/v1/dataset/${shop.salesId}`, admin, { password: 'x' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refresh picks up a new column and drops a removed one', async () => {
    await createDuckdbFile(t.dataDir, 'refresh.duckdb', [
      'CREATE TABLE events (id INTEGER, name VARCHAR, legacy INTEGER)',
    ]);
    const refreshDb = await createDatabase(t, {
      database_name: 'refreshable',
      sqlalchemy_uri: 'duckdb:///refresh.duckdb',
    });
    const id = await createDataset(t, {
      database: refreshDb,
      schema: 'main',
      table_name: 'events',
    });
    await writeDuckdb(`${t.dataDir}/refresh.duckdb`, [
      'ALTER TABLE events ADD COLUMN happened_at TIMESTAMP',
      'ALTER TABLE events DROP COLUMN legacy',
    ]);
    const res = await t.put(`/api/v1/dataset/${id}/refresh`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    const d = await shop.detail(id);
    expect(d.columns.map((c) => [c.column_name, c.type])).toEqual([
      ['id', 'INTEGER'],
      ['name', 'VARCHAR'],
      ['happened_at', 'TIMESTAMP'],
    ]);
    expect(d.main_dttm_col).toBe('happened_at');
  });
});
