import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

test('studente2 sees her streak and unread notifications, opens the bell and deletes one', async ({
  page,
}) => {
  await signIn(page, 'studente2@demo.test');
  await expect(page.getByRole('img', { name: /^Serie di \d+ giorn/ })).toBeVisible();
  const unreadBell = page.getByRole('button', { name: /^Notifiche: \d+ nuov[ae]$/ });
  await expect(unreadBell).toBeVisible();
  await unreadBell.click();

  const panel = page.getByRole('region', { name: 'Le tue notifiche' });
  await expect(panel.getByText(/^Sabato dalle 8:00/)).toBeVisible();
  await expect(
    panel.getByText(
      'Giulia Rossi ha risposto alla tua domanda «Come faccio a vedere anche i file nascosti di una cartella?».',
    ),
  ).toBeVisible();
  const joined = 'Ora fai parte della classe «4B Informatica».';
  await expect(panel.getByText(joined)).toBeVisible();
  // Opening marked everything read, the admin messages on this device, the rest on the server.
  const readBell = page.getByRole('button', { name: 'Notifiche: nessuna nuova' });
  await expect(readBell).toBeVisible();

  await panel.getByRole('button', { name: `Elimina la notifica: ${joined}` }).click();
  await expect(panel.getByText(joined)).toHaveCount(0);

  await page.reload();
  await expect(readBell).toBeVisible();
  await readBell.click();
  await expect(panel.getByText(/^Sabato dalle 8:00/)).toBeVisible();
  await expect(panel.getByText(joined)).toHaveCount(0);

  // The reply's link leads to the lesson, through the router.
  await panel.getByRole('link', { name: 'Vai' }).filter({ visible: true }).first().click();
  await expect(panel).toBeHidden();
});
