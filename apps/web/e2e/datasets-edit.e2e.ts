/**
 * "+ Dataset" and the edit dataset modal in a real browser: creating a dataset from a table of a
 * SQLite file database registered through the API; editing a metric of `flights` (label and
 * certification) through 'Confirm save', checked against `GET /datasource/get/table/{id}/`; and a
 * Gamma user seeing Edit inert with the owner tooltip.
 *
 * The web app is built into a private folder first so the test always sees this tree's code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, findId } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { listCallAfter, rowByTitle, rowTitles, toast } from './support/listPage';
import { openListTestBrowser } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import { pickOption } from './support/explorePage';
import { createFlightsReader } from './support/flightsReader';
import { startSqliteTestServer } from './support/sqliteTestServer';
import type { SqliteTestServer } from './support/sqliteTestServer';

const SHOTS = path.join(SCREENSHOT_DIR, 'w5');
const SQLITE_FILE = 'garden.db';
const SQLITE_NAME = 'Garden file';
const GAMMA_PASSWORD = 'gamma-password-5';
const OWNER_TOOLTIP =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let sqliteServer: SqliteTestServer | undefined;
let gammaContext: BrowserContext;
let gammaPage: Page;
let flightsId: number;

interface StoredMetric {
  metric_name: string;
  verbose_name: string | null;
  extra: string | null;
}

const shot = (target: Page, name: string) =>
  target.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

const modal = () => page.getByTestId('dataset-edit-modal');

/** Picks the option with exactly this text in the create modal's labelled select. */
async function choose(label: string, option: string): Promise<void> {
  const combobox = page
    .getByTestId('create-dataset-modal')
    .getByRole('combobox', { name: label, exact: true });
  await pickOption(page, combobox, option);
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  sqliteServer = await startSqliteTestServer(
    'w5',
    SQLITE_FILE,
    "create table plants (id integer primary key, name text, planted date); insert into plants (name, planted) values ('fern', '2024-03-01');",
    { LOAD_EXAMPLES: 'true' },
  );
  api = sqliteServer.api;
  await api.post('/api/v1/database/', {
    database_name: SQLITE_NAME,
    sqlalchemy_uri: `sqlite:///${SQLITE_FILE}`,
  });
  flightsId = await datasetIdOf(api, 'flights');

  // Gamma plus read access to flights: sees the dataset, may not edit it.
  await createFlightsReader(api, {
    first_name: 'Gus',
    last_name: 'Gamma',
    username: 'gamma_w5',
    email: 'gus@example.com',
    password: GAMMA_PASSWORD,
  });

  session = await openListTestBrowser(sqliteServer.server, api);
  page = session.page;
  [gammaContext, gammaPage] = await session.signIn('gamma_w5', GAMMA_PASSWORD);
});

afterAll(async () => {
  await gammaContext?.close();
  await session?.stop();
  sqliteServer?.removeFolders();
});

describe('+ Dataset', () => {
  it('creates a dataset from a table of a SQLite database', async () => {
    await listCallAfter(page, 'dataset', () => page.goto('/dataset/list/'));
    await page.getByTestId('create-dataset').click();
    await choose('Database', SQLITE_NAME);
    await choose('Schema', 'main');
    await choose('Table', 'plants');
    const preview = page.getByTestId('table-columns-preview');
    await preview.getByText('planted', { exact: true }).waitFor();
    const names = await preview.locator('.ant-table-row td:first-child').allTextContents();
    expect(names).toEqual(['id', 'name', 'planted']);
    await shot(page, '01-create-dataset.png');

    await listCallAfter(page, 'dataset', () => page.getByTestId('create-dataset-submit').click());
    await toast(page, 'Dataset plants has been created');
    await page.getByTestId('create-dataset-modal').waitFor({ state: 'detached' });
    expect(await rowTitles(page)).toContain('plants');

    const id = await findId(api, 'dataset', 'table_name', 'plants');
    expect(id).toBeDefined();
    const stored = await api.get<{
      result: { database: { database_name: string }; schema: string; columns: unknown[] };
    }>(`/api/v1/dataset/${id}`);
    expect(stored.result.database.database_name).toBe(SQLITE_NAME);
    expect(stored.result.schema).toBe('main');
    expect(stored.result.columns).toHaveLength(3);
    await shot(page, '02-dataset-created.png');
  });
});

