import { expect, type Page } from '@playwright/test';

/** Every demo account shares this password (DEMO.md). */
export const DEMO_PASSWORD = 'Demo2026!';

/** Signs in through the real sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}
