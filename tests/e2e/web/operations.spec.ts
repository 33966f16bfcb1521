import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

const SCREENSHOTS = '.tmp/operations';

test('an admin opens «Stato del server» from the profile menu: figures, a chart and its table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: /^Menu del profilo/ }).click();
  await page.getByRole('menuitem', { name: 'Stato del server' }).click();
  await expect(page).toHaveURL(/\/admin\/server$/);
  await expect(page.getByRole('heading', { name: 'Stato del server', level: 1 })).toBeVisible();
  const storage = page.getByRole('region', { name: 'Database e disco' });
  await expect(storage).toContainText('Raggiungibile');
  await expect(storage).toContainText(/GB su/);
  // The demo server has made no backup: the page says so plainly.
  const backup = page.getByRole('region', { name: 'Ultimo backup' });
  await expect(backup.getByRole('alert')).toContainText('Non risulta ancora nessun backup');
  // Signing in and opening the map were requests of this process in this hour.
  const traffic = page.getByRole('region', { name: 'Ultima ora' });
  await expect(traffic).toContainText('Latenza p95');
  const chart = page.getByRole('img', { name: /Richieste al minuto, ultimi 60 minuti/ });
  await expect(chart).toBeVisible();
  await page.getByText('Mostra i valori minuto per minuto').first().focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('table', { name: 'Richieste al minuto, ultimi 60 minuti' }).getByRole('row'),
  ).toHaveCount(61);
  await page.keyboard.press('Enter');
  await page.screenshot({ path: `${SCREENSHOTS}/admin-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-390.png`, fullPage: true });
});

test('a student finds no link to it, and the address is the 404 page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(page, 'studente2@demo.test');
  await page.getByRole('button', { name: /^Menu del profilo/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Stato del server' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/server');
  await expect(
    page.getByText('Il pianeta che stai cercando non esiste nello spazio HG.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Database e disco' })).toHaveCount(0);
});
