/**
 * The dataset and database lists in a real browser, against the example database plus seeded
 * virtual datasets and extra connections: paging, sort, search, filters, delete, bulk delete (where
 * the API has it), bulk export, and the actions that must not be offered yet (edit).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findId, q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import {
  bulkDeleteRows,
  chooseFilter,
  confirmDeletion,
  expectTwoPages,
  exportRowsAsZip,
  exportSelected,
  listCallAfter,
  listCount,
  NEWEST_FIRST_QUERY,
  rowByTitle,
  rowTitles,
  searchList,
  selectRows,
  sortByColumn,
  toast,
} from './support/listPage';
import { openSettingsItem } from './support/menus';
import { screenshot, useListTestSession } from './support/listTestSession';

let page: Page;
let api: ApiSession;

interface NamedRow {
  id: number;
  name: string;
}

/** Every dataset, straight from the API, oldest first. */
let datasets: Array<NamedRow & { schema: string | null; virtual: boolean }> = [];
/** Every database, straight from the API, oldest first. */
let databases: Array<NamedRow & { allowDml: boolean; exposed: boolean }> = [];

const VIRTUAL = ['delayed_flights', 'long_flights', 'odd_rows'];
const byLowerName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

const shot = (name: string) => screenshot(page, name);

useListTestSession(
  async (admin) => {
    api = admin;

    const examplesId = await findId(api, 'database', 'database_name', 'examples');
    for (const [index, name] of VIRTUAL.entries()) {
      await api.post('/api/v1/dataset/', {
        database: examplesId,
        // The last one has no schema, for the schema filter.
        ...(index < VIRTUAL.length - 1 ? { schema: 'main' } : {}),
        table_name: name,
        sql: 'select delay, distance from flights where delay > 60',
      });
    }
    // 25 more connections to the example file: 26 databases, two pages.
    for (let i = 1; i <= 25; i += 1) {
      await api.post('/api/v1/database/', {
        database_name: `Warehouse ${String(i).padStart(2, '0')}`,
        sqlalchemy_uri: 'duckdb:///examples.duckdb',
        allow_dml: i % 4 === 0,
        expose_in_sqllab: i % 5 !== 0,
      });
    }

    const allDatasets = await api.get<{
      result: Array<{ id: number; table_name: string; schema: string | null; kind: string }>;
    }>(`/api/v1/dataset/?q=${q({ order_column: 'id', order_direction: 'asc', page_size: 100 })}`);
    datasets = allDatasets.result.map((d) => ({
      id: d.id,
      name: d.table_name,
      schema: d.schema,
      virtual: VIRTUAL.includes(d.table_name),
    }));
    const allDatabases = await api.get<{
      result: Array<{
        id: number;
        database_name: string;
        allow_dml: boolean;
        expose_in_sqllab: boolean;
      }>;
    }>(`/api/v1/database/?q=${q({ order_column: 'id', order_direction: 'asc', page_size: 100 })}`);
    databases = allDatabases.result.map((d) => ({
      id: d.id,
      name: d.database_name,
      allowDml: d.allow_dml,
      exposed: d.expose_in_sqllab,
    }));
  },
  { env: { LOAD_EXAMPLES: 'true' }, opened: (opened) => (page = opened.page) },
);

