/**
 * The dataset list on every metadata store (filters, order, pages, distinct values, related
 * owners), the datasets a dashboard serves, and deleting datasets with their data permission.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { rison } from './datasets-fixtures';
import { useShopWorld } from './datasets-world';

describe.each(await storeVariants())('listing and deleting datasets on $name', (variant) => {
  const shop = useShopWorld(variant);
  const { t, admin } = shop;

  // The list's rows beside `sales`: two virtual datasets and another physical one.
  beforeAll(async () => {
    for (const [tableName, sql] of [
      [
        'sales_by_region',
        'SELECT region, SUM(amount) AS total, MAX(sold_at) AS last_sale FROM sales GROUP BY region;',
      ],
      ['w_owned', 'SELECT region FROM sales'],
      ['north_sales', undefined],
    ] as const) {
      await shop.createInShop(tableName, sql);
    }
  });

  it('filters, orders and pages the list', async () => {
    const list = async (q: string, headers = admin) => {
      const res = await t.get(`/api/v1/dataset/?q=${rison(q)}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        count: number;
        result: {
          table_name: string;
          kind: string;
          database: { database_name: string };
          explore_url: string;
          datasource_type: string;
        }[];
      };
    };
    const virtual = await list('(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)))');
    expect(virtual.result.map((r) => r.table_name).sort()).toEqual(['sales_by_region', 'w_owned']);
    const physical = await list(
      '(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t),(col:database,opr:rel_o_m,value:' +
        shop.dbId +
        ')),order_column:table_name,order_direction:asc)',
    );
    expect(physical.result.map((r) => r.table_name)).toEqual(['north_sales', 'sales']);
    expect(physical.result[1]).toMatchObject({
      kind: 'physical',
      datasource_type: 'table',
      explore_url: `/explore/?datasource_type=table&datasource_id=${shop.salesId}`,
      database: { database_name: 'shop' },
    });
    const byName = await list('(filters:!((col:table_name,opr:ct,value:region)))');
    expect(byName.count).toBe(1);
    const byDb = await list(
      '(order_column:database.database_name,order_direction:desc,page:0,page_size:2)',
    );
    expect(byDb.result).toHaveLength(2);
    expect(byDb.count).toBeGreaterThan(2);
    const certified = await list('(filters:!((col:id,opr:dataset_is_certified,value:!t)))');
    expect(certified.count).toBe(0);
    const distinct = await t.get('/api/v1/dataset/distinct/schema', admin);
    expect(distinct.json()).toMatchObject({ result: [{ text: 'main', value: 'main' }] });
    const owners = await t.get('/api/v1/dataset/related/owners', admin);
    expect(owners.statusCode).toBe(200);
  });

  it('serves datasets to dashboards', async () => {
    const chart = await t.post('/api/v1/chart/', admin, {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: shop.salesId,
      datasource_type: 'table',
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const chartId = (chart.json() as { id: number }).id;
    const position = JSON.stringify({
      'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId } },
    });
    const dash = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'Shop',
      position_json: position,
    });
    expect(dash.statusCode, dash.body).toBe(201);
    const res = await t.get(
      `/api/v1/dashboard/${(dash.json() as { id: number }).id}/datasets`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { result: { id: number; uid: string }[] }).result).toMatchObject([
      { id: shop.salesId, uid: `${shop.salesId}__table` },
    ]);
    const related = await t.get(`/api/v1/dataset/${shop.salesId}/related_objects`, admin);
    expect(related.json()).toMatchObject({ charts: { count: 1 }, dashboards: { count: 1 } });
  });

  it('deletes datasets with their data permission, one or in bulk', async () => {
    const a = await shop.createInShop('tmp_a', 'SELECT 1 AS one');
    const b = await shop.createInShop('tmp_b', 'SELECT 2 AS two');
    const notOwner = await t.delete(
      `/api/v1/dataset/?q=${rison(`!(${a},${b})`)}`,
      shop.alpha.headers,
    );
    expect(notOwner.statusCode).toBe(403);
    const res = await t.delete(`/api/v1/dataset/?q=${rison(`!(${a},${b})`)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const menus = (
      await t.container.store.db.selectFrom('view_menus').select('name').execute()
    ).map((v) => v.name);
    expect(menus.filter((m) => m.includes('[tmp_'))).toEqual([]);
    expect((await t.get(`/api/v1/dataset/${a}`, admin)).statusCode).toBe(404);
  });
});
