/**
 * Acting on dashboards from the list in a real browser: delete with the DELETE confirmation (and
 * its failure message), bulk delete, bulk export as a ZIP, card view, editing properties and
 * "+ Dashboard".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listCount as apiCount } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { useDashboardListSession } from './support/dashboardListSession';
import {
  chooseFilter,
  confirmDeletion,
  expectDeleted,
  exportRowsAsZip,
  listCallAfter,
  listCount,
  rowByTitle,
  rowTitles,
  selectRows,
  toast,
  waitForListIdle,
} from './support/listPage';

let page: Page;
let api: ApiSession;
const { seeded, byTitle, shot, openList } = useDashboardListSession((opened, admin) => {
  page = opened;
  api = admin;
});

const live = () => seeded.filter((d) => d.id > 0);

describe('dashboard list actions', () => {
  it('deletes a dashboard after DELETE is typed', async () => {
    await openList();
    const target = byTitle('Sales 20');
    const before = await listCount(page);
    await rowByTitle(page, target.title).getByTestId('row-action-delete').click();
    await page
      .getByRole('dialog')
      .getByText(`Are you sure you want to delete ${target.title}?`)
      .waitFor();
    await shot('dashboard-delete-confirm.png');
    await listCallAfter(page, 'dashboard', () => confirmDeletion(page));
    await toast(page, `Deleted: ${target.title}`);
    await expect.poll(() => listCount(page)).toBe(before - 1);
    expect(await rowTitles(page)).not.toContain(target.title);
    await expectDeleted(api, 'dashboard', [target]);
  });

  it('reports a failed delete', async () => {
    await openList();
    const target = byTitle('Sales 19');
    await page.route(
      (url) => url.pathname === `/api/v1/dashboard/${target.id}`,
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 422,
              contentType: 'application/json',
              body: '{"message":"Still in use"}',
            })
          : route.fallback(),
    );
    await rowByTitle(page, target.title).getByTestId('row-action-delete').click();
    await confirmDeletion(page);
    await toast(page, 'There was an issue deleting: Still in use');
    await page.unrouteAll();
    expect(await apiCount(api, 'dashboard', [{ col: 'id', opr: 'eq', value: target.id }])).toBe(1);
  });

  it('bulk deletes the selected dashboards', async () => {
    await openList();
    const targets = [byTitle('Sales 18'), byTitle('Sales 17')];
    await selectRows(
      page,
      targets.map((d) => d.title),
    );
    expect(await page.getByTestId('bulk-count').textContent()).toBe('2 Selected');
    await shot('dashboard-bulk-select.png');
    await page.getByTestId('bulk-delete').click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to delete the selected dashboards?')
      .waitFor();
    const [request] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/v1/dashboard/',
      ),
      confirmDeletion(page),
    ]);
    expect(new URL(request.url()).searchParams.get('q')).toBe(
      `!(${targets[0]?.id},${targets[1]?.id})`,
    );
    await toast(page, `Deleted: ${targets.map((d) => d.title).join(', ')}`);
    await expectDeleted(api, 'dashboard', targets);
    await waitForListIdle(page);
    await expect.poll(() => listCount(page)).toBe(live().length);
  });

  it('bulk exports the selected dashboards as a ZIP', async () => {
    await openList();
    const targets = [byTitle('Sales 16'), byTitle('Sales 15')];
    const filename = await exportRowsAsZip(
      page,
      'dashboard',
      targets.map((d) => d.title),
      targets.map((d) => d.id),
    );
    expect(filename).toMatch(/^dashboard_export_\d{8}T\d{6}\.zip$/);
  });

  it('switches to cards and back, keeping the choice in the URL', async () => {
    await openList();
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByTestId('list-card').first().waitFor();
    expect(new URL(page.url()).searchParams.get('viewMode')).toBe('card');
    expect(await page.getByTestId('list-card').count()).toBe(25);
    const query = await listCallAfter(page, 'dashboard', () =>
      chooseFilter(page, 'Sort', 'Alphabetical', { search: false }),
    );
    expect(query).toMatchObject({ order_column: 'dashboard_title', order_direction: 'asc' });
    const titles = live()
      .map((d) => d.title)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(await rowTitles(page)).toEqual(titles.slice(0, 25));
    await shot('dashboard-cards.png');
    await page.getByRole('button', { name: 'List view' }).click();
    await page.locator('.ant-table-tbody').waitFor();
    expect(new URL(page.url()).searchParams.get('viewMode')).toBeNull();
  });

  it('edits a dashboard title from the list', async () => {
    await openList();
    const target = byTitle('Marketing 01');
    await rowByTitle(page, target.title).getByTestId('row-action-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Marketing overview');
    await shot('dashboard-edit.png');
    await listCallAfter(page, 'dashboard', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await toast(page, 'This dashboard was saved successfully.');
    const saved = await api.get<{ result: { dashboard_title: string } }>(
      `/api/v1/dashboard/${target.id}`,
    );
    expect(saved.result.dashboard_title).toBe('Marketing overview');
    target.title = 'Marketing overview';
    expect(await rowTitles(page)).toContain('Marketing overview');
  });

  it('creates a dashboard with "+ Dashboard" and opens it', async () => {
    await openList();
    await page.getByTestId('create-dashboard').click();
    await page.waitForURL((url) => /^\/dashboard\/\d+\/$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(new URL(page.url()).searchParams.get('edit')).toBe('true');
    const created = await api.get<{ result: { dashboard_title: string } }>(
      `/api/v1/dashboard/${id}`,
    );
    expect(created.result.dashboard_title).toBe('[ untitled dashboard ]');
  });
});
