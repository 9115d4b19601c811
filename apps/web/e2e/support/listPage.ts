/**
 * Browser steps shared by the list page tests: list calls, rows, filters, bulk selection and
 * export, confirmations.
 */
import fs from 'node:fs';
import rison from 'rison';
import type { Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiSession } from './apiSession';

export interface ListQueryParam {
  order_column?: string;
  order_direction?: string;
  page?: number;
  page_size?: number;
  filters?: Array<{ col: string; opr: string; value: unknown }>;
}

/** The list call a list page makes when it opens: newest first, the first 25 rows. */
export const NEWEST_FIRST_QUERY: ListQueryParam = {
  order_column: 'changed_on_delta_humanized',
  order_direction: 'desc',
  page: 0,
  page_size: 25,
};

/**
 * A list page's call for `resource`. Home's panels ask the same endpoints for a handful of rows
 * (the "anything here?" probe, 3 edited, 5 favourites) and may still be loading, or start their
 * next panel, while a test leaves Home; those small pages never count.
 */
const HOME_PANEL_MAX_PAGE_SIZE = 5;

function isListRequest(request: Request, resource: string): boolean {
  const url = new URL(request.url());
  if (request.method() !== 'GET' || url.pathname !== `/api/v1/${resource}/`) return false;
  const q = url.searchParams.get('q');
  const pageSize = q ? rison.decode<ListQueryParam>(q).page_size : undefined;
  return pageSize === undefined || pageSize > HOME_PANEL_MAX_PAGE_SIZE;
}

/** How long the list must stay without a pending list call before it counts as settled. */
const LIST_QUIET_MS = 300;
const LIST_SETTLE_TIMEOUT_MS = 20_000;

/**
 * Runs `action` and returns the decoded `q` of the list call it caused, once the list shows the
 * answer (no spinner left, no list call pending). When more than one list call happens (a refetch
 * of the old page racing the new one), the last one answered is what the list shows, so that is
 * the one returned; a list that ends on the wrong page still fails the caller's assertions.
 */
export async function listCallAfter(
  page: Page,
  resource: string,
  action: () => Promise<unknown>,
): Promise<ListQueryParam> {
  const answered: Response[] = [];
  // Only calls the action started count: the page left behind (Home lists dashboards and
  // charts too) may still be answering its own.
  const caused = new Set<Request>();
  let acting = false;
  let pending = 0;
  const onRequest = (request: Request) => {
    if (!isListRequest(request, resource)) return;
    pending += 1;
    // Home's panels may start a late list call of their own after the action began (the page is
    // still Home until the navigation commits or the route changes); no list page lives there.
    if (acting && new URL(page.url()).pathname !== '/') caused.add(request);
  };
  // Calls whose answer arrived in full: a call of the page left behind can have its response
  // headers in just before that page is unloaded and the call cancelled (Home lists datasets
  // too), and must not count as the last answer.
  const completed = new Set<Request>();
  const onDone = (request: Request) => {
    if (isListRequest(request, resource)) pending = Math.max(0, pending - 1);
  };
  const onFinished = (request: Request) => {
    completed.add(request);
    onDone(request);
  };
  const onResponse = (response: Response) => {
    if (caused.has(response.request())) answered.push(response);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    // Let list calls already under way finish first.
    await waitForListCallsSettled(() => pending);
    acting = true;
    await Promise.all([page.waitForResponse((r) => caused.has(r.request())), action()]);
    await waitForListCallsSettled(() => pending);
    await waitForListIdle(page);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
  const response = answered.filter((r) => completed.has(r.request())).at(-1);
  if (!response) throw new Error(`No ${resource} list call followed the action`);
  if (response.status() !== 200) {
    throw new Error(`List call answered ${response.status()}: ${await response.text()}`);
  }
  return rison.decode<ListQueryParam>(new URL(response.url()).searchParams.get('q') ?? '');
}

async function waitForListCallsSettled(pending: () => number): Promise<void> {
  const deadline = Date.now() + LIST_SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= LIST_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('List calls did not settle');
}

/** Types `text` into the list's search box and answers the list call that Enter causes. */
export async function searchList(
  page: Page,
  resource: string,
  text: string,
  placeholder = 'Type a value',
): Promise<ListQueryParam> {
  const search = page.getByPlaceholder(placeholder);
  await search.fill(text);
  return listCallAfter(page, resource, () => search.press('Enter'));
}

/** Clicks the pager's second page and answers its list call. */
export function openSecondPage(page: Page, resource: string): Promise<ListQueryParam> {
  return listCallAfter(page, resource, () => page.locator('.ant-pagination-item-2').click());
}

/** Clicks the header of the table column `column`, which sorts by it, and answers its list call. */
export function sortByColumn(
  page: Page,
  resource: string,
  column: string,
): Promise<ListQueryParam> {
  return listCallAfter(page, resource, () =>
    page.getByRole('columnheader', { name: column }).click(),
  );
}

/**
 * Checks the list shows `titles` over two pages: the first 25, then, once the second page is
 * open, the rest. Answers the second page's list call.
 */
export async function expectTwoPages(
  page: Page,
  resource: string,
  titles: string[],
): Promise<ListQueryParam> {
  expect(await rowTitles(page)).toEqual(titles.slice(0, 25));
  const query = await openSecondPage(page, resource);
  expect(await rowTitles(page)).toEqual(titles.slice(25));
  return query;
}

export async function waitForListIdle(page: Page): Promise<void> {
  await page.locator('.pn-list-card .ant-spin-spinning').first().waitFor({ state: 'detached' });
}

/** Titles of the rows on screen (table or cards), in order. */
export function rowTitles(page: Page): Promise<string[]> {
  return page.getByTestId('row-title').allTextContents();
}

/** The total shown next to the page title. */
export async function listCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('list-count').textContent());
}

