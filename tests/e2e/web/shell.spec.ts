import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

test('an unknown path shows the 404 page, whose button leads back to /map', async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  await page.goto('/pianeta-inesistente');
  await expect(
    page.getByText('Il pianeta che stai cercando non esiste nello spazio HG.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla Tech Journey' }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test('log out shows the overlay, ends the session on the server and lands on /sign-in', async ({
  page,
}) => {
  await signIn(page, 'docente@demo.test');
  await page.getByRole('button', { name: 'LOG OUT' }).first().click();
  await expect(page.getByText('Logout...')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The refresh cookie was revoked: a reload does not bring the session back.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an expired password opens the blocking update modal', async ({ page }) => {
  await signIn(page, 'scaduta@demo.test');
  await expect(page.getByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' })).toBeVisible();
});
