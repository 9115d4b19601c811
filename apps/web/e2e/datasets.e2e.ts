/**
 * The example datasets on the Home page and the dataset list: count, search by name, sorting and
 * paging parameters, against a server that loaded the examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import rison from 'rison';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { NEWEST_FIRST_QUERY } from './support/listPage';
import { clickMainMenuItem } from './support/menus';
import { SCREENSHOT_DIR } from './support/paths';
import { submitLogin } from './support/signIn';
import { startServer } from './support/startServer';
import type { RunningServer } from './support/startServer';

interface ListQueryParam {
  order_column?: string;
  order_direction?: string;
  page?: number;
  page_size?: number;
  filters?: Array<{ col: string; opr: string; value: unknown }>;
}

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = await startServer({ env: { LOAD_EXAMPLES: 'true' } });
  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Runs `action` and returns the decoded `q` of the dataset list call it causes, once the table
 * shows the answer.
 */
async function listCallAfter(action: () => Promise<unknown>): Promise<ListQueryParam> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/dataset/'),
    action(),
  ]);
  expect(response.status()).toBe(200);
  await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
  return rison.decode<ListQueryParam>(new URL(response.url()).searchParams.get('q') ?? '');
}

function datasetNames(): Promise<string[]> {
  return page.locator('.ant-table-tbody .pn-dataset-name').allTextContents();
}

async function datasetCount(): Promise<number> {
  return Number(await page.locator('.pn-count').first().textContent());
}

describe('datasets', () => {
  it('lists the example datasets on the home page, by name', async () => {
    await page.goto('/login/');
    const query = await listCallAfter(() => submitLogin(page, 'admin', server.adminPassword));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(query).toEqual({
      order_column: 'table_name',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
    });
    expect(await datasetCount()).toBeGreaterThan(0);
    const names = await datasetNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.map((n) => n.toLowerCase())).toEqual(names.map((n) => n.toLowerCase()).sort());
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'home-examples.png'),
      animations: 'disabled',
    });
  });

  it('opens the dataset list, newest first, 25 per page', async () => {
    const query = await listCallAfter(() => clickMainMenuItem(page, 'Datasets'));
    expect(new URL(page.url()).pathname).toBe('/dataset/list/');
    expect(query).toEqual(NEWEST_FIRST_QUERY);
    expect((await datasetNames()).length).toBe(Math.min(await datasetCount(), 25));
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'dataset-list-examples.png'),
      animations: 'disabled',
    });
  });

  it('sorts by name', async () => {
    const query = await listCallAfter(() =>
      page.getByRole('columnheader', { name: 'Name' }).click(),
    );
    expect(query).toMatchObject({ order_column: 'table_name', order_direction: 'asc', page: 0 });
    const names = await datasetNames();
    expect(names.map((n) => n.toLowerCase())).toEqual(names.map((n) => n.toLowerCase()).sort());
  });

  it('searches by name', async () => {
    const needle = ((await datasetNames())[0] ?? '').slice(0, 4);
    const search = page.getByPlaceholder('Search by name');
    await search.fill(needle);
    const query = await listCallAfter(() => search.press('Enter'));
    expect(query.filters).toEqual([{ col: 'table_name', opr: 'ct', value: needle }]);
    const names = await datasetNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(needle.toLowerCase());

    await search.fill('no-such-dataset-anywhere');
    await listCallAfter(() => search.press('Enter'));
    await page.getByText('No datasets match your search').waitFor();
    expect(await datasetCount()).toBe(0);
  });
});
