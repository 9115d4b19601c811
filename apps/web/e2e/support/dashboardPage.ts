/** Browser steps for the dashboard page tests: edit-mode drags, resize, chart status. */
import type { Locator, Page } from 'playwright-core';

/** Where on a target box a drop should land. */
export type DropSpot = 'top' | 'bottom' | 'left' | 'right' | 'center';

/**
 * Drags `source` onto `target` with real mouse events in small steps (dnd-kit's pointer sensor
 * needs movement past its activation distance), releasing at `spot` of the target's box.
 */
export async function dragOnto(
  page: Page,
  source: Locator,
  target: Locator,
  spot: DropSpot = 'center',
): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('Drag source is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = await target.boundingBox();
  if (!to) throw new Error('Drop target is not visible');
  const inset = 6;
  const point = {
    top: { x: to.x + to.width / 2, y: to.y + inset },
    bottom: { x: to.x + to.width / 2, y: to.y + to.height - inset },
    left: { x: to.x + inset, y: to.y + to.height / 2 },
    right: { x: to.x + to.width - inset, y: to.y + to.height / 2 },
    center: { x: to.x + to.width / 2, y: to.y + to.height / 2 },
  }[spot];
  await page.mouse.move(point.x, point.y, { steps: 12 });
  await page.mouse.move(point.x + 1, point.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** Drags a resize handle by `dx`, `dy` pixels. */
export async function dragBy(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('Resize handle is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 10 });
  await page.mouse.up();
}

/** The dashboard's chart holder for a saved chart id. */
export function dashboardChart(page: Page, chartId: number): Locator {
  return page.locator(`[data-test-chart-id="${chartId}"]`).first();
}

/** The edit-mode frame (drag handle, resize handles, delete) around a saved chart. */
export function chartFrame(page: Page, chartId: number): Locator {
  return page
    .locator('[data-edit-type="CHART"]')
    .filter({ has: page.locator(`[data-test-chart-id="${chartId}"]`) })
    .first();
}

/**
 * Actions menu → Share → 'Copy permalink to clipboard'. The Share submenu opens on hover and
 * closes when the pointer crosses a chart on its way, which a busy machine makes likely, so the
 * sequence is retried until the item is clicked.
 */
export async function clickCopyPermalink(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Copy permalink to clipboard' });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (!(await item.isVisible())) {
      if (!(await page.getByRole('menuitem', { name: 'Share' }).isVisible())) {
        await page.getByTestId('dashboard-actions').click();
      }
      await page
        .getByRole('menuitem', { name: 'Share' })
        .hover({ timeout: 5_000 })
        .catch(() => undefined);
    }
    const clicked = await item
      .click({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) return;
    await page.keyboard.press('Escape');
  }
  throw new Error("Could not click 'Copy permalink to clipboard'");
}
