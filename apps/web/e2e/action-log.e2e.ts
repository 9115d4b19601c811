/**
 * The action log in a real browser: the admin signs in, renames a role, then finds both events
 * under Settings → Action log and narrows the list with the action, user and time filters.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFilter, listCallAfter, listCount, rowByTitle, toast } from './support/listPage';
import { openSettingsItem } from './support/menus';
import { screenshot, useListTestSession } from './support/listTestSession';

let page: Page;

useListTestSession(
  async (api) => {
    await api.post('/api/v1/security/roles/', { name: 'Auditors' });
  },
  { opened: (opened) => (page = opened.page) },
);

const logRows = () => page.locator('.ant-table-tbody tr.ant-table-row');

describe('action log', () => {
  it('shows the sign-in and a role change, filtered by action, user and time', async () => {
    await listCallAfter(page, 'security/roles', () => page.goto('/role/list/'));
    await rowByTitle(page, 'Auditors').getByTestId('row-action-edit').click();
    await page.getByRole('dialog').getByLabel('Name').fill('Auditors 2');
    await listCallAfter(page, 'security/roles', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Save' }).click(),
    );
    await toast(page, 'Role Auditors 2 was saved');

    const query = await listCallAfter(page, 'log', () =>
      openSettingsItem(page, 'Action log', '/actionlog/list/'),
    );
    expect(query).toMatchObject({ order_column: 'dttm', order_direction: 'desc' });
    // Newest first: the role change, then the browser sign-in (and the seeding API's).
    await expect.poll(() => logRows().first().textContent()).toContain('role_updated');
    const signIn = logRows().filter({ hasText: 'login' }).filter({ hasText: 'password' });
    expect(await signIn.count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'action-log-all.png');

    await listCallAfter(page, 'log', () => chooseFilter(page, 'Action', 'role_updated'));
    expect(await listCount(page)).toBe(1);
    const row = logRows().first();
    expect(await row.textContent()).toContain('admin');
    expect(await row.textContent()).toContain('role');
    expect(await row.getByTestId('action-log-detail').textContent()).toContain('nameAuditors 2');

    await listCallAfter(page, 'log', () => chooseFilter(page, 'User', 'admin'));
    await listCallAfter(page, 'log', () =>
      chooseFilter(page, 'Time range', 'Last hour', { search: false }),
    );
    expect(await listCount(page)).toBe(1);
    await screenshot(page, 'action-log.png');
  });
});
