/**
 * The Home page of a new instance with its example dashboards: they are listed under Example
 * dashboards and under Recents > Created; opening one puts it under Recents > Viewed, and
 * starring it on its page puts it under Favorites.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DASHBOARD_SPECS } from '../../server/src/examples/content/example-dashboard-specs';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'example-dashboards');
const TITLES = EXAMPLE_DASHBOARD_SPECS.map((spec) => spec.title);

let page: Page;

useListTestSession(
  async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  },
  {
    env: { LOAD_EXAMPLES: 'true', LOAD_EXAMPLE_DASHBOARDS: 'true' },
    viewport: { width: 1400, height: 1000 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

const itemTitles = (testId: string) =>
  page.getByTestId(testId).locator('.pn-home-item-title').allTextContents();

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), fullPage: true, animations: 'disabled' });

describe('home page with the example dashboards', () => {
  it('lists the example dashboards, also as created by the admin who loaded them', async () => {
    await page.goto('/');
    await page.getByTestId('examples-dashboards').waitFor();
    await expect.poll(() => itemTitles('examples-dashboards')).toEqual([...TITLES].sort());
    // The instance has dashboards, so no quick start panel.
    expect(await page.getByTestId('home-quick-start').count()).toBe(0);

    await page.getByTestId('home-recents').getByRole('tab', { name: 'Created' }).click();
    await page.getByTestId('recents-created').waitFor();
    // Three dashboards, then three charts: all of them the examples'.
    await expect.poll(async () => (await itemTitles('recents-created')).length).toBe(6);
    const created = await itemTitles('recents-created');
    const chartNames = new Set(EXAMPLE_DASHBOARD_SPECS.flatMap((s) => s.charts.map((c) => c.name)));
    expect(created.slice(0, 3).filter((name) => !TITLES.includes(name))).toEqual([]);
    expect(created.slice(3).filter((name) => !chartNames.has(name))).toEqual([]);
    await shot('home-examples.png');
  });

  it('shows an example dashboard under Viewed once opened, and under Favorites once starred', async () => {
    const title = 'Seattle Weather';
    await page.goto('/');
    await page.getByTestId('examples-dashboards').getByRole('link', { name: title }).click();
    await page.getByTestId('dashboard-title').getByText(title).waitFor();
    const star = page.getByTestId('favorite-star').first();
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/');
    await page.getByTestId('recents-viewed').waitFor();
    await expect.poll(() => itemTitles('recents-viewed')).toEqual([title]);
    await page.getByTestId('favorites-dashboard').waitFor();
    await expect.poll(() => itemTitles('favorites-dashboard')).toEqual([title]);
    await shot('home-viewed-favorite.png');
  });
});
