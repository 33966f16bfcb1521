import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { signIn } from '../../testing/sign-in.ts';

// Issue 24 "Done means": the studio as a newcomer uses it. One test, in steps: the demo accounts
// are shared state, and each step needs the one before (the module, its attempt, its fix).
const MEDIA = path.resolve(import.meta.dirname, '../../../resources/demo-pack/media');
const MODULE = 'Git in laboratorio';
const LESSON = 'Il primo commit';
const QUIZ = 'Quiz del laboratorio';
const QUESTION = 'Quale comando registra le modifiche?';
const FIXED_QUESTION = 'Quale comando registra le modifiche nel repository?';
const EPISODE = 'Phishing: come riconoscerlo';
const RECORDED = 'Password e autenticazione a due fattori';
const LIVE_QUIZ = 'Quiz sul phishing';

/** Dismisses the streak's and the survey's dialogs if this student's activity brings them. */
async function dismissActivityDialogs(page: Page): Promise<void> {
  const streak = page.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
  const survey = page.getByRole('dialog', { name: "Com'è andata questa attività?" });
  for (let i = 0; i < 2; i++) {
    await expect(streak.or(survey).first())
      .toBeVisible({ timeout: 3_000 })
      .catch(() => undefined);
    if (await streak.isVisible()) await streak.getByRole('button', { name: 'Ok' }).click();
    else if (await survey.isVisible()) await survey.getByRole('button', { name: 'Salta' }).click();
  }
}

/** Waits for the autosave that follows the author's last change (the editor debounces). */
async function savedAfter(page: Page, change: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      /\/studio\/packs\/[^/]+\/items$/.test(response.url()) &&
      response.request().method() === 'PUT' &&
      response.ok(),
  );
  await change();
  await saved;
  await expect(page.getByRole('status').filter({ hasText: /^Salvato alle/ })).toBeVisible();
}

/** On the quiz page: answers the one question right and hands in. */
async function answerAndHandIn(page: Page): Promise<void> {
  await page.locator('fieldset').getByLabel('git commit', { exact: true }).check();
  await page.getByRole('button', { name: /termina/i }).click();
}