/** The table row whose title is exactly `title`. */
export function rowByTitle(page: Page, title: string) {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByTestId('row-title').getByText(title, { exact: true }) });
}

/**
 * Opens the labelled select and picks the option with exactly this text. Searchable selects get
 * the text typed first: their option lists are virtual, so far-down options are not rendered.
 */
export async function chooseFilter(
  page: Page,
  label: string,
  option: string,
  { search = true }: { search?: boolean } = {},
): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  if (search) await combobox.pressSequentially(option);
  // Selects searched on the server show older options until the typed text's answer arrives
  // (antd marks the select as loading meanwhile); an option clicked before then can move away.
  await page
    .locator('.ant-select.ant-select-loading', { has: combobox })
    .waitFor({ state: 'detached' });
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: exact })
    .first()
    .click();
}

/**
 * Turns bulk selection on and ticks the rows with these titles. The rows must be settled first
 * (the list refetches after a delete), so it waits for the network to go quiet.
 */
export async function selectRows(page: Page, titles: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByTestId('bulk-select').click();
  for (const title of titles) {
    await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  }
}

/**
 * Exports the selected rows: the export call's `q` (the ids), and the download's file name and
 * first two bytes (`PK` for a ZIP).
 */
export async function exportSelected(
  page: Page,
  resource: string,
): Promise<{ q: string | null; filename: string; head: string }> {
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === `/api/v1/${resource}/export/`),
    page.waitForEvent('download'),
    page.getByTestId('bulk-export').click(),
  ]);
  const bytes = fs.readFileSync(await download.path());
  return {
    q: new URL(request.url()).searchParams.get('q'),
    filename: download.suggestedFilename(),
    head: bytes.subarray(0, 2).toString('latin1'),
  };
}

/**
 * Selects the rows with these titles and exports them: the export call must name exactly `ids`,
 * in this order, and a ZIP must come back. Answers the download's file name.
 */
export async function exportRowsAsZip(
  page: Page,
  resource: string,
  titles: string[],
  ids: Array<number | undefined>,
): Promise<string> {
  await selectRows(page, titles);
  const exported = await exportSelected(page, resource);
  expect(exported.q).toBe(`!(${ids.join(',')})`);
  expect(exported.head).toBe('PK');
  return exported.filename;
}

/** Ticks the rows with these titles and deletes them in bulk through the DELETE confirmation. */
export async function bulkDeleteRows(page: Page, titles: string[]): Promise<void> {
  await selectRows(page, titles);
  await page.getByTestId('bulk-delete').click();
  await confirmDeletion(page);
}

/**
 * Checks the API no longer has these seeded rows and marks each deleted (id -1), so the test's
 * own list of live rows follows.
 */
export async function expectDeleted(
  api: ApiSession,
  resource: string,
  rows: Array<{ id: number }>,
): Promise<void> {
  for (const row of rows) {
    expect((await api.fetch(`/api/v1/${resource}/${row.id}`)).status).toBe(404);
    row.id = -1;
  }
}

/** Types DELETE into the confirmation and confirms. */
export async function confirmDeletion(page: Page): Promise<void> {
  const confirm = page.getByTestId('delete-confirm');
  await confirm.waitFor();
  if (!(await confirm.isDisabled())) throw new Error('Delete was enabled before typing DELETE');
  const input = page.getByTestId('delete-modal-input');
  await input.fill('DELETE');
  await confirm.click();
  // The confirmation closes once the server has answered; wait for it so the next step starts
  // from the refreshed list.
  try {
    await confirm.waitFor({ state: 'hidden' });
  } catch (error) {
    // Say what the confirmation showed, so a failure under load can be told apart: a click that
    // did not land (typed word kept, not loading), a remount (word gone) or a slow server.
    const state = {
      typed: await input.inputValue().catch(() => '<gone>'),
      disabled: await confirm.isDisabled().catch(() => null),
      loading: await confirm.evaluate((button) => button.classList.contains('ant-btn-loading')),
    };
    throw new Error(`The delete confirmation stayed open: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

/** Waits for a toast with this exact text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}
