import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

test('a locked journey leads every path to /welcome until the student unlocks it', async ({
  page,
}) => {
  await signIn(page, 'studente@demo.test');
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/map');
  await expect(page).toHaveURL(/\/welcome$/);

  // On /welcome everything but the logo is hidden.
  await expect(page.getByRole('link', { name: 'I MIEI CORSI' })).toHaveCount(0);

  await page.getByRole('button', { name: /inizia/i }).click();
  await expect(page).toHaveURL(/\/$/);

  // Once unlocked, /welcome itself redirects home.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/$/);
});