test('admin authors a module, a student takes it, a fix keeps the old attempt’s version, a course editor schedules', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.test');

  // The module, in level 1 right after the pit stop: where studente2's path is.
  await admin.goto('/studio/tech-journey-demo/livelli/level-basics');
  await admin.getByLabel('Titolo del nuovo elemento').fill(MODULE);
  await admin.getByRole('button', { name: 'Aggiungi elemento' }).click();
  const elements = admin.getByRole('list', { name: 'Elementi del livello' });
  await expect(elements.getByRole('link', { name: MODULE, exact: true })).toBeVisible();
  const moveUp = () =>
    elements
      .getByRole('listitem')
      .filter({ hasText: MODULE })
      .getByRole('button', { name: 'Sposta su' })
      .click();
  await moveUp();
  await moveUp();
  await savedAfter(admin, moveUp);
  await expect(elements.getByRole('listitem').nth(3)).toContainText(MODULE);

  await admin.goto('/studio/tech-journey-demo');
  await admin.getByRole('link', { name: MODULE, exact: true }).click();
  await admin.getByRole('button', { name: 'Aggiungi una sezione' }).click();
  await admin.getByLabel('Titolo della sezione 1').fill('In laboratorio');
  await admin.getByRole('button', { name: 'Aggiungi lezione video alla sezione 1' }).click();
  await admin.getByLabel('Titolo (lezione video)').fill(LESSON);
  await admin
    .getByLabel(`Video della lezione «${LESSON}»`)
    .setInputFiles(path.join(MEDIA, 'git-github.webm'));
  await expect(admin.getByText(/^File attuale: git-github-[0-9a-f]{8}\.webm$/)).toBeVisible();
  await expect(admin.getByLabel('Durata del video (secondi)')).not.toHaveValue('0');
  await admin
    .getByLabel(`Sottotitoli della lezione «${LESSON}» (.vtt)`)
    .setInputFiles(path.join(MEDIA, 'git-github.vtt'));
  await expect(admin.getByText(/^File attuale: git-github-[0-9a-f]{8}\.vtt$/)).toBeVisible();
  await admin.getByRole('button', { name: 'Aggiungi quiz alla sezione 1' }).click();
  await admin.getByLabel('Titolo (quiz)').fill(QUIZ);
  await admin.getByRole('button', { name: 'Aggiungi una domanda' }).click();
  await admin.getByLabel('Testo: Domanda 1', { exact: true }).fill(QUESTION);
  await admin
    .getByRole('textbox', { name: 'Risposta 1 (Domanda 1)', exact: true })
    .fill('git commit');
  await admin
    .getByRole('textbox', { name: 'Risposta 2 (Domanda 1)', exact: true })
    .fill('git push');
  await savedAfter(admin, () =>
    admin.getByLabel('giusta: risposta 1 (Domanda 1)', { exact: true }).check(),
  );

  // The checklist is clear; the preview shows the draft as a student would see it.
  await admin.goto('/studio/tech-journey-demo');
  await expect(admin.getByText('Nessun problema: la bozza si può pubblicare.')).toBeVisible();
  await admin.getByRole('link', { name: 'Anteprima' }).click();
  await expect(admin).toHaveURL(/\/map$/);
  await expect(admin.getByText(/^Anteprima della bozza di «tech-journey-demo»/)).toBeVisible();
  await expect(admin.getByText(MODULE).first()).toBeVisible();
  await admin.getByRole('button', { name: "Esci dall'anteprima" }).click();
  await expect(admin).toHaveURL(/\/studio\/tech-journey-demo$/);

  // Published: in one transaction, then on the student's map.
  await admin.getByRole('button', { name: 'Pubblica' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Pubblica' }).click();
  await expect(admin.getByText(/^Pubblicato:/)).toBeVisible();

  const student = await (await browser.newContext()).newPage();
  await student.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(student, 'studente2@demo.test');
  await student.goto('/map');
  await student
    .getByRole('link', { name: new RegExp(MODULE) })
    .first()
    .click();
  await student.getByRole('link', { name: new RegExp(LESSON) }).click();
  const video = student.locator('video');
  await expect(video).toBeVisible();
  await expect(student.locator('video track[kind="captions"]')).toHaveCount(1);
  await video.evaluate((element: { play(): Promise<void> }) => element.play());
  await expect(student.getByText('Completato', { exact: false }).first()).toBeVisible({
    timeout: 60_000,
  });
  await dismissActivityDialogs(student);
  await student.goBack();
  // The lesson's «Successivo: …» link names the quiz too: the module page first.
  await expect(student).not.toHaveURL(/\/episode-detail\//);
  await student.getByRole('link', { name: new RegExp(QUIZ) }).click();
  await student.getByRole('button', { name: 'Inizia il quiz' }).click();
  await expect(student.locator('fieldset legend')).toHaveText(QUESTION);

  // While her attempt is open, admin fixes the question and publishes a new quiz version.
  await admin.getByRole('link', { name: MODULE, exact: true }).click();
  const quizEditor = admin
    .locator('details')
    .filter({ has: admin.locator('summary', { hasText: QUIZ }) });
  if ((await quizEditor.getAttribute('open')) === null) await quizEditor.locator('summary').click();
  await savedAfter(admin, () =>
    admin.getByLabel('Testo: Domanda 1', { exact: true }).fill(FIXED_QUESTION),
  );
  await admin.goto('/studio/tech-journey-demo');
  await admin.getByRole('button', { name: 'Pubblica' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Pubblica' }).click();
  await expect(admin.getByText(/^Pubblicato:/)).toBeVisible();

  // Her attempt is scored against the version she started.
  await answerAndHandIn(student);
  await expect(student.getByRole('heading', { name: 'Quiz superato!' })).toBeVisible();

  // docente sees the attempt in the reports.
  const professor = await (await browser.newContext()).newPage();
  await signIn(professor, 'docente@demo.test');
  await professor.goto('/report');
  const classroom = professor.getByRole('combobox', { name: /^Classe/ });
  const fourB = classroom.locator('option', { hasText: /^4B Informatica/ });
  await classroom.selectOption((await fourB.getAttribute('value'))!);
  await professor.getByRole('button', { name: new RegExp(QUIZ) }).click();
  await expect(professor.getByRole('row', { name: /^Sara Colombo 100% Superato/ })).toBeVisible();

  // The professor named on the security course schedules an episode and a live quiz.
  const nextWeek = new Intl.DateTimeFormat('it-CH', {
    timeZone: DEFAULT_SCHOOL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 7 * 86_400_000));
  await professor.getByRole('link', { name: 'STUDIO' }).first().click();
  await professor.getByRole('link', { name: /Tech Journey: percorso dimostrativo/ }).click();
  await professor.getByRole('link', { name: /Sicurezza informatica per tutti/ }).click();
  // An uploaded recording says its length (the demo pack's 15 s clip), in minutes and seconds.
  const recorded = professor.getByRole('article', { name: `Episodio «${RECORDED}»` });
  const length = recorded.getByRole('group', {
    name: `Durata della registrazione di «${RECORDED}»`,
  });
  await expect(length.getByLabel(`Minuti della registrazione di «${RECORDED}»`)).toHaveValue('0');
  await expect(length.getByLabel(`Secondi della registrazione di «${RECORDED}»`)).toHaveValue('15');
  for (const [label, size] of [
    ['1366', { width: 1366, height: 768 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await professor.setViewportSize(size);
    await length.scrollIntoViewIfNeeded();
    await professor.screenshot({ path: `.tmp/screenshots/studio-recording-length-${label}.png` });
  }
  await professor.setViewportSize({ width: 1280, height: 720 });
  await professor.getByLabel('Titolo del nuovo episodio').fill(EPISODE);
  await professor.getByLabel('Giorno del nuovo episodio').fill(nextWeek);
  await professor.getByLabel("Ora d'inizio del nuovo episodio").fill('15:00');
  await professor.getByLabel('Ora di fine del nuovo episodio').fill('14:00');
  await professor.getByRole('button', { name: "Aggiungi l'episodio" }).click();
  await expect(professor.getByText("La fine dev'essere dopo l'inizio.")).toBeVisible();
  await professor.getByLabel('Ora di fine del nuovo episodio').fill('16:00');
  await professor.getByRole('button', { name: "Aggiungi l'episodio" }).click();
  const episode = professor.getByRole('article', { name: `Episodio «${EPISODE}»` });
  await episode.getByLabel('Video YouTube').check();
  await episode.getByLabel(`Id del video YouTube di «${EPISODE}»`).fill('dQw4w9WgXcQ');
  await professor.getByLabel('Titolo del nuovo quiz').fill(LIVE_QUIZ);
  await professor.getByRole('button', { name: 'Aggiungi il quiz' }).click();
  const quiz = professor.getByRole('article', { name: `Quiz «${LIVE_QUIZ}»` });
  await quiz.getByRole('button', { name: `Aggiungi una domanda a «${LIVE_QUIZ}»` }).click();
  const question = `Domanda 1 di «${LIVE_QUIZ}»`;
  await quiz.getByLabel(`Testo: ${question}`).fill('Un link sconosciuto in una e-mail va aperto?');
  await quiz
    .getByRole('textbox', { name: `Risposta 1 (${question})` })
    .fill('No, si verifica prima il mittente');
  await quiz.getByRole('textbox', { name: `Risposta 2 (${question})` }).fill('Sì, sempre');
  await savedAfter(professor, () =>
    quiz.getByLabel(new RegExp(`giusta: risposta 1 \\(${question}\\)`)).check(),
  );
  await professor.getByRole('button', { name: 'Pubblica questo corso' }).click();
  await professor.getByRole('dialog').getByRole('button', { name: 'Pubblica' }).click();
  await expect(professor.getByText(/^Corso pubblicato/)).toBeVisible();

  // studente2's class follows the course: the new episode is there, counting down.
  await student.goto('/live');
  await student
    .getByRole('link', { name: /Sicurezza informatica per tutti/ })
    .first()
    .click();
  const upcoming = student.getByRole('listitem').filter({ hasText: EPISODE });
  await expect(upcoming.getByText(/^Inizia tra /)).toBeVisible();
});
