import { expect, test } from '@playwright/test';
import { workbookRows } from '../../testing/professor-flow.ts';
import { signIn } from '../../testing/sign-in.ts';

test('a student of a subscribed class opens I MIEI CORSI, watches the running episode, rates it and asks a question', async ({
  page,
}) => {
  await signIn(page, 'studente2@demo.test');
  await page.getByRole('link', { name: 'I MIEI CORSI', exact: true }).click();
  const banner = page.getByRole('region', { name: 'Prossima diretta' });
  await expect(banner).toContainText('Riconoscere il phishing');
  await banner.getByRole('link', { name: 'Guarda la diretta' }).click();

  await expect(
    page.getByRole('heading', { name: 'Riconoscere il phishing', level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Video: Riconoscere il phishing')).toBeVisible();
  // Presence is being counted (it grows by the real time between pings, every 30 s).
  await expect(page.getByRole('status').filter({ hasText: 'La tua presenza:' })).toBeVisible();
  // The radio itself is visually hidden; a person clicks its star.
  await page.locator('label', { has: page.getByRole('radio', { name: '5 stelle' }) }).click();
  await expect(page.getByRole('radio', { name: '5 stelle' })).toBeChecked();
  await page.reload();
  await expect(page.getByText('Valutazione media: 5 su 5.')).toBeVisible();

  await page.getByLabel('Fai una domanda sull’episodio').fill('Un SMS può essere phishing?');
  await page.getByRole('button', { name: 'Invia domanda' }).click();
  await expect(page.getByText('Un SMS può essere phishing?')).toBeVisible();
});

test('docente subscribes a classroom to a course from its page', async ({ page }) => {
  await signIn(page, 'docente@demo.test');
  await page.goto('/live');
  await page.getByRole('link', { name: 'Cloud e container dal vivo' }).click();
  const choice = page.getByRole('group', { name: 'Iscrivi altre classi' });
  await choice.getByRole('checkbox', { name: /3A Informatica/ }).check();
  await choice.getByRole('button', { name: 'Iscrivi le classi scelte' }).click();
  await expect(page.getByRole('button', { name: 'Rimuovi 3A Informatica' })).toBeVisible();

  // A student of 3A now finds it among their courses.
  await page.context().clearCookies();
  await signIn(page, 'giulia.rossi@demo.test');
  await page.goto('/courses');
  await expect(page.getByRole('list', { name: 'I miei corsi' })).toContainText(
    'Cloud e container dal vivo',
  );
});

test('docente opens the live quiz for 4B, and studente2 takes and passes it', async ({
  browser,
}) => {
  const professor = await browser.newPage();
  await signIn(professor, 'docente@demo.test');
  await professor.goto('/live');
  await professor.getByRole('link', { name: 'Sicurezza informatica per tutti' }).click();
  const panel = professor.getByRole('group', { name: 'Apri «Quiz: riconoscere il phishing»' });
  await expect(panel.getByRole('checkbox', { name: 'Sara Colombo' })).toBeChecked();
  await panel.getByRole('button', { name: /^Apri il quiz per \d+ studenti$/ }).click();
  await expect(professor.getByText(/aperto per \d+ studenti fino alle/)).toBeVisible();

  const student = await browser.newPage();
  await signIn(student, 'studente2@demo.test');
  await student.goto('/live');
  await student.getByRole('link', { name: 'Sicurezza informatica per tutti' }).click();
  await student.getByRole('link', { name: 'Quiz: riconoscere il phishing' }).click();
  await student.getByRole('button', { name: 'Inizia il quiz' }).click();
  // One question at a time, as in the journey's quizzes: Avanti saves, Termina hands in.
  await expect(student.getByText('Domanda 1 di 3')).toBeVisible();
  await student.getByLabel('Ti chiede con urgenza di confermare la password').click();
  await student.getByRole('button', { name: 'Avanti' }).click();
  await expect(student.getByText('Domanda 2 di 3')).toBeVisible();
  // Back shows the saved answer; forward again keeps it.
  await student.getByRole('button', { name: 'Indietro' }).click();
  await expect(student.getByLabel('Ti chiede con urgenza di confermare la password')).toBeChecked();
  await student.getByRole('button', { name: 'Avanti' }).click();
  await student.getByLabel('Controllare il dominio passandoci sopra con il mouse').click();
  await student.getByLabel('Segnalarlo al referente informatico').click();
  await student.getByRole('button', { name: 'Avanti' }).click();
  await expect(student.getByText('Domanda 3 di 3')).toBeVisible();
  await student.getByLabel('Sì', { exact: true }).click();
  await student.getByRole('button', { name: 'Termina' }).click();
  await expect(student.getByRole('heading', { name: 'Quiz superato!' })).toBeVisible();
  await expect(
    student.getByRole('heading', {
      name: /Le risposte corrette: hai superato il quiz con il 100%/,
    }),
  ).toBeVisible();
});

test('docente downloads the attendance summary of the live course from the reports', async ({
  page,
}) => {
  await signIn(page, 'docente@demo.test');
  await page.goto('/report');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Presenze: Sicurezza informatica per tutti' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('presenze-Sicurezza-informatica-per-tutti.xlsx');
  const rows = await workbookRows(await download.path());
  expect(rows[0]).toContain('Riconoscere il phishing');
  expect(rows.some((row) => row.includes('Sofia Moretti') && row.includes('60'))).toBe(true);
});

test("docente lists 4B's participation certificates, downloads Sofia's and opens her live profile", async ({
  page,
}) => {
  await signIn(page, 'docente@demo.test');
  await page.goto('/report');
  const classroom = page.getByRole('combobox', { name: 'Classe', exact: true });
  const room4B = await classroom
    .getByRole('option', { name: /^4B Informatica/ })
    .getAttribute('value');
  await classroom.selectOption(room4B!);
  const holders = page.getByRole('table', {
    name: 'Attestato di partecipazione ottenuto: Sicurezza informatica per tutti',
  });
  const sofia = holders.getByRole('row', { name: /Sofia Moretti/ });
  await expect(sofia).toContainText('1 ora PCTO');
  const downloading = page.waitForEvent('download');
  await sofia
    .getByRole('button', {
      name: 'Attestato di partecipazione di Sofia Moretti: Sicurezza informatica per tutti',
    })
    .click();
  expect((await downloading).suggestedFilename()).toMatch(
    /^attestato-Sofia-Moretti-Sicurezza-informatica-per-tutti-.*partecipazione\.pdf$/,
  );
  await sofia.getByRole('link', { name: 'Profilo live di Sofia Moretti' }).click();
  await expect(
    page.getByRole('heading', { name: 'Partecipazione live di Sofia Moretti', level: 1 }),
  ).toBeVisible();
});

test("the security course's thumbnail loads on its card", async ({ page }) => {
  await signIn(page, 'docente@demo.test');
  await page.goto('/live');
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Sicurezza informatica per tutti' }),
  });
  const image = card.locator('.course-thumbnail img');
  await expect(image).toHaveAttribute('alt', '');
  await expect
    .poll(() => image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth))
    .toBe(480);
});
