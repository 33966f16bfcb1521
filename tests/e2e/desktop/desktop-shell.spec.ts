import { expect, test } from '@playwright/test';
import { createDesktopHarness } from '../../testing/desktop-harness.ts';
import { signIn } from '../../testing/sign-in.ts';

// The shell flows of the web suite, through the desktop bridge (the real main services).

test.beforeEach(async ({ page, baseURL }) => {
  await createDesktopHarness(baseURL ?? '').attach(page);
});

test('a locked journey leads to /welcome until the student unlocks it', async ({ page }) => {
  await signIn(page, 'tommaso.galli@demo.test');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/levels');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: /inizia/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a professor is sent home from the student courses', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page, whose button leads back to /map', async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  await page.goto('/nebulosa-sconosciuta');
  await expect(
    page.getByText('Il pianeta che stai cercando non esiste nello spazio HG.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla Tech Journey' }).click();
  await expect(page).toHaveURL(/\/map$/);
});