describe('edit dataset modal', () => {
  it('edits and certifies a metric of flights, through Confirm save', async () => {
    await listCallAfter(page, 'dataset', () => page.goto('/dataset/list/'));
    await rowByTitle(page, 'flights').getByTestId('row-action-edit').click();
    await modal().getByRole('tab', { name: 'Source' }).waitFor();
    // offsetWidth, not the bounding box: the opening zoom animation scales the box for a while.
    const width = await modal()
      .locator('.ant-modal-container, .ant-modal-content')
      .first()
      .evaluate((element) => (element as HTMLElement).offsetWidth);
    expect(width).toBe(900);
    // The legacy editor button is hidden: DISABLE_LEGACY_DATASOURCE_EDITOR is on by default.
    expect(await page.getByTestId('legacy-editor').count()).toBe(0);
    await shot(page, '03-edit-source.png');

    await modal().getByRole('tab', { name: 'Metrics' }).click();
    const row = modal()
      .locator('.ant-table-tbody tr')
      .filter({ has: page.locator('input[aria-label="Metric name"][value="count"]') });
    await row.getByRole('textbox', { name: 'Label' }).fill('Number of flights');
    await row.locator('.ant-table-row-expand-icon').click();
    await modal().getByRole('textbox', { name: 'Certified by' }).fill('Flight ops');
    await modal().getByRole('textbox', { name: 'Certification details' }).fill('Checked daily');
    await shot(page, '04-edit-metric.png');

    await page.getByTestId('dataset-save').click();
    const confirm = page.getByTestId('dataset-confirm-save');
    await confirm.getByText('Confirm save').waitFor();
    await shot(page, '05-confirm-save.png');
    await confirm.getByTestId('dataset-confirm-ok').click();
    const failure = page.locator('.ant-modal-title').filter({ hasText: /^Error$/ });
    await Promise.race([toast(page, 'The dataset has been saved'), failure.waitFor()]);
    if ((await failure.count()) > 0)
      throw new Error(
        `Save failed: ${await page.locator('.ant-modal').filter({ has: failure }).textContent()}`,
      );
    await modal().waitFor({ state: 'detached' });

    const saved = await api.get<{ metrics: StoredMetric[]; columns: unknown[] }>(
      `/datasource/get/table/${flightsId}/`,
    );
    const count = saved.metrics.find((m) => m.metric_name === 'count');
    expect(count?.verbose_name).toBe('Number of flights');
    const extra = JSON.parse(count?.extra ?? '{}') as {
      certification?: { certified_by?: string; details?: string };
    };
    expect(extra.certification).toEqual({ certified_by: 'Flight ops', details: 'Checked daily' });
    // Nothing else was lost: flights still has its five columns.
    expect(saved.columns).toHaveLength(5);
  });

  it('keeps Save disabled while the extra JSON is invalid', async () => {
    await rowByTitle(page, 'flights').getByTestId('row-action-edit').click();
    await modal().getByRole('tab', { name: 'Settings' }).click();
    await modal().getByLabel('Extra', { exact: true }).fill('{not json');
    await modal()
      .getByTestId('dataset-errors')
      .getByText('Extra must be a valid JSON object')
      .waitFor();
    expect(await page.getByTestId('dataset-save').isDisabled()).toBe(true);
    await shot(page, '06-invalid-extra.png');
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await modal().waitFor({ state: 'detached' });
  });

  it('opens a new calculated column at its SQL expression, with errors only after input or Save', async () => {
    await listCallAfter(page, 'dataset', () => page.goto('/dataset/list/'));
    await rowByTitle(page, 'flights').getByTestId('row-action-edit').click();
    await modal().getByRole('tab', { name: 'Calculated columns' }).click();
    await modal().getByTestId('add-calculated-column').click();
    const expression = modal().getByRole('textbox', { name: 'SQL expression' });
    await expression.waitFor();
    // The new row opens by itself, SQL expression first, and nothing is flagged yet.
    const labels = await modal().locator('.pn-dataset-expanded label').allTextContents();
    expect(labels).toEqual(['SQL expression', 'Description']);
    expect(await modal().getByTestId('dataset-errors').count()).toBe(0);
    await shot(page, '07-new-calculated-column.png');

    const problem = 'Calculated column "calculated_column" needs a SQL expression';
    await page.getByTestId('dataset-save').click();
    await modal().getByTestId('dataset-errors').getByText(problem).waitFor();
    expect(await page.getByTestId('dataset-confirm-save').count()).toBe(0);

    await expression.fill('delay * 60');
    await modal().getByTestId('dataset-errors').waitFor({ state: 'detached' });
    await expression.fill('');
    await modal().getByTestId('dataset-errors').getByText(problem).waitFor();
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await modal().waitFor({ state: 'detached' });
  });

  it('shows Gamma the Edit action inert with the owner tooltip', async () => {
    await listCallAfter(gammaPage, 'dataset', () => gammaPage.goto('/dataset/list/'));
    expect(await rowTitles(gammaPage)).toEqual(['flights']);
    const row = rowByTitle(gammaPage, 'flights');
    expect(await row.getByTestId('row-action-edit').count()).toBe(0);
    const inert = row.getByTestId('row-action-edit-disabled');
    await inert.hover();
    await gammaPage.getByRole('tooltip').filter({ hasText: OWNER_TOOLTIP }).waitFor();
    await inert.click();
    expect(await gammaPage.getByTestId('dataset-edit-modal').count()).toBe(0);
    expect(await gammaPage.getByTestId('create-dataset').count()).toBe(0);
    await shot(gammaPage, '08-gamma-edit-disabled.png');
  });
});
