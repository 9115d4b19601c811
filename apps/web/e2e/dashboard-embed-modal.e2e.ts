/**
 * The dashboard's "Embed dashboard" dialog (EMBEDDED_SUPERSET), as an admin uses it: embedding
 * is turned on with an allowed domain and the dialog shows the embedded id the server holds,
 * the domains are changed, and deactivating (after the confirmation) turns embedding off on
 * the server. An Alpha user who may not edit the dashboard never sees the menu entry.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { q } from './support/apiSession';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import { watchPageProblems } from './support/pageProblems';

let dashboardId = 0;

const session = useListTestSession(
  async (api) => {
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Board to embed',
      published: true,
    });
    dashboardId = dashboard.id;
  },
  { env: { FEATURE_FLAGS: JSON.stringify({ EMBEDDED_SUPERSET: true }) } },
);

async function embeddedOnServer(): Promise<{ status: number; uuid?: string; domains?: string[] }> {
  const response = await session.api.fetch(`/api/v1/dashboard/${dashboardId}/embedded`);
  if (!response.ok) return { status: response.status };
  const { result } = (await response.json()) as {
    result: { uuid: string; allowed_domains: string[] };
  };
  return { status: response.status, uuid: result.uuid, domains: result.allowed_domains };
}

/** Opens the "..." menu and the Embed dialog, retrying while a busy page closes the menu. */
async function openEmbedDialog(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Embed dashboard' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (!(await item.isVisible())) await page.getByTestId('dashboard-actions').click();
    const clicked = await item
      .click({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) break;
  }
  await page.getByTestId('dashboard-embed-modal').locator('[data-embedded]').waitFor();
}

function shot(page: Page, name: string) {
  return page.screenshot({ path: path.join(SCREENSHOT_DIR, name), animations: 'disabled' });
}

describe('Embed dashboard dialog', () => {
  it('enables embedding, changes the domains and deactivates it', async () => {
    const { page } = session;
    const problems = watchPageProblems(page);
    await page.goto(`/dashboard/${dashboardId}/`);
    await page.getByTestId('dashboard-header').waitFor();
    expect((await embeddedOnServer()).status).toBe(404);

    await openEmbedDialog(page);
    const dialog = page.getByTestId('dashboard-embed-modal');
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe('Embed');
    await expect
      .poll(() => dialog.textContent())
      .toContain('Configure this dashboard to embed it into an external web application.');
    await dialog.getByLabel('Allowed Domains (comma separated)').fill('https://app.example.com');
    await shot(page, 'embed-dialog-off.png');
    await dialog.getByTestId('embed-enable').click();

    await expect
      .poll(() => dialog.locator('[data-embedded]').getAttribute('data-embedded'))
      .toBe('true');
    expect(await dialog.textContent()).toContain(
      'This dashboard is ready to embed. In your application, pass the following id to the SDK:',
    );
    const shownUuid = (await dialog.getByTestId('embedded-uuid').textContent())?.trim() ?? '';
    const enabled = await embeddedOnServer();
    expect(enabled).toEqual({
      status: 200,
      uuid: shownUuid,
      domains: ['https://app.example.com'],
    });
    await expect.poll(() => dialog.getByTestId('embed-save').isDisabled()).toBe(true);
    await shot(page, 'embed-dialog-on.png');

    // New domains: the id stays, the server holds the new list.
    await dialog
      .getByLabel('Allowed Domains (comma separated)')
      .fill('https://app.example.com, reports.example.org');
    await dialog.getByTestId('embed-save').click();
    await expect
      .poll(async () => (await embeddedOnServer()).domains)
      .toEqual(['https://app.example.com', 'reports.example.org']);
    expect((await embeddedOnServer()).uuid).toBe(shownUuid);
    await expect.poll(() => dialog.getByTestId('embed-save').isDisabled()).toBe(true);

    await dialog.getByTestId('embed-deactivate').click();
    await page.getByTestId('embed-deactivate-confirm').waitFor();
    expect(await page.locator('.ant-modal-confirm-title').textContent()).toBe('Disable embedding?');
    await shot(page, 'embed-dialog-deactivate.png');
    await page.getByTestId('embed-deactivate-confirm').click();
    await expect
      .poll(() => dialog.locator('[data-embedded]').getAttribute('data-embedded'))
      .toBe('false');
    expect((await embeddedOnServer()).status).toBe(404);
    expect(await dialog.getByLabel('Allowed Domains (comma separated)').inputValue()).toBe('');
    problems.stop();
    // The dialog's own read of a dashboard that is not embedded answers 404 (and the browser
    // logs that); nothing else may fail.
    const expected404 = `404 GET ${session.server.baseUrl}/api/v1/dashboard/${dashboardId}/embedded`;
    const unexpected = problems
      .problems()
      .filter((problem) => problem !== expected404 && !problem.includes('status of 404'));
    expect(unexpected).toEqual([]);
  });

  it('offers no Embed entry to a user who may not edit the dashboard', async () => {
    const password = 'Gamma-embed-1!';
    // Alpha may write dashboards, but this one is not theirs.
    const roles = await session.api.get<{ result: { id: number; name: string }[] }>(
      `/api/v1/security/roles/?q=${q({ page_size: 100 })}`,
    );
    const roleIds = roles.result.filter((role) => role.name === 'Alpha').map((role) => role.id);
    expect(roleIds).toHaveLength(1);
    await session.api.post('/api/v1/security/users/', {
      username: 'embed_viewer',
      first_name: 'Embed',
      last_name: 'Viewer',
      email: 'embed_viewer@example.com',
      password,
      active: true,
      roles: roleIds,
    });
    const [context, page] = await session.signIn('embed_viewer', password);
    await page.goto(`/dashboard/${dashboardId}/`);
    await page.getByTestId('dashboard-actions').click();
    await page.getByRole('menuitem', { name: 'Refresh dashboard' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Embed dashboard' }).count()).toBe(0);
    await context.close();
  });
});
