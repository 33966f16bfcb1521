import { expect, test, type Page } from '@playwright/test';
import type { BrowserGlobals } from '../../testing/browser-globals.ts';
import { demoQuiz, entityId } from '../../testing/demo-quiz.ts';
import {
  expectDialogTrapsAndEscapes,
  expectFocusVisible,
  signInByKeyboard,
  tabThroughPage,
  tabTo,
} from '../../testing/keyboard-walk.ts';
import { DEMO_PASSWORD } from '../../testing/sign-in.ts';

// Issue 26: the main flows with the keyboard alone. No click, no fill: page.keyboard only (and
// page.goto, a typed address). Every stop of Tab must be visible, uncovered and ringed; a page
// Tabbed through to its end comes back to the skip link (no trap); dialogs keep the focus until
// Escape gives it back to their opener. The students are ones no other spec depends on.

test.beforeEach(async ({ page }) => {
  // The guided tours open on a first visit; they are walked by their own specs.
  await page.addInitScript(() => {
    localStorage.setItem('tj.map-tutorial-seen', 'true');
    localStorage.setItem('tj.classroom-tutorial-seen', 'true');
  });
});

/** Dismisses the streak's dialog of a first activity of the day, by keyboard. */
async function answerStreak(page: Page) {
  const streak = page.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
  await expect(streak).toBeVisible({ timeout: 10_000 });
  await tabTo(page, streak.getByRole('button', { name: 'Ok' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(streak).toBeHidden();
}

/** Skips the feedback survey that follows a completed activity, by keyboard. */
async function skipSurvey(page: Page) {
  const survey = page.getByRole('dialog', { name: "Com'è andata questa attività?" });
  await expect(survey).toBeVisible();
  await tabTo(page, survey.getByRole('button', { name: 'Salta' }), { max: 40 });
  await page.keyboard.press('Enter');
  await expect(survey).toBeHidden();
}

test('the skip link is the first stop and moves the focus to the page content', async ({
  page,
}) => {
  await signInByKeyboard(page, 'francesca.greco@demo.test', DEMO_PASSWORD);
  // A page loaded afresh (a typed address): Tab starts at the top of the document.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Tab');
  const first = await expectFocusVisible(page);
  expect(first.skipLink).toBe(true);
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is inside the content, past the header's navigation.
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  const inMain = await page
    .getByRole('main')
    .evaluate((main) =>
      main.contains((globalThis as unknown as BrowserGlobals).document.activeElement),
    );
  expect(inMain).toBe(true);
  // No history entry for the jump: the address stays the page's own.
  expect(new URL(page.url()).hash).toBe('');
  await tabThroughPage(page);
});

test('a student watches a lesson and takes a quiz to the end by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'francesca.greco@demo.test', DEMO_PASSWORD);
  await page.goto(`/module-detail/${entityId('terminal-basics')}`);
  await tabTo(page, page.getByRole('link', { name: /Che cos’è una shell/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Che cos’è una shell' })).toBeVisible();
  await tabThroughPage(page);

  // The player's own keyboard: focus the video and Space plays it.
  const video = page.locator('video');
  await tabTo(page, video);
  await page.keyboard.press('Space');
  await expect(page.getByText('Completato', { exact: false }).first()).toBeVisible({
    timeout: 45_000,
  });
  await answerStreak(page);
  await skipSurvey(page);

  await page.goto(`/module-detail/${entityId('terminal-basics')}`);
  await tabTo(page, page.getByRole('link', { name: /Quiz finale: il terminale/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Inizia il quiz' }));
  await page.keyboard.press('Enter');
  const quiz = demoQuiz('terminal-basics-final-quiz');
  for (let step = 1; step <= quiz.questions.length; step++) {
    await expect(page.getByText(`Domanda ${step} di ${quiz.questions.length}`)).toBeVisible();
    const legend = (await page.locator('fieldset legend').innerText()).trim();
    const question = quiz.questions.find((candidate) => candidate.text === legend);
    if (!question) throw new Error(`Unknown question on screen: ${legend}`);
    for (const answer of question.answers.filter((candidate) => candidate.correct)) {
      const option = page.locator('fieldset').getByLabel(answer.text, { exact: true });
      if ((await option.getAttribute('type')) === 'radio') {
        // A radio group is one Tab stop; the arrows move the choice within it.
        await tabTo(page, page.locator('fieldset input').first());
        await tabTo(page, option, { key: 'ArrowDown', max: question.answers.length });
        if (!(await option.isChecked())) await page.keyboard.press('Space');
      } else {
        await tabTo(page, option);
        await page.keyboard.press('Space');
      }
      await expect(option).toBeChecked();
    }
    const last = step === quiz.questions.length;
    await tabTo(page, page.getByRole('button', { name: last ? /termina/i : 'Avanti' }));
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText(/superato/i).first()).toBeVisible();
  await skipSurvey(page);
  await tabThroughPage(page);
});

test('a professor adds a new student and downloads a report by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByKeyboard(page, 'docente@demo.test', DEMO_PASSWORD);
  await page.goto('/classroom-management');
  const newClass = page.getByRole('button', { name: 'Nuova classe' });
  await tabTo(page, newClass);
  await page.keyboard.press('Enter');
  await expectDialogTrapsAndEscapes(page, page.getByRole('dialog'), newClass);

  const classroom = `Tastiera ${Date.now().toString(36)}`;
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Nome della classe'), { max: 5 });
  await page.keyboard.type(classroom);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: classroom })).toBeVisible();

  const addStudent = page.getByRole('button', { name: 'Aggiungi studente' });
  await tabTo(page, addStudent);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Aggiungi uno studente' });
  await tabTo(page, dialog.getByLabel('E-mail dello studente'), { max: 5 });
  const email = `tastiera.${Date.now().toString(36)}@demo.test`;
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Nome', { exact: true }));
  await page.keyboard.type('Tea');
  await tabTo(page, dialog.getByLabel('Cognome'));
  await page.keyboard.type('Tastiera');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/password/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addStudent).toBeFocused();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  // The confirmation toast floats over the corner for its five seconds (spec 01): wait it out.
  await expect(page.getByText('Tea Tastiera è stato aggiunto alla classe.')).toBeHidden();
  await tabThroughPage(page);

  await page.goto('/report');
  await tabTo(page, page.getByRole('button', { name: /Scarica ore certificate/ }), { max: 120 });
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await downloading).suggestedFilename()).toMatch(/^ore-certificate-PCTO-/);
  const done = page.getByText('Download completato con successo.');
  await expect(done).toBeVisible();
  await expect(done).toBeHidden();
  await tabThroughPage(page);
});

test('a student writes in the live chat by keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  // Sofia is in 4B, which follows the live course; version-and-chunks.spec uses her for other
  // pages only, and one more message changes nothing there.
  await signInByKeyboard(page, 'sofia.moretti@demo.test', DEMO_PASSWORD);
  await page.goto('/courses');
  await tabTo(page, page.getByRole('link', { name: 'Guarda la diretta' }));
  await page.keyboard.press('Enter');
  // Watching is her first activity of the day: the streak's dialog opens by itself, keeps the
  // focus, and Escape closes it.
  await expectDialogTrapsAndEscapes(
    page,
    page.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' }),
    null,
  );
  const panel = page.getByRole('region', { name: 'Chat del corso' });
  await tabTo(page, panel.getByLabel('Scrivi un messaggio'), { max: 120 });
  const message = `Scritto con la sola tastiera ${Date.now().toString(36)}`;
  await page.keyboard.type(message);
  await tabTo(page, panel.getByRole('button', { name: 'Invia messaggio' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByText(message)).toBeVisible();
  await tabThroughPage(page);
});
