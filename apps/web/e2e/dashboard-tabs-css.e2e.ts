/**
 * Dashboard tabs and custom CSS are code the dashboard page downloads only for dashboards that
 * have them, started as soon as the dashboard's reads arrive: a dashboard with tabs shows its
 * tab bar and a dashboard with CSS its (sanitised) styles from the first frame the grid is
 * drawn, with no moment of an empty tab area or unstyled content; a dashboard with neither
 * downloads neither. Registered dashboard components (DYNAMIC items): the table of contents is
 * dragged in from the palette, saved and drawn after a reload, and a DYNAMIC item whose key
 * nothing is registered under says so in its place.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { oneRowLayout } from './support/dashboardLayout';
import { dragOnto } from './support/dashboardPage';
import { toast } from './support/listPage';
import { SCREENSHOT_DIR } from './support/paths';

const TABS_CHUNK = /\/assets\/antdTabs-[\w-]+\.js$/;
const SANITIZER_CHUNK = /\/assets\/sanitize-css-[\w-]+\.js$/;
const CSS = [
  '.dashboard .pn-dash-markdown { outline: 3px solid rgb(200, 0, 0); }',
  '.dashboard { background-image: url(https://example.com/tracker.png); }',
].join('\n');

/** TABS in the grid, with a row holding one markdown block in each tab. */
function tabbedLayout(): string {
  const parents = ['ROOT_ID', 'GRID_ID'];
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['TABS-1'], parents: ['ROOT_ID'] },
    'TABS-1': { type: 'TABS', id: 'TABS-1', children: ['TAB-1', 'TAB-2'], parents, meta: {} },
  };
  for (const [index, title] of ['Sales', 'Costs'].entries()) {
    const tab = `TAB-${index + 1}`;
    const row = `ROW-${index + 1}`;
    const markdown = `MARKDOWN-${index + 1}`;
    const tabParents = [...parents, 'TABS-1'];
    layout[tab] = {
      type: 'TAB',
      id: tab,
      children: [row],
      parents: tabParents,
      meta: { text: title },
    };
    layout[row] = {
      type: 'ROW',
      id: row,
      children: [markdown],
      parents: [...tabParents, tab],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    layout[markdown] = {
      type: 'MARKDOWN',
      id: markdown,
      children: [],
      parents: [...tabParents, tab, row],
      meta: { width: 6, height: 30, code: `# ${title} notes` },
    };
  }
  return JSON.stringify(layout);
}

/**
 * Watches every DOM change of the page (before it is painted) and notes a frame in which the
 * tab area is drawn without its tab bar, or the dashboard without its custom CSS.
 */
async function watchForFlashes(page: Page, expectCss: boolean): Promise<void> {
  await page.addInitScript((cssExpected: boolean) => {
    const seen: string[] = [];
    (window as { __flashes?: string[] }).__flashes = seen;
    const check = () => {
      const tabs = document.querySelector('[data-testid="dashboard-tabs"]');
      if (tabs && !tabs.querySelector('[role="tab"]')) seen.push('tab area without tabs');
      const content = document.querySelector('[data-testid="dashboard"]');
      const style = document.querySelector('style[data-testid="dashboard-css"]');
      if (cssExpected && content && !style) seen.push('dashboard without its CSS');
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, expectCss);
}

let session: ListTestSession;
let tabbedId = 0;
let plainId = 0;
let contentsId = 0;

/** Tabs with a header each, then an item of an extension that is not installed here. */
function layoutWithUnknownComponent(): Record<string, unknown> {
  const layout = JSON.parse(tabbedLayout()) as Record<string, { children: string[] }>;
  const grid = ['ROOT_ID', 'GRID_ID'];
  for (const [index, text] of ['Sales overview', 'Cost drivers'].entries()) {
    const id = `HEADER-${index + 1}`;
    const tab = layout[`TAB-${index + 1}`]!;
    tab.children = [id, ...tab.children];
    layout[id] = {
      type: 'HEADER',
      id,
      children: [],
      parents: [...grid, 'TABS-1', `TAB-${index + 1}`],
      meta: { text, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
    } as never;
  }
  layout.GRID_ID!.children.push('DYNAMIC-ext');
  layout['DYNAMIC-ext'] = {
    type: 'DYNAMIC',
    id: 'DYNAMIC-ext',
    children: [],
    parents: grid,
    meta: { componentKey: 'acme.weather_widget', width: 12, height: 20 },
  } as never;
  return layout;
}

beforeAll(async () => {
  const { server, api } = await startListTestServer();
  const tabbed = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Tabbed and styled',
    position_json: tabbedLayout(),
    css: CSS,
  });
  tabbedId = tabbed.id;
  const plain = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Plain',
    position_json: oneRowLayout([
      { type: 'MARKDOWN', id: 'MARKDOWN-1', meta: { width: 6, height: 30, code: '# Plain' } },
    ]),
  });
  plainId = plain.id;
  const contents = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Contents',
    position_json: JSON.stringify(layoutWithUnknownComponent()),
  });
  contentsId = contents.id;
  session = await openListTestBrowser(server, api);
}, 180_000);

