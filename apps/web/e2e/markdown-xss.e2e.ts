/**
 * Dashboard markdown in a real browser: what marked writes and DOMPurify lets through. Markup the
 * markdown asks for is drawn (heading, table, a safe link opening in a new tab), so is the raw
 * HTML Superset's sanitiser allows (an image, a div), and no event handler, script,
 * javascript: link or data: image reaches the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { oneRowLayout } from './support/dashboardLayout';

const MARKDOWN = [
  '# Notes',
  '',
  '| a | b |',
  '|---|--:|',
  '| 1 | 2 |',
  '',
  '[docs](https://example.com/docs) and [bad](javascript:window.__xss=1)',
  '',
  '<img src=x onerror="window.__xss=2">',
  '',
  '![pic](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) <a href="javascript:window.__xss=3">raw</a>',
  '<script>window.__xss=4</script>',
  '',
  '<div align="center"><h3>Raw heading</h3></div>',
].join('\n');

let session: ListTestSession;
let dashboardId = 0;

beforeAll(async () => {
  const { server, api } = await startListTestServer();
  const created = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Markdown safety',
    position_json: oneRowLayout([
      { type: 'MARKDOWN', id: 'MARKDOWN-1', meta: { width: 6, height: 60, code: MARKDOWN } },
    ]),
  });
  dashboardId = created.id;
  session = await openListTestBrowser(server, api);
}, 180_000);

afterAll(async () => {
  await session?.stop();
});

describe('dashboard markdown', () => {
  it('draws the markup it asks for and nothing that runs', async () => {
    const { page } = session;
    await page.goto(`/dashboard/${dashboardId}/`);
    const markdown = page.getByTestId('dashboard-markdown').first();
    await markdown.locator('h1').waitFor();

    expect(await markdown.locator('h1').textContent()).toBe('Notes');
    expect(await markdown.locator('th[align="right"]').textContent()).toBe('b');
    expect(await markdown.locator('td').allTextContents()).toEqual(['1', '2']);

    const links = await markdown
      .locator('a')
      .evaluateAll((anchors) =>
        anchors.map((a) => [
          a.getAttribute('href'),
          a.getAttribute('target'),
          a.getAttribute('rel'),
        ]),
      );
    // The raw `<a href="javascript:…">` is drawn without its target.
    expect(links).toEqual([
      ['https://example.com/docs', '_blank', 'noopener noreferrer'],
      [null, null, null],
    ]);
    expect(await markdown.locator('script, [onerror], [onclick]').count()).toBe(0);
    expect(
      await markdown.locator('img').evaluateAll((images) => images.map((i) => i.outerHTML)),
    ).toEqual(['<img src="x">']);
    expect(await markdown.locator('div[align="center"] > h3').textContent()).toBe('Raw heading');
    const text = (await markdown.textContent()) ?? '';
    expect(text).not.toContain('<img');
    expect(text).not.toContain('<script');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