describe('dataset list', () => {
  const open = (query = '') =>
    listCallAfter(page, 'dataset', () => page.goto(`/dataset/list/${query}`));

  it('lists every dataset, newest first, with type, database and schema', async () => {
    const query = await open();
    expect(query).toEqual(NEWEST_FIRST_QUERY);
    expect(datasets.length).toBe(27);
    expect(await listCount(page)).toBe(27);
    expect((await rowTitles(page)).slice(0, 3)).toEqual([...VIRTUAL].reverse());
    const row = rowByTitle(page, 'odd_rows');
    expect(await row.getByText('Virtual', { exact: true }).count()).toBe(1);
    expect(await row.getByText('examples', { exact: true }).count()).toBe(1);
    expect(await row.getByTestId('row-title').getAttribute('href')).toBe(
      `/explore/?datasource_type=table&datasource_id=${datasets.find((d) => d.name === 'odd_rows')?.id}`,
    );
    // Admins may open the dataset editor from every row.
    expect(await row.getByTestId('row-action-edit').count()).toBe(1);
    await shot('dataset-list.png');
  });

  it('sorts by name and pages', async () => {
    await open();
    const names = datasets.map((d) => d.name).sort(byLowerName);
    let query = await sortByColumn(page, 'dataset', 'Name');
    expect(query).toMatchObject({ order_column: 'table_name', order_direction: 'asc', page: 0 });
    query = await expectTwoPages(page, 'dataset', names);
    expect(query.page).toBe(1);
  });

  it('searches by name', async () => {
    await open();
    const query = await searchList(page, 'dataset', 'flights', 'Search by name');
    expect(query.filters).toEqual([{ col: 'table_name', opr: 'ct', value: 'flights' }]);
    expect((await rowTitles(page)).sort()).toEqual(
      datasets
        .map((d) => d.name)
        .filter((n) => n.includes('flights'))
        .sort(),
    );
  });

  it('filters by type, schema, database and owner', async () => {
    await open();
    let query = await listCallAfter(page, 'dataset', () => chooseFilter(page, 'Type', 'Virtual'));
    expect(query.filters).toEqual([{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }]);
    expect((await rowTitles(page)).sort()).toEqual([...VIRTUAL].sort());
    await shot('dataset-list-filtered.png');

    await open();
    query = await listCallAfter(page, 'dataset', () => chooseFilter(page, 'Schema', 'main'));
    expect(query.filters).toEqual([{ col: 'schema', opr: 'eq', value: 'main' }]);
    expect(await listCount(page)).toBe(datasets.filter((d) => d.schema === 'main').length);

    await open();
    query = await listCallAfter(page, 'dataset', () => chooseFilter(page, 'Database', 'examples'));
    expect(query.filters).toEqual([
      { col: 'database', opr: 'rel_o_m', value: databases.find((d) => d.name === 'examples')?.id },
    ]);
    expect(await listCount(page)).toBe(27);

    query = await listCallAfter(page, 'dataset', () => chooseFilter(page, 'Owner', 'Admin User'));
    expect(query.filters).toContainEqual({ col: 'owners', opr: 'rel_m_m', value: api.userId });
    expect(await listCount(page)).toBe(27);
  });

  it('deletes one virtual dataset, then two in bulk', async () => {
    await open();
    await rowByTitle(page, 'odd_rows').getByTestId('row-action-delete').click();
    await listCallAfter(page, 'dataset', () => confirmDeletion(page));
    await toast(page, 'Deleted: odd_rows');

    // The bulk delete starts from a freshly opened list.
    await open();
    await bulkDeleteRows(page, ['long_flights', 'delayed_flights']);
    await toast(page, 'Deleted: long_flights, delayed_flights');
    await expect.poll(() => listCount(page)).toBe(24);
    for (const name of VIRTUAL) {
      const id = datasets.find((d) => d.name === name)?.id;
      expect((await api.fetch(`/api/v1/dataset/${id}`)).status).toBe(404);
    }
  });

  it('bulk exports datasets as a ZIP', async () => {
    await open('?sortColumn=table_name&sortOrder=asc');
    const ids = ['airports', 'barley'].map((n) => datasets.find((d) => d.name === n)?.id);
    await exportRowsAsZip(page, 'dataset', ['airports', 'barley'], ids);
  });
});

