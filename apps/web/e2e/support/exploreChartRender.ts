/**
 * The check every chart-type browser test makes once a saved chart is open in explore: the chart
 * settles as `rendered` (a failure reports its alert text), is never an empty box, and leaves a
 * screenshot for a human look.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function expectExploreChartRendered(
  page: Page,
  label: string,
  screenshotPath: string,
): Promise<void> {
  const holder = page.locator('[data-testid="explore"] [data-chart-status]').first();
  await expect
    .poll(() => holder.getAttribute('data-chart-status'), { timeout: 45_000 })
    .toMatch(/^(rendered|failed)$/);
  const status = await holder.getAttribute('data-chart-status');
  const alert =
    status === 'failed' ? await page.getByTestId('chart-alert').first().textContent() : '';
  await page.screenshot({ path: screenshotPath, animations: 'disabled' });
  expect({ label, status, alert }).toEqual({ label, status: 'rendered', alert: '' });
  const box = await holder.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
}
