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

test('an expired password leads to the settings and the blocking modal until it is changed', async ({
  page,
}) => {
  await signIn(page, 'scaduta@demo.test');
  const modal = page.getByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' });
  // The API serves an unchanged one-time password only the password page (issue 26): the first
  // call it refuses takes the student there, where the modal's buttons work.
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Modifica password' }).click();
  await expect(modal).toBeHidden();

  await page.getByLabel('Password attuale').fill('Demo2026!');
  await page.getByLabel('Nuova password', { exact: true }).fill('password1234');
  await page.getByLabel('Ripeti la nuova password').fill('password1234');
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText(/troppo facile da indovinare/)).toBeVisible();

  const strong = 'Girasoli sul balcone di casa 7';
  await page.getByLabel('Nuova password', { exact: true }).fill(strong);
  await page.getByLabel('Ripeti la nuova password').fill(strong);
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await expect(
    page.getByText('Password aggiornata. Le altre sessioni sono state chiuse.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/settings/);
  await page.goto('/levels');
  await expect(page.getByRole('heading', { name: 'Livelli' })).toBeVisible();
  await expect(modal).toHaveCount(0);

  // The next sign-in uses the new password, and the modal does not come back.
  await page.getByRole('button', { name: /Menu del profilo/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, 'scaduta@demo.test', strong);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(modal).toHaveCount(0);
});
