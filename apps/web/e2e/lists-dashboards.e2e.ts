/**
 * Browsing the dashboard list in a real browser: default order and paging, sort, search, filters,
 * title tooltips, certification and avatar groups, the favourite star (only on success), and the
 * Superset's error messages. Expected rows are computed here from the seeded titles, not read back
 * from the app. Actions (delete, export, edit, create) are in lists-dashboards-actions.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiSession } from './support/apiSession';
import { useDashboardListSession } from './support/dashboardListSession';
import { CERTIFIED_TITLE, LONG_TITLE } from './support/dashboardSeed';
import {
  chooseFilter,
  listCallAfter,
  listCount,
  NEWEST_FIRST_QUERY,
  openSecondPage,
  rowByTitle,
  rowTitles,
  sortByColumn,
  toast,
} from './support/listPage';
import { clickMainMenuItem } from './support/menus';

let page: Page;
let api: ApiSession;
const { seeded, byTitle, shot, openList } = useDashboardListSession((opened, admin) => {
  page = opened;
  api = admin;
});

describe('dashboard list', () => {
  it('opens from the menu, newest first, 25 per page, with the total', async () => {
    const query = await listCallAfter(page, 'dashboard', () =>
      clickMainMenuItem(page, 'Dashboards'),
    );
    expect(new URL(page.url()).pathname).toBe('/dashboard/list/');
    expect(query).toEqual(NEWEST_FIRST_QUERY);
    expect(await listCount(page)).toBe(28);
    const expected = [...seeded]
      .reverse()
      .slice(0, 25)
      .map((d) => d.title);
    expect(await rowTitles(page)).toEqual(expected);
    await shot('dashboard-list.png');
  });

  it('pages to the oldest dashboards', async () => {
    const query = await openSecondPage(page, 'dashboard');
    expect(query.page).toBe(1);
    expect(await rowTitles(page)).toEqual(['Sales 03', 'Sales 02', 'Sales 01']);
    expect(new URL(page.url()).searchParams.get('pageIndex')).toBe('1');
  });

  it('sorts by name on the server, both ways', async () => {
    await openList();
    const titles = seeded
      .map((d) => d.title)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    let query = await sortByColumn(page, 'dashboard', 'Name');
    expect(query).toMatchObject({
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page: 0,
    });
    expect(await rowTitles(page)).toEqual(titles.slice(0, 25));
    query = await sortByColumn(page, 'dashboard', 'Name');
    expect(query).toMatchObject({ order_column: 'dashboard_title', order_direction: 'desc' });
    expect(await rowTitles(page)).toEqual([...titles].reverse().slice(0, 25));
  });

  it('searches titles and slugs', async () => {
    await openList();
    const search = page.getByPlaceholder('Type a value');
    await search.fill('marketing');
    const query = await listCallAfter(page, 'dashboard', () => search.press('Enter'));
    expect(query.filters).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'marketing' },
    ]);
    const expected = seeded.filter((d) => d.title.startsWith('Marketing')).map((d) => d.title);
    expect((await rowTitles(page)).sort()).toEqual(expected.sort());
    expect(await listCount(page)).toBe(7);
    await search.fill('no such dashboard');
    await listCallAfter(page, 'dashboard', () => search.press('Enter'));
    await page.getByText('No dashboards match your search').waitFor();
  });

  it('filters by status, owner, created by and certification', async () => {
    await openList();
    let query = await listCallAfter(page, 'dashboard', () =>
      chooseFilter(page, 'Status', 'Published'),
    );
    expect(query.filters).toEqual([{ col: 'published', opr: 'eq', value: true }]);
    const published = seeded.filter((d) => d.published).map((d) => d.title);
    expect(await listCount(page)).toBe(published.length);
    expect((await rowTitles(page)).sort()).toEqual([...published].sort());
    await shot('dashboard-list-filtered.png');

    query = await listCallAfter(page, 'dashboard', () => chooseFilter(page, 'Owner', 'User Three'));
    expect(query.filters).toContainEqual({
      col: 'owners',
      opr: 'rel_m_m',
      value: expect.any(Number),
    });
    expect(await rowTitles(page)).toEqual([LONG_TITLE]);

    // The unfiltered list is still cached from before, so there may be no new call.
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect.poll(() => listCount(page)).toBe(28);
    expect(new URL(page.url()).searchParams.get('filters')).toBeNull();

    query = await listCallAfter(page, 'dashboard', () =>
      chooseFilter(page, 'Created by', 'Admin User'),
    );
    expect(query.filters).toEqual([{ col: 'created_by', opr: 'rel_o_m', value: api.userId }]);
    expect(await listCount(page)).toBe(28);

    await openList();
    query = await listCallAfter(page, 'dashboard', () => chooseFilter(page, 'Certified', 'Yes'));
    expect(query.filters).toEqual([{ col: 'id', opr: 'dashboard_is_certified', value: true }]);
    expect(await rowTitles(page)).toEqual([CERTIFIED_TITLE]);
  });

  it('shows long titles in a tooltip, the certifier, and at most four owner avatars', async () => {
    await openList();
    const longRow = rowByTitle(page, LONG_TITLE);
    await longRow.getByTestId('row-title').hover();
    await page.getByRole('tooltip').filter({ hasText: LONG_TITLE }).waitFor();
    expect(await longRow.getByTestId('owner-avatar').count()).toBe(4);
    expect(await longRow.locator('.ant-avatar').filter({ hasText: '+2' }).count()).toBe(1);

    await openList('?sortColumn=dashboard_title&sortOrder=asc');
    const certifiedRow = rowByTitle(page, CERTIFIED_TITLE);
    await certifiedRow.getByTestId('certified-badge').hover();
    await page.getByRole('tooltip').filter({ hasText: 'Certified by Data team' }).waitFor();
    // Short titles get no tooltip: TitleWithTooltip's component test checks that with simulated
    // time, which a browser cannot prove without waiting.
    expect(await certifiedRow.getByTestId('owner-avatar').count()).toBe(1);
  });

  it('stars a dashboard only when the server accepts it', async () => {
    await openList();
    const target = byTitle('Marketing 07');
    const star = rowByTitle(page, target.title).getByTestId('favorite-star');
    expect(await star.getAttribute('aria-pressed')).toBe('false');

    const favorites = (url: URL) => /^\/api\/v1\/dashboard\/\d+\/favorites\/$/.test(url.pathname);
    await page.route(favorites, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Favorites are down"}',
      }),
    );
    await star.click();
    await toast(page, 'There was an error saving the favorite status: Favorites are down');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await page.unroute(favorites);

    await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith(`/api/v1/dashboard/${target.id}/favorites/`) && r.status() === 200,
      ),
      star.click(),
    ]);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    const status = await api.get<{ result: Array<{ id: number; value: boolean }> }>(
      `/api/v1/dashboard/favorite_status/?q=!(${target.id})`,
    );
    // The admin API session is the same user as the browser.
    expect(status.result).toEqual([{ id: target.id, value: true }]);

    const query = await listCallAfter(page, 'dashboard', () =>
      chooseFilter(page, 'Favorite', 'Yes'),
    );
    expect(query.filters).toEqual([{ col: 'id', opr: 'dashboard_is_favorite', value: true }]);
    expect(await rowTitles(page)).toEqual([target.title]);
  });

  it('reports list, info and favourite failures with the Superset messages', async () => {
    await page.route(
      (url) => url.pathname === '/api/v1/dashboard/_info',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Info failed"}',
        }),
    );
    await page.route(
      (url) => url.pathname === '/api/v1/dashboard/favorite_status/',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Stars failed"}',
        }),
    );
    await openList();
    await toast(page, 'An error occurred while fetching dashboard info: Info failed');
    await toast(page, 'There was an error fetching the favorite status: Stars failed');
    // Without permissions nothing may be offered.
    expect(await page.getByTestId('bulk-select').count()).toBe(0);
    expect(await page.getByTestId('row-action-delete').count()).toBe(0);
    await page.unrouteAll();

    await page.route(
      (url) => url.pathname === '/api/v1/dashboard/',
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"message":"List failed"}',
            })
          : route.fallback(),
    );
    await page.goto('/dashboard/list/?search=x');
    await toast(page, 'An error occurred while fetching dashboards: List failed');
    await page.unrouteAll();
  });
});
