import { expect, test } from '@playwright/test';
import { entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

const REPORTED = 'Chi mi passa le risposte del test finale? Scrivetemi in privato, pago bene!!';

test('the admin hides a reported question: it disappears for students, and its author is told', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin, 'admin@demo.test');
  await admin.getByRole('button', { name: /^Menu del profilo/ }).click();
  await admin.getByRole('menuitem', { name: 'Moderazione' }).click();
  await expect(admin.getByRole('heading', { name: 'Moderazione' })).toBeVisible();
  const toJudge = admin.getByRole('list', { name: 'Da valutare' });
  const card = toJudge.getByRole('listitem').filter({ hasText: REPORTED });
  await expect(card).toContainText('Segnalata da 2 utenti');
  await card.getByRole('button', { name: `Nascondi: ${REPORTED}` }).click();
  await expect(admin.getByText('Contenuto nascosto: l’autore è stato avvisato.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('button', { name: /^Nascoste/ }).click();
  await expect(admin.getByRole('list', { name: 'Nascoste' })).toContainText(REPORTED);

  const student = await browser.newPage();
  await student.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(student, 'studente2@demo.test');
  await student.goto(`/module-detail/${entityId('terminal-basics')}`);
  await student.getByRole('link', { name: /Che cos’è una shell/ }).click();
  await expect(
    student.getByText('Il terminale del Mac e quello di Windows funzionano allo stesso modo?'),
  ).toBeVisible();
  await expect(student.getByText(REPORTED)).toHaveCount(0);

  const author = await browser.newPage();
  await signIn(author, 'lorenzo.bruno@demo.test');
  await author.getByRole('button', { name: /^Notifiche: \d+ nuov[ae]$/ }).click();
  await expect(
    author
      .getByRole('region', { name: 'Le tue notifiche' })
      .getByText(/^La tua domanda «Chi mi passa le risposte del test finale\?.*» è stata nascosta/),
  ).toBeVisible();
});
