import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

/** Signs in and opens the running episode of the course the class follows. */
async function openLive(page: Page, email: string) {
  // Watching the episode is the day's activity: a student whose streak starts here gets
  // «ORA SEI IN ORBITA!», a modal that covers the page until it is closed, whenever it opens.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Ok' }).click();
    },
  );
  await signIn(page, email);
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Guarda la diretta' }).click();
  const panel = page.getByRole('region', { name: 'Chat del corso' });
  await expect(panel.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  return panel;
}

test('the panel follows the room over the realtime socket: a message is pushed, not polled', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const pushed: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/chat/websocket')) return;
    socket.on('framereceived', (frame) => pushed.push(String(frame.payload)));
  });
  const sara = await openLive(page, 'studente2@demo.test');
  // Logged in with the chat token and subscribed to the room.
  await expect.poll(() => pushed.some((frame) => frame.includes('"msg":"ready"'))).toBe(true);

  const alessandro = await openLive(
    await (await browser.newContext()).newPage(),
    'alessandro.conti@demo.test',
  );
  await alessandro.getByLabel('Scrivi un messaggio').fill('Arrivo dal socket');
  await alessandro.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(sara.getByText('Arrivo dal socket')).toBeVisible({ timeout: 2_500 });
  expect(
    pushed.some(
      (frame) => frame.includes('"stream-room-messages"') && frame.includes('Arrivo dal socket'),
    ),
  ).toBe(true);
});

test('two students of the class see each other’s messages and edits within two seconds; flooding is refused', async ({
  browser,
}) => {
  const sara = await openLive(await (await browser.newContext()).newPage(), 'studente2@demo.test');
  const alessandro = await openLive(
    await (await browser.newContext()).newPage(),
    'alessandro.conti@demo.test',
  );

  await sara.getByLabel('Scrivi un messaggio').fill('Ciao Alessandro, mi senti?');
  await sara.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(alessandro.getByText('Ciao Alessandro, mi senti?')).toBeVisible({ timeout: 2_500 });
  await expect(alessandro.getByText('sara colombo').first()).toBeVisible();

  await alessandro.getByLabel('Scrivi un messaggio').fill('Sì, forte e chiaro!');
  await alessandro.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(sara.getByText('Sì, forte e chiaro!')).toBeVisible({ timeout: 2_500 });

  // An edit reaches the other panel the same way.
  const own = sara.getByRole('listitem').filter({ hasText: 'Ciao Alessandro, mi senti?' });
  await own.getByRole('button', { name: 'Modifica' }).click();
  // The text becomes the edit box (the only one in the panel).
  await sara.getByLabel('Modifica il messaggio').fill('Ciao Alessandro, mi senti bene?');
  await sara.getByLabel('Modifica il messaggio').press('Enter');
  const edited = alessandro.getByRole('listitem').filter({ hasText: 'mi senti bene?' });
  await expect(edited).toContainText('(modificato)', { timeout: 2_500 });

  // Five messages in five seconds at most: quick ones are refused within eleven, whatever
  // window the earlier messages opened; the refused one stays in the box.
  const box = alessandro.getByLabel('Scrivi un messaggio');
  const alert = alessandro.getByRole('alert');
  for (let i = 1; i <= 11 && !(await alert.isVisible()); i += 1) {
    await box.fill(`Messaggio ${i}`);
    await alessandro.getByRole('button', { name: 'Invia messaggio' }).click();
    // Sent or refused: the button is back either way.
    await expect(alessandro.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  }
  await expect(alert).toHaveText('Stai eseguendo azioni troppo velocemente. Riprova tra poco.');
  await expect(box).not.toHaveValue('');
});
