/** Browser steps shared by the list page tests: list calls, rows, filters, confirmations. */
import rison from 'rison';
import type { Page, Response } from 'playwright-core';

export interface ListQueryParam {
  order_column?: string;
  order_direction?: string;
  page?: number;
  page_size?: number;
  filters?: Array<{ col: string; opr: string; value: unknown }>;
}

function isListCall(response: Response, resource: string): boolean {
  const url = new URL(response.url());
  return response.request().method() === 'GET' && url.pathname === `/api/v1/${resource}/`;
}

/**
 * Runs `action` and returns the decoded `q` of the list call it causes, once the list shows the
 * answer (no spinner left).
 */
export async function listCallAfter(
  page: Page,
  resource: string,
  action: () => Promise<unknown>,
): Promise<ListQueryParam> {
  // Let the current page's own requests finish first (Home lists charts and dashboards too), so
  // the call captured is the one the action causes.
  await page.waitForLoadState('networkidle');
  const [response] = await Promise.all([
    page.waitForResponse((r) => isListCall(r, resource)),
    action(),
  ]);
  if (response.status() !== 200) {
    throw new Error(`List call answered ${response.status()}: ${await response.text()}`);
  }
  await waitForListIdle(page);
  return rison.decode<ListQueryParam>(new URL(response.url()).searchParams.get('q') ?? '');
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
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: exact })
    .first()
    .click();
}

/** Types DELETE into the confirmation and confirms. */
export async function confirmDeletion(page: Page): Promise<void> {
  const confirm = page.getByTestId('delete-confirm');
  await confirm.waitFor();
  if (!(await confirm.isDisabled())) throw new Error('Delete was enabled before typing DELETE');
  await page.getByTestId('delete-modal-input').fill('DELETE');
  await confirm.click();
  // The confirmation closes once the server has answered; wait for it so the next step starts
  // from the refreshed list.
  await confirm.waitFor({ state: 'hidden' });
}

/** Waits for a toast with this exact text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}
