/**
 * What a Gamma user may do, in a real browser: no SQL or administration in the menu, the Users and
 * Roles pages refused, and no edit, delete or bulk delete on dashboards and charts it does not own
 * (only on its own), no delete or bulk actions on datasets and databases.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, datasetIdOf } from './support/apiSession';
import { listCallAfter, rowByTitle, rowTitles } from './support/listPage';
import { openListTestBrowser, screenshot, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { createFlightsReader } from './support/flightsReader';
import { createTableChartDashboard } from './support/tableChartDashboard';

const GAMMA_PASSWORD = 'gamma-password-1';
let session: ListTestSession;
let gammaContext: BrowserContext;
let gammaPage: Page;

const shot = (target: Page, name: string) => screenshot(target, name);

beforeAll(async () => {
  const { server, api } = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  // Gamma with read access to flights, so it can see the admin's dashboard on it.
  await createFlightsReader(api, {
    first_name: 'Gina',
    last_name: 'Gamma',
    username: 'gamma_user',
    email: 'gina@example.com',
    password: GAMMA_PASSWORD,
  });

  const flightsId = await datasetIdOf(api, 'flights');
  await createTableChartDashboard(
    api,
    { dashboard_title: 'Admin board', published: true },
    'Flight delays',
    flightsId,
  );
  const gamma = await apiSession(server.baseUrl, 'gamma_user', GAMMA_PASSWORD);
  await gamma.post('/api/v1/dashboard/', { dashboard_title: 'Gamma board' });

  session = await openListTestBrowser(server, api);
  [gammaContext, gammaPage] = await session.signIn('gamma_user', GAMMA_PASSWORD);
});

afterAll(async () => {
  await gammaContext?.close();
  await session?.stop();
});

describe('a Gamma user', () => {
  it('sees no SQL or administration in the menu, and is refused the pages', async () => {
    const nav = gammaPage.getByRole('navigation', { name: 'Main' });
    // The menu follows the permissions of the bootstrap payload fetched after login.
    await nav.getByRole('menuitem', { name: 'Dashboards', exact: true }).waitFor();
    for (const menu of ['Dashboards', 'Charts', 'Datasets', 'Settings']) {
      expect(await nav.getByRole('menuitem', { name: menu, exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole('menuitem', { name: 'SQL', exact: true }).count()).toBe(0);
    await nav.getByText('Settings').hover();
    await gammaPage.getByRole('menuitem', { name: 'Databases' }).waitFor();
    expect(await gammaPage.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    expect(await gammaPage.getByRole('menuitem', { name: 'Roles' }).count()).toBe(0);

    for (const url of ['/user/list/', '/role/list/']) {
      await gammaPage.goto(url);
      await gammaPage.getByText('Access denied').waitFor();
    }
    await shot(gammaPage, 'gamma-users-denied.png');
  });

  it('may not edit or delete dashboards it does not own', async () => {
    await listCallAfter(gammaPage, 'dashboard', () => gammaPage.goto('/dashboard/list/'));
    expect((await rowTitles(gammaPage)).sort()).toEqual(['Admin board', 'Gamma board']);
    const foreign = rowByTitle(gammaPage, 'Admin board');
    const own = rowByTitle(gammaPage, 'Gamma board');
    // _info answers with the permissions; wait until the own row offers its actions.
    await own.getByTestId('row-action-delete').waitFor();
    expect(await foreign.getByTestId('row-action-delete').count()).toBe(0);
    expect(await foreign.getByTestId('row-action-edit').count()).toBe(0);
    expect(await own.getByTestId('row-action-edit').count()).toBe(1);
    await shot(gammaPage, 'gamma-dashboard-list.png');

    // Bulk delete is refused for a selection holding a dashboard it does not own.
    await gammaPage.getByTestId('bulk-select').click();
    await gammaPage.getByRole('checkbox', { name: 'Select Admin board' }).check();
    expect(await gammaPage.getByTestId('bulk-delete').isDisabled()).toBe(true);
    await gammaPage.getByRole('checkbox', { name: 'Select Admin board' }).uncheck();
    await gammaPage.getByRole('checkbox', { name: 'Select Gamma board' }).check();
    expect(await gammaPage.getByTestId('bulk-delete').isDisabled()).toBe(false);
  });

  it('may not create, delete or bulk-select datasets and databases', async () => {
    await listCallAfter(gammaPage, 'dataset', () => gammaPage.goto('/dataset/list/'));
    expect(await rowTitles(gammaPage)).toEqual(['flights']);
    // Wait for _info, then check nothing is offered.
    await gammaPage.waitForLoadState('networkidle');
    expect(await gammaPage.getByTestId('bulk-select').count()).toBe(0);
    expect(await gammaPage.getByTestId('row-action-delete').count()).toBe(0);

    await listCallAfter(gammaPage, 'database', () => gammaPage.goto('/database/list/'));
    await gammaPage.waitForLoadState('networkidle');
    expect(await gammaPage.getByTestId('bulk-select').count()).toBe(0);
    expect(await gammaPage.getByTestId('row-action-delete').count()).toBe(0);
  });

  it('may not edit or delete the charts of others', async () => {
    await listCallAfter(gammaPage, 'chart', () => gammaPage.goto('/chart/list/'));
    expect(await rowTitles(gammaPage)).toEqual(['Flight delays']);
    await gammaPage.waitForLoadState('networkidle');
    expect(await gammaPage.getByTestId('row-action-delete').count()).toBe(0);
    expect(await gammaPage.getByTestId('row-action-edit').count()).toBe(0);
    // Creating its own charts is allowed (can_write on Chart).
    expect(await gammaPage.getByTestId('create-chart').count()).toBe(1);
  });
});
