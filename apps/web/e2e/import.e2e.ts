/**
 * Importing a dashboard bundle through the modal in a real browser: an unreadable file fails with
 * the re-export hint; a bundle of an existing dashboard asks to type OVERWRITE, then imports; a
 * server asking for database passwords gets one field per file and a retry carrying them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, listCount as apiCount } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { listCallAfter, toast } from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import { createTableChartDashboard } from './support/tableChartDashboard';

const SHOTS = path.join(SCREENSHOT_DIR, 'w3');
const TITLE = 'Imported flights board';

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let bundlePath = '';
let badPath = '';

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  const datasetId = await datasetIdOf(api, 'flights');
  const boardId = await createTableChartDashboard(
    api,
    { dashboard_title: TITLE },
    'Imported delays',
    datasetId,
  );
  const exported = await api.fetch(`/api/v1/dashboard/export/?q=!(${boardId})`);
  if (exported.status !== 200) throw new Error(`Export answered ${exported.status}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-import-'));
  bundlePath = path.join(dir, 'dashboard_export.zip');
  fs.writeFileSync(bundlePath, Buffer.from(await exported.arrayBuffer()));
  badPath = path.join(dir, 'not_a_bundle.zip');
  fs.writeFileSync(badPath, 'this is not a zip file');
  session = await openListTestBrowser(started.server, api);
  page = session.page;
});

afterAll(async () => {
  await session?.stop();
});

async function openModal(file: string): Promise<void> {
  await listCallAfter(page, 'dashboard', () => page.goto('/dashboard/list/'));
  await page.getByTestId('import-button').click();
  const modal = page.getByTestId('import-modal');
  await modal.waitFor();
  await modal.locator('input[type=file]').setInputFiles(file);
}

/** The multipart body as text; the ZIP part makes it binary, so `postData()` gives up on it. */
const bodyOf = (request: Request) => request.postDataBuffer()?.toString('latin1') ?? '';

const titleCount = () =>
  apiCount(api, 'dashboard', [{ col: 'dashboard_title', opr: 'eq', value: TITLE }]);

describe('import modal', () => {
  it('reports a file that is not a bundle, with the re-export hint', async () => {
    await openModal(badPath);
    await page.getByTestId('import-submit').click();
    const error = page.getByTestId('import-error');
    await error.waitFor();
    const text = (await error.textContent()) ?? '';
    expect(text).toContain('An error occurred while importing dashboard: ');
    expect(text).toContain('Please re-export your file and try importing again');
    await shot('import-error.png');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('asks to type OVERWRITE for an existing dashboard, then imports it', async () => {
    expect(await titleCount()).toBe(1);
    await openModal(bundlePath);
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-overwrite').waitFor();
    const submit = page.getByTestId('import-submit');
    expect(await submit.isDisabled()).toBe(true);
    await shot('import-overwrite-prompt.png');
    await page.getByTestId('import-overwrite-input').fill('OVERWRITE');
    expect(await submit.isDisabled()).toBe(false);
    // Intercepted only to read the body: a streamed multipart upload is not exposed otherwise.
    const bodies: string[] = [];
    await page.route('**/api/v1/dashboard/import/', (route) => {
      bodies.push(bodyOf(route.request()));
      return route.continue();
    });
    await listCallAfter(page, 'dashboard', () => submit.click());
    await page.unroute('**/api/v1/dashboard/import/');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatch(/name="overwrite"\r\n\r\ntrue/);
    await toast(page, 'Dashboard imported');
    await page.getByTestId('import-modal').waitFor({ state: 'detached' });
    // Overwritten in place: still exactly one dashboard with that title.
    expect(await titleCount()).toBe(1);
    await shot('import-done.png');
  });

  it('asks for the database passwords the server names and sends them', async () => {
    let calls = 0;
    await page.route('**/api/v1/dashboard/import/', async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'Error importing dashboard',
              error_type: 'GENERIC_COMMAND_ERROR',
              level: 'warning',
              extra: {
                'databases/secured.yaml': {
                  _schema: ['Must provide a password for the database'],
                },
              },
            },
          ],
        }),
      });
    });
    await openModal(bundlePath);
    await page.getByTestId('import-submit').click();
    const field = page.getByTestId('import-password-databases/secured.yaml');
    await field.waitFor();
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    await shot('import-passwords.png');
    await field.fill('s3cret');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/v1/dashboard/import/')),
      page.getByTestId('import-submit').click(),
    ]);
    expect(bodyOf(request)).toContain('{"databases/secured.yaml":"s3cret"}');
    // The real server then finds the dashboard already there.
    await page.getByTestId('import-overwrite').waitFor();
    await page.getByTestId('import-overwrite-input').fill('overwrite');
    const [last] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/v1/dashboard/import/')),
      page.getByTestId('import-submit').click(),
    ]);
    const body = bodyOf(last);
    expect(body).toContain('{"databases/secured.yaml":"s3cret"}');
    expect(body).toMatch(/name="overwrite"\r\n\r\ntrue/);
    await toast(page, 'Dashboard imported');
    expect(calls).toBe(3);
    await page.unroute('**/api/v1/dashboard/import/');
  });

  it('is offered on the chart and dataset lists too', async () => {
    await listCallAfter(page, 'chart', () => page.goto('/chart/list/'));
    await page.getByTestId('import-button').click();
    await page.getByRole('dialog').getByText('Import chart').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await listCallAfter(page, 'dataset', () => page.goto('/dataset/list/'));
    await page.getByTestId('import-button').click();
    await page.getByRole('dialog').getByText('Import dataset').waitFor();
  });
});
