import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

test('a signed-out visitor of a protected page is sent to /sign-in', async ({ page }) => {
  await page.goto('/map');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a wrong password shows the server message and stays on /sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('studente2@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('E-mail o password non corretti.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('studente2 signs in, lands on the home page and keeps the session across a reload', async ({
  page,
}) => {
  await signIn(page, 'studente2@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'I MIEI CORSI' }).first()).toBeVisible();
  // The access token lives in memory only; the reload gets a new one through the cookie.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'I MIEI CORSI' }).first()).toBeVisible();
});
