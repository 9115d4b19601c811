/**
 * The saved query list in a real browser: the SQL menu entry, search over name, description and
 * SQL, the SQL preview popover, delete with the DELETE confirmation, and export of selected queries
 * whose bundle the list's Import button brings back (typing OVERWRITE for the ones that exist).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findId } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import {
  confirmDeletion,
  listCallAfter,
  listCount,
  rowByTitle,
  rowTitles,
  selectRows,
  toast,
} from './support/listPage';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'w3');
const DELAYS_SQL = 'SELECT origin,\n  AVG(delay) AS avg_delay\nFROM flights\nGROUP BY origin';

let page: Page;
let api: ApiSession;
const ids = new Map<string, number>();

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
    const dbId = await findId(api, 'database', 'database_name', 'examples');
    if (dbId === undefined) throw new Error('The examples database is missing');
    const queries = [
      { label: 'Delays by origin', description: 'Average delay per airport', sql: DELAYS_SQL },
      {
        label: 'Longest flights',
        description: null,
        sql: 'SELECT origin, destination, distance FROM flights ORDER BY distance DESC LIMIT 10',
      },
      { label: 'Weather summary', description: null, sql: 'SELECT * FROM weather' },
    ];
    for (const query of queries) {
      const created = await api.post<{ id: number }>('/api/v1/saved_query/', {
        db_id: dbId,
        schema: 'main',
        ...query,
      });
      ids.set(query.label, created.id);
    }
  },
  { env: { LOAD_EXAMPLES: 'true' }, opened: (opened) => (page = opened.page) },
);

async function openList(): Promise<void> {
  await listCallAfter(page, 'saved_query', () => page.goto('/savedquery/list/'));
}

describe('saved query list', () => {
  it('is reached from the SQL menu and lists the saved queries', async () => {
    await page.goto('/');
    await page.getByText('SQL', { exact: true }).hover();
    const entry = page.getByRole('menuitem', { name: 'Saved queries' });
    await entry.waitFor();
    await listCallAfter(page, 'saved_query', () => entry.click());
    expect(new URL(page.url()).pathname).toBe('/savedquery/list/');
    expect(await listCount(page)).toBe(3);
    // Default order: newest change first, so the last created comes first.
    expect(await rowTitles(page)).toEqual([
      'Weather summary',
      'Longest flights',
      'Delays by origin',
    ]);
    await shot('saved-queries-list.png');
  });

  it('searches names, descriptions and SQL', async () => {
    await openList();
    const search = page.getByPlaceholder('Type a value');
    await search.fill('airport');
    const query = await listCallAfter(page, 'saved_query', () => search.press('Enter'));
    expect(query.filters).toEqual([{ col: 'label', opr: 'all_text', value: 'airport' }]);
    expect(await rowTitles(page)).toEqual(['Delays by origin']);
    // 'distance' appears only in the SQL of one query.
    await search.fill('distance');
    await listCallAfter(page, 'saved_query', () => search.press('Enter'));
    expect(await rowTitles(page)).toEqual(['Longest flights']);
  });

  it('shows the first line of the SQL and the whole query in a popover', async () => {
    await openList();
    const row = rowByTitle(page, 'Delays by origin');
    const preview = row.getByTestId('sql-preview');
    expect((await preview.textContent())?.trim()).toBe('SELECT origin, …');
    await preview.click();
    const popover = page.getByTestId('sql-popover');
    await popover.waitFor();
    expect(await popover.locator('pre').textContent()).toBe(DELAYS_SQL);
    await shot('saved-queries-sql-popover.png');
  });

  it('deletes a query after DELETE is typed', async () => {
    await openList();
    await rowByTitle(page, 'Weather summary').getByTestId('row-action-delete').click();
    await listCallAfter(page, 'saved_query', () => confirmDeletion(page));
    await toast(page, 'Deleted: Weather summary');
    expect(await rowTitles(page)).toEqual(['Longest flights', 'Delays by origin']);
    const response = await api.fetch(`/api/v1/saved_query/${ids.get('Weather summary')}`);
    expect(response.status).toBe(404);
  });

  it('exports selected queries and imports the bundle back from the list', async () => {
    await openList();
    const row = rowByTitle(page, 'Longest flights');
    expect(await row.getByTestId('row-action-export').count()).toBe(1);
    const longest = ids.get('Longest flights');
    const before = await api.get<{ result: { uuid: string } }>(`/api/v1/saved_query/${longest}`);

    await selectRows(page, ['Longest flights', 'Delays by origin']);
    const [request, download] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/saved_query/export/'),
      page.waitForEvent('download'),
      page.getByTestId('bulk-export').click(),
    ]);
    expect(new URL(request.url()).searchParams.get('q')).toBe(
      `!(${longest},${ids.get('Delays by origin')})`,
    );
    expect(download.suggestedFilename()).toMatch(/^saved_query_export_\d{8}T\d{6}\.zip$/);
    const bundlePath = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'pn-saved-queries-')),
      download.suggestedFilename(),
    );
    await download.saveAs(bundlePath);

    await api.del(`/api/v1/saved_query/${longest}`);
    await openList();
    expect(await rowTitles(page)).toEqual(['Delays by origin']);
    await page.getByTestId('import-button').click();
    const modal = page.getByTestId('import-modal');
    await modal.waitFor();
    await modal.locator('input[type=file]').setInputFiles(bundlePath);
    await page.getByTestId('import-submit').click();
    // 'Delays by origin' still exists, so the import asks before replacing it.
    await page.getByTestId('import-overwrite').waitFor();
    await page.getByTestId('import-overwrite-input').fill('OVERWRITE');
    await shot('saved-queries-import-overwrite.png');
    await listCallAfter(page, 'saved_query', () => page.getByTestId('import-submit').click());
    await toast(page, 'Query imported');
    await modal.waitFor({ state: 'detached' });
    expect((await rowTitles(page)).sort()).toEqual(['Delays by origin', 'Longest flights']);
    const listed = await api.get<{ result: Array<{ label: string; uuid: string }> }>(
      '/api/v1/saved_query/?q=(columns:!(label,uuid))',
    );
    expect(listed.result.find((q) => q.label === 'Longest flights')?.uuid).toBe(before.result.uuid);
  });
});