describe('database list', () => {
  const open = (query = '') =>
    listCallAfter(page, 'database', () => page.goto(`/database/list/${query}`));

  it('opens from Settings, newest first, with its switches', async () => {
    await page.goto('/');
    const query = await listCallAfter(page, 'database', () =>
      openSettingsItem(page, 'Databases', '/database/list/'),
    );
    expect(query).toMatchObject({ order_column: 'changed_on_delta_humanized', page_size: 25 });
    expect(await listCount(page)).toBe(26);
    expect(await rowTitles(page)).toEqual(
      [...databases]
        .reverse()
        .slice(0, 25)
        .map((d) => d.name),
    );
    const row = rowByTitle(page, 'Warehouse 20');
    // Warehouse 20: DML allowed (20 % 4 == 0), hidden from SQL Lab (20 % 5 == 0), not async.
    expect(await row.getByRole('img', { name: 'Yes' }).count()).toBe(1);
    expect(await row.getByRole('img', { name: 'No' }).count()).toBe(2);
    // Admins may edit (the connect-database modal), delete and export each connection.
    expect(await row.getByTestId('row-action-edit').count()).toBe(1);
    expect(await row.getByTestId('row-action-delete').count()).toBe(1);
    expect(await row.getByTestId('row-action-export').count()).toBe(1);
    await shot('database-list.png');
  });

  it('sorts by name and pages', async () => {
    await open();
    const names = databases.map((d) => d.name).sort(byLowerName);
    await sortByColumn(page, 'database', 'Name');
    const query = await expectTwoPages(page, 'database', names);
    expect(query).toMatchObject({ order_column: 'database_name', order_direction: 'asc', page: 1 });
  });

  it('searches and filters', async () => {
    await open();
    let query = await searchList(page, 'database', 'Warehouse 1');
    expect(query.filters).toEqual([{ col: 'database_name', opr: 'ct', value: 'Warehouse 1' }]);
    expect((await rowTitles(page)).sort()).toEqual(
      databases
        .map((d) => d.name)
        .filter((n) => n.includes('Warehouse 1'))
        .sort(),
    );

    await open();
    query = await listCallAfter(page, 'database', () => chooseFilter(page, 'Allow DML', 'Yes'));
    expect(query.filters).toEqual([{ col: 'allow_dml', opr: 'eq', value: true }]);
    expect((await rowTitles(page)).sort()).toEqual(
      databases
        .filter((d) => d.allowDml)
        .map((d) => d.name)
        .sort(),
    );

    query = await listCallAfter(page, 'database', () =>
      chooseFilter(page, 'Expose in SQL Lab', 'No'),
    );
    expect(query.filters).toContainEqual({ col: 'expose_in_sqllab', opr: 'eq', value: false });
    // Allow DML and hidden: multiples of 4 and of 5 up to 25: only 20.
    expect(await rowTitles(page)).toEqual(['Warehouse 20']);

    await open();
    query = await listCallAfter(page, 'database', () => chooseFilter(page, 'Backend', 'duckdb'));
    expect(query.filters).toEqual([{ col: 'backend', opr: 'eq', value: 'duckdb' }]);
    expect(await listCount(page)).toBe(26);
  });

  it('deletes a database after DELETE is typed; bulk selection only exports', async () => {
    await open();
    const target = databases.find((d) => d.name === 'Warehouse 25');
    await rowByTitle(page, 'Warehouse 25').getByTestId('row-action-delete').click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to delete Warehouse 25?')
      .waitFor();
    await listCallAfter(page, 'database', () => confirmDeletion(page));
    await toast(page, 'Deleted: Warehouse 25');
    expect((await api.fetch(`/api/v1/database/${target?.id}`)).status).toBe(404);

    await selectRows(page, ['Warehouse 24']);
    expect(await page.getByTestId('bulk-delete').count()).toBe(0);
    expect((await exportSelected(page, 'database')).head).toBe('PK');
  });

  it('warns which charts and dashboards depend on a database', async () => {
    const flights = datasets.find((d) => d.name === 'flights');
    await api.post('/api/v1/chart/', {
      slice_name: 'Delays',
      viz_type: 'table',
      datasource_id: flights?.id,
      datasource_type: 'table',
    });
    await open('?search=examples');
    await rowByTitle(page, 'examples').getByTestId('row-action-delete').click();
    await page
      .getByRole('dialog')
      .getByText(/^The database examples is linked to 1 charts that appear on 0 dashboards/)
      .waitFor();
    await shot('database-delete-confirm.png');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
