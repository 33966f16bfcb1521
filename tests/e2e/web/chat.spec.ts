import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

/** Signs in and opens the running episode of the course the class follows. */
async function openLive(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Guarda la diretta' }).click();
  const panel = page.getByRole('region', { name: 'Chat del corso' });
  await expect(panel.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  return panel;
}

test('two students of the class see each other’s messages within two seconds; flooding is refused', async ({
  browser,
}) => {
  const sara = await openLive(await (await browser.newContext()).newPage(), 'studente2@demo.test');
  const davide = await openLive(
    await (await browser.newContext()).newPage(),
    'davide.fontana@demo.test',
  );

  await sara.getByLabel('Scrivi un messaggio').fill('Ciao Davide, mi senti?');
  await sara.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(davide.getByText('Ciao Davide, mi senti?')).toBeVisible({ timeout: 2_500 });
  await expect(davide.getByText('sara colombo').first()).toBeVisible();

  await davide.getByLabel('Scrivi un messaggio').fill('Sì, forte e chiaro!');
  await davide.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(sara.getByText('Sì, forte e chiaro!')).toBeVisible({ timeout: 2_500 });

  // Five messages in five seconds at most: the next is refused, and stays in the box.
  for (let i = 1; i <= 7; i += 1) {
    await davide.getByLabel('Scrivi un messaggio').fill(`Messaggio ${i}`);
    await davide.getByRole('button', { name: 'Invia messaggio' }).click();
  }
  await expect(davide.getByRole('alert')).toHaveText(
    'Stai eseguendo azioni troppo velocemente. Riprova tra poco.',
  );
  await expect(davide.getByLabel('Scrivi un messaggio')).not.toHaveValue('');
});