afterAll(async () => {
  await session?.stop();
});

describe('dashboard tabs and custom CSS', () => {
  it('shows the tabs and the sanitised CSS from the first frame', async () => {
    const [context, page] = await session.signIn('admin', session.server.adminPassword);
    try {
      await watchForFlashes(page, true);
      await page.goto(`/dashboard/${tabbedId}/`);
      const markdown = page.getByTestId('dashboard-markdown').first();
      await markdown.locator('h1').getByText('Sales notes').waitFor();

      expect(await page.getByRole('tab').allTextContents()).toEqual(['Sales', 'Costs']);
      const css = (await page.getByTestId('dashboard-css').textContent()) ?? '';
      expect(css).toContain('outline: 3px solid rgb(200, 0, 0)');
      expect(css).not.toContain('url(');
      expect(await markdown.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(
        'rgb(200, 0, 0)',
      );

      await page.getByRole('tab', { name: 'Costs' }).click();
      await page.getByText('Costs notes').waitFor();
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-tabs-css.png'),
        animations: 'disabled',
      });
      expect(await page.evaluate(() => (window as { __flashes?: string[] }).__flashes)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renames a tab on double click and Enter, and closes the markdown editor on a click outside', async () => {
    const [context, page] = await session.signIn('admin', session.server.adminPassword);
    try {
      await page.goto(`/dashboard/${tabbedId}/`);
      await page.getByText('Sales notes').waitFor();
      await page.getByTestId('dashboard-edit').click();

      await page.getByTestId('dashboard-tab-title').filter({ hasText: 'Costs' }).dblclick();
      const input = page.getByRole('textbox', { name: 'Tab title' });
      await input.fill('Expenses');
      await input.press('Enter');
      await input.waitFor({ state: 'detached' });
      expect(await page.getByTestId('dashboard-tab-title').allTextContents()).toEqual([
        'Sales',
        'Expenses',
      ]);

      // The renamed tab is the open one; a click on its markdown opens the source.
      const markdown = page.locator('[data-component-id="MARKDOWN-2"]');
      await markdown.locator('h1').click();
      await markdown.getByTestId('markdown-editor').fill('# Revenue notes');
      // A click anywhere else on the page leaves the editor, keeping what was typed.
      await page.getByTestId('dashboard-header').click({ position: { x: 5, y: 5 } });
      await markdown.getByTestId('markdown-editor').waitFor({ state: 'detached' });
      await expect.poll(() => markdown.locator('h1').textContent()).toBe('Revenue notes');
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-tab-renamed.png'),
        animations: 'disabled',
      });
    } finally {
      await context.close();
    }
  });

  it('downloads neither the tabs nor the CSS sanitiser for a dashboard without them', async () => {
    const [context, page] = await session.signIn('admin', session.server.adminPassword);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`/dashboard/${plainId}/`);
      await page.getByTestId('dashboard-markdown').locator('h1').getByText('Plain').waitFor();
      expect(scripts.filter((url) => TABS_CHUNK.test(url) || SANITIZER_CHUNK.test(url))).toEqual(
        [],
      );
      expect(await page.getByTestId('dashboard-tabs').count()).toBe(0);
      expect(await page.getByTestId('dashboard-css').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('adds the table of contents from the palette, saves it, and names an unknown component', async () => {
    const [context, page] = await session.signIn('admin', session.server.adminPassword);
    try {
      await page.goto(`/dashboard/${contentsId}/?edit=true`);
      const unknown = page.locator('[data-component-id="DYNAMIC-ext"]');
      await unknown.getByText('Unknown dashboard component "acme.weather_widget"').waitFor();
      const card = page.getByTestId('new-dynamic-component-table-of-contents');
      await card.waitFor();
      await dragOnto(page, card, page.getByTestId('dashboard-tabs').first(), 'top');
      const toc = page.getByTestId('table-of-contents');
      await toc.getByRole('button', { name: 'Cost drivers' }).waitFor();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-dynamic-edit.png'),
        animations: 'disabled',
      });
      await page.getByTestId('dashboard-save').click();
      await toast(page, 'This dashboard was saved successfully.');

      await page.goto(`/dashboard/${contentsId}/`);
      await page.getByTestId('dashboard-title').waitFor();
      const saved = page.getByTestId('table-of-contents');
      await saved.getByRole('button', { name: 'Cost drivers' }).waitFor();
      expect(await saved.getByRole('button').allTextContents()).toEqual([
        'Sales',
        'Sales overview',
        'Costs',
        'Cost drivers',
      ]);
      await unknown.getByText('Unknown dashboard component "acme.weather_widget"').waitFor();
      // An entry in the tab not shown switches to that tab.
      await saved.getByRole('button', { name: 'Cost drivers' }).click();
      await page.getByText('Costs notes').waitFor();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-dynamic-view.png'),
        animations: 'disabled',
      });
    } finally {
      await context.close();
    }
  });
});
