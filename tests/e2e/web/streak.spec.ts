import { expect, test } from '@playwright/test';
import { entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

test('a student with no streak completes an exercise and is told the series started', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(page, 'federico.barbieri@demo.test');
  await page.goto(`/module-detail/${entityId('terminal-basics')}`);
  await expect(page.getByRole('img', { name: /Serie di giorni: nessuna/ })).toBeVisible();
  await page.getByRole('link', { name: /Esercizio: esplora il tuo computer/ }).click();
  await page.getByRole('button', { name: 'Segna come completato' }).click();
  const modal = page.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('img', { name: 'Serie di 1 giorno' })).toBeVisible();
});

test("studente2's streak is in the header (updated today in the demo)", async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  await expect(page.getByRole('img', { name: 'Serie di 4 giorni' })).toBeVisible();
});
