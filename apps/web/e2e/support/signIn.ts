/** Shared browser steps for tests that need a signed-in user. */
import type { Page } from 'playwright-core';

/** Fills and submits the login form on the current page (which must be the login page). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
