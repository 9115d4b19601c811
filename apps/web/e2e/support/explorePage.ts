/** Page steps of the chart editor that several explore tests share. */
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Drags with real pointer events: dnd-kit starts a drag only after the pointer moved a few
 * pixels, so Playwright's one-jump `dragTo` is not enough.
 */
export async function dragTo(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  if (!from) throw new Error('The drag source is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await target.scrollIntoViewIfNeeded();
  const to = await target.boundingBox();
  if (!to) throw new Error('The drop target is not visible');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Drags the dataset column `column` from the data panel onto the empty slot of drop zone `zone`. */
export function dropColumn(page: Page, column: string, zone: string): Promise<void> {
  return dragTo(
    page,
    page.getByTestId(`datasource-column-${column}`),
    page.getByTestId(`dnd-zone-${zone}`).getByTestId('dnd-zone-ghost'),
  );
}

/**
 * Drops the time column `column` into the filters and opens the time range editor of the filter
 * popover. Returns the editor.
 */
export async function openTimeRangeFilter(page: Page, column: string): Promise<Locator> {
  await dropColumn(page, column, 'adhoc_filters');
  await page.getByTestId('filter-popover').getByTestId('time-range-trigger').click();
  return page.getByTestId('time-range-modal');
}

/**
 * Picks the option with exactly this text in the antd select found by `combobox`, and checks the
 * select now shows it. On a busy machine a click can land while the dropdown is still animating
 * in and be lost, so the pick is retried a few times.
 */
export async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const select = combobox.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await combobox.click();
    const item = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: exact })
      .first();
    await item.waitFor();
    await item.click();
    const shown = await expect
      .poll(async () => (await select.textContent()) ?? '', { timeout: 3_000 })
      .toContain(option)
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error(`Could not pick "${option}"`);
}

/** Pastes text into the focused-to-be element as a browser paste event would deliver it. */
export async function pasteInto(target: Locator, text: string): Promise<void> {
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * Opens the metric popover from the ghost of drop zone `zone` and picks `aggregate` of `column`
 * in its Simple tab. Returns the popover, still open, for the caller to save.
 */
export async function pickSimpleMetric(
  page: Page,
  zone: string,
  column: string,
  aggregate: string,
): Promise<Locator> {
  await page.getByTestId(`dnd-zone-${zone}`).getByTestId('dnd-zone-ghost').click();
  const metricPopover = page.getByTestId('metric-popover');
  await metricPopover.getByRole('tab', { name: 'Simple' }).click();
  await pickOption(page, metricPopover.getByRole('combobox', { name: 'Select column' }), column);
  await pickOption(
    page,
    metricPopover.getByRole('combobox', { name: 'Select aggregate options' }),
    aggregate,
  );
  return metricPopover;
}

/** Searches the chart type picker for `search` and clicks the type named `name`. */
export async function pickVizType(page: Page, search: string, name: string): Promise<void> {
  await page.getByTestId('viz-type-view-all').click();
  await page.getByPlaceholder('Search all charts').fill(search);
  await page.getByTestId('viz-type-modal').getByRole('button', { name, exact: true }).click();
}

/** Clicks Run and answers the chart data call it makes. */
export async function runChart(page: Page): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/chart/data' && r.request().method() === 'POST',
    ),
    page.getByTestId('explore-run').click(),
  ]);
  return response;
}

export function chartHolder(page: Page): Locator {
  return page.locator('[data-testid="explore"] [data-chart-status]').first();
}

export async function waitForChartStatus(
  page: Page,
  status: string,
  timeout = 60_000,
): Promise<void> {
  await page
    .locator(`[data-testid="explore"] [data-chart-status="${status}"]`)
    .first()
    .waitFor({ timeout });
}
