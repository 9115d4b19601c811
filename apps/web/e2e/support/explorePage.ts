/** Page steps of the chart editor that several explore tests share. */
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** States a drag reaches, each awaited before the pointer goes on. */
export interface DragStates {
  /** The drag has begun (the app shows where the item may go); fails after `timeout` ms. */
  started?: (timeout: number) => Promise<void>;
  /** The pointer is over the target as the app sees it: releasing now drops there. */
  over?: () => Promise<void>;
}

/** How long each attempt waits for the drag to begin; a busy page gets longer each time. */
const DRAG_START_TIMEOUTS = [3_000, 6_000, 12_000, 24_000];

/**
 * Drags with real pointer events: dnd-kit starts a drag only after the pointer moved a few
 * pixels, so Playwright's one-jump `dragTo` is not enough. On a busy machine the app can see the
 * pointer late; releasing before it registered the hover drops nothing, so each given state is
 * waited for first. A press that lands while the page is still re-rendering the source never
 * becomes a drag; then the pointer is released where it was pressed (a drop on no zone) and the
 * whole gesture is tried again.
 */
export async function dragTo(
  page: Page,
  source: Locator,
  target: Locator,
  states: DragStates = {},
): Promise<void> {
  for (const [attempt, timeout] of DRAG_START_TIMEOUTS.entries()) {
    await source.scrollIntoViewIfNeeded();
    const from = await source.boundingBox();
    if (!from) throw new Error('The drag source is not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, {
      steps: 4,
    });
    try {
      await states.started?.(timeout);
    } catch (notStarted) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.up();
      if (attempt === DRAG_START_TIMEOUTS.length - 1) throw notStarted;
      continue;
    }
    await target.scrollIntoViewIfNeeded();
    const to = await target.boundingBox();
    if (!to) throw new Error('The drop target is not visible');
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await states.over?.();
    await page.mouse.up();
    return;
  }
}

/** Drags the dataset column `column` from the data panel onto the empty slot of drop zone `zone`. */
export function dropColumn(page: Page, column: string, zone: string): Promise<void> {
  const dropZone = page.getByTestId(`dnd-zone-${zone}`);
  const zoneHas = (className: string, timeout?: number) =>
    expect
      .poll(async () => ((await dropZone.getAttribute('class')) ?? '').split(' '), { timeout })
      .toContain(className);
  return dragTo(
    page,
    page.getByTestId(`datasource-column-${column}`),
    dropZone.getByTestId('dnd-zone-ghost'),
    {
      started: (timeout) => zoneHas('pn-dnd-zone--can-drop', timeout),
      over: () => zoneHas('pn-dnd-zone--over'),
    },
  );
}

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

/**
 * Confirms the save-chart dialog and waits for the chart request it sends. A refused save fails
 * here with the server's answer, rather than later as a missing toast with no cause.
 */
export async function confirmChartSave(page: Page): Promise<Response> {
  const [saved] = await Promise.all([
    page.waitForResponse((r) => {
      const method = r.request().method();
      return (
        /^\/api\/v1\/chart\/(\d+)?$/.test(new URL(r.url()).pathname) &&
        (method === 'POST' || method === 'PUT')
      );
    }),
    page.getByTestId('save-modal-confirm').click(),
  ]);
  if (!saved.ok()) {
    throw new Error(`Saving the chart answered ${saved.status()}: ${await saved.text()}`);
  }
  return saved;
}
