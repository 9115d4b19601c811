/**
 * Granting access through the role editor, in a real browser: the admin finds the flights
 * dataset in the editor and grants it to a role a Gamma user already holds; that user, signed in
 * in another browser before the change, then builds, runs and saves a chart on flights without
 * signing in again. The editor's users tab adds a member. Leaves screenshots of the editor.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { expectExploreChartRendered } from './support/exploreChartRender';
import { confirmChartSave, pickSimpleMetric, waitForChartStatus } from './support/explorePage';
import { listCallAfter, rowByTitle, toast } from './support/listPage';
import { LIST_SHOTS_DIR } from './support/listShots';
import { openListTestBrowser, screenshot, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';

const GAMMA_PASSWORD = 'analyst-harbor-lantern-42';
const ROLE = 'Flight analysts';
let session: ListTestSession;
let api: ApiSession;
let page: Page;
let gammaContext: BrowserContext;
let gammaPage: Page;
let flightsId = 0;
let roleId = 0;

beforeAll(async () => {
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  flightsId = await datasetIdOf(api, 'flights');
  const roles = await api.get<{ result: Array<{ text: string; value: number }> }>(
    '/api/v1/security/users/related/roles',
  );
  const gammaRoleId = roles.result.find((r) => r.text === 'Gamma')?.value ?? 0;
  roleId = (await api.post<{ id: number }>('/api/v1/security/roles/', { name: ROLE })).id;
  for (const [username, extra] of [
    ['gina', [roleId]],
    ['otto', []],
  ] as const) {
    await api.post('/api/v1/security/users/', {
      first_name: username === 'gina' ? 'Gina' : 'Otto',
      last_name: 'Analyst',
      username,
      email: `${username}@example.com`,
      password: GAMMA_PASSWORD,
      roles: [gammaRoleId, ...extra],
    });
  }
  session = await openListTestBrowser(started.server, api);
  page = session.page;
  [gammaContext, gammaPage] = await session.signIn('gina', GAMMA_PASSWORD);
}, 180_000);

afterAll(async () => {
  await gammaContext?.close();
  await session?.stop();
});

/** Opens the editor of a role from the role list. */
async function openEditor(name: string): Promise<ReturnType<Page['getByTestId']>> {
  await listCallAfter(page, 'security/roles', () => page.goto('/role/list/'));
  await rowByTitle(page, name).getByTestId('row-action-permissions').click();
  const drawer = page.getByTestId('role-editor');
  await drawer.getByText(`Edit role ${name}`).waitFor();
  return drawer;
}

describe('the role editor', () => {
  it('grants a dataset that a signed-in Gamma user can chart at once', async () => {
    // Before the grant the user may not open the dataset.
    const before = await gammaPage.request.get(`/api/v1/dataset/${flightsId}`);
    expect(before.ok()).toBe(false);

    const drawer = await openEditor(ROLE);
    await drawer.locator('.ant-table-tbody .ant-checkbox').first().waitFor();
    await screenshot(page, 'role-editor-empty-search.png');
    const search = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/v1/security/permissions-resources/' &&
        (url.searchParams.get('q') ?? '').includes('flights')
      );
    });
    await drawer.getByRole('searchbox', { name: 'Search permissions' }).fill('flights');
    await search;
    const grant = drawer.getByRole('checkbox', {
      name: `datasource_access on [examples].[flights](id:${flightsId})`,
    });
    await grant.waitFor();
    await grant.check();
    await drawer.getByText('1 permission change').waitFor();
    await screenshot(page, 'role-editor-filtered.png');
    await drawer.getByTestId('role-editor-save').click();
    await toast(page, `Role ${ROLE} was saved`);

    // The Gamma user's page was open all along; no new sign-in.
    await gammaPage.goto(
      `/explore/?datasource_id=${flightsId}&datasource_type=table&viz_type=big_number_total`,
    );
    const metric = await pickSimpleMetric(gammaPage, 'metric', 'Delay (min)', 'SUM');
    await metric.getByTestId('popover-save').click();
    await gammaPage.getByTestId('explore-run').click();
    await waitForChartStatus(gammaPage, 'rendered');
    await gammaPage.getByTestId('explore-chart-name').fill('Total delay');
    await gammaPage.getByTestId('explore-chart-name').press('Enter');
    await gammaPage.getByTestId('explore-save').click();
    await confirmChartSave(gammaPage);
    await toast(gammaPage, 'Chart [Total delay] has been saved');
    await gammaPage.waitForURL((url) => url.searchParams.has('slice_id'));
    await expectExploreChartRendered(
      gammaPage,
      'Total delay',
      `${LIST_SHOTS_DIR}/role-editor-gamma-chart.png`,
    );
    const saved = await api.get<{ count: number }>(
      `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Total delay' }] })}`,
    );
    expect(saved.count).toBe(1);
  }, 240_000);

  it("lists a role's many permissions by group and only those granted", async () => {
    const drawer = await openEditor('Alpha');
    await drawer.getByText('Features').click();
    await drawer.getByRole('switch').click();
    await drawer.getByRole('checkbox', { name: 'can_read on Chart', exact: true }).waitFor();
    await screenshot(page, 'role-editor-many-permissions.png');
    const roles = await api.get<{ result: Array<{ name: string; permission_ids: number[] }> }>(
      `/api/v1/security/roles/?q=${q({ filters: [{ col: 'name', opr: 'eq', value: 'Alpha' }] })}`,
    );
    const held = roles.result[0]?.permission_ids.length ?? 0;
    const tab = await drawer.getByRole('tab', { name: /^Permissions/ }).textContent();
    expect(tab).toBe(`Permissions (${held})`);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a user to the role from its users tab', async () => {
    const drawer = await openEditor(ROLE);
    await drawer.getByRole('tab', { name: 'Users (1)' }).click();
    await drawer.getByRole('cell', { name: 'gina', exact: true }).waitFor();
    const add = drawer.getByRole('combobox', { name: 'Add a user' });
    await add.click();
    await add.pressSequentially('ott');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'Otto Analyst (otto)' })
      .click();
    await drawer.getByRole('cell', { name: 'otto', exact: true }).waitFor();
    await screenshot(page, 'role-editor-users.png');
    await drawer.getByTestId('role-editor-save').click();
    await toast(page, `Role ${ROLE} was saved`);
    const role = await api.get<{ result: { user_ids: number[] } }>(
      `/api/v1/security/roles/${roleId}`,
    );
    expect(role.result.user_ids).toHaveLength(2);
  });
});
