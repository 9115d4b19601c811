/** Menus of the app shell (the Settings submenu, the user menu) driven the way a user does. */
import type { Locator, Page } from 'playwright-core';

const MENU_TIMEOUT_MS = 30_000;
const FIRST_ATTEMPT_TIMEOUT_MS = 2_000;

/**
 * Opens a menu and clicks one of its items. A menu opens only once the page is live, and a busy
 * page can re-render and close it before the click lands, so it opens the menu again until the
 * click reaches the item (Playwright clicks only once the item itself receives the pointer).
 * A menu still showing its item is not opened again: opening toggles some menus (a second click
 * on the user menu closes it), and on a slow page every attempt would close what the one before
 * opened. Each attempt waits longer than the last, for a page that is slow rather than stuck.
 */
export async function clickMenuItem(open: () => Promise<void>, item: Locator): Promise<void> {
  const deadline = Date.now() + MENU_TIMEOUT_MS;
  for (let attemptTimeout = FIRST_ATTEMPT_TIMEOUT_MS; ; attemptTimeout *= 2) {
    if (!(await item.isVisible())) await open();
    try {
      await item.click({ timeout: Math.min(attemptTimeout, Math.max(deadline - Date.now(), 1)) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/** Clicks the item named `item` in the app's main navigation bar. */
export function clickMainMenuItem(page: Page, item: string): Promise<void> {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('menuitem', { name: item })
    .click();
}

/**
 * Opens an item of the Settings menu (shown on hover) and waits for its page. A click that lands
 * as the submenu closes is taken by Playwright yet navigates nowhere, so when the page does not
 * change the item is chosen again, waiting longer each time.
 */
export async function openSettingsItem(page: Page, item: string, path: string): Promise<void> {
  const settings = page.getByRole('navigation', { name: 'Main' }).getByText('Settings');
  const reached = (url: URL) => url.pathname === path;
  for (let navigationTimeout = FIRST_ATTEMPT_TIMEOUT_MS; ; navigationTimeout *= 2) {
    await clickMenuItem(
      async () => {
        // Hovering again where the pointer already rests sends no new mouseenter, so a submenu
        // that missed the first one (the page was not live yet) would never open: leave first.
        await page.mouse.move(0, 0);
        await settings.hover();
      },
      page.getByRole('menuitem', { name: item, exact: true }),
    );
    const last = navigationTimeout >= MENU_TIMEOUT_MS;
    try {
      await page.waitForURL(reached, { timeout: last ? MENU_TIMEOUT_MS : navigationTimeout });
      return;
    } catch (error) {
      if (last) throw error;
    }
  }
}
