import { expect, test, type Page } from '@playwright/test';
import { demoQuiz, entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

// Issue 26: with the system's "reduce motion" on, nothing on the page moves by itself, the
// starfield scrolls with the page, and what changes without a focus move (a quiz's score, the
// streak that starts) is said by a live region that was in the page before the news.

// The page's side of the checks runs as source text: the tests' tsconfig has no DOM types (they
// are Node code), as in reports-layout.spec.ts.

/** The CSS animations and transitions running in the page right now. */
const runningAnimations = (page: Page) =>
  page.evaluate<string[]>(
    `document.getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => animation.animationName ?? 'transition')`,
  );

/** How the page's background layers (the starfield and its glows) are attached, once each. */
const starfieldAttachment = (page: Page) =>
  page.evaluate<string[]>(
    `[...new Set(getComputedStyle(document.body).backgroundAttachment.split(/,\\s*/))]`,
  );

/** Clicks the dialog's Ok and tells whether the dialog left the page by the next frame. */
const closedWithinAFrame = (page: Page) =>
  page.evaluate<boolean>(
    `(async () => {
      const ok = [...document.querySelectorAll('[role="dialog"] button')].find(
        (button) => button.textContent === 'Ok',
      );
      ok?.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return ok !== undefined && document.querySelector('[role="dialog"]') === null;
    })()`,
  );

test('with reduced motion the starfield scrolls with the page and nothing moves on its own', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Accedi alla Tech Journey' })).toBeVisible();
  expect(await starfieldAttachment(page)).toEqual(['scroll']);
  await expect.poll(() => runningAnimations(page)).toEqual([]);
  // Two frames a moment apart are the same picture: no star, spinner or card moves.
  const first = await page.screenshot({ path: '.tmp/sign-in-reduced-motion.png' });
  await page.waitForTimeout(600);
  expect((await page.screenshot()).equals(first)).toBe(true);

  // Without the preference the stars stay fixed behind the scrolling page, as designed.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await starfieldAttachment(page)).toEqual(['fixed']);
});

test('a quiz handed in is announced, and the streak it starts closes without animation', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  // A student no other end-to-end test uses, with no streak yet: handing in starts one.
  await signIn(page, 'simone.rinaldi@demo.test');
  await page.goto(`/module-detail/${entityId('terminal-basics')}`);
  await expect(page.getByRole('img', { name: /Serie di giorni: nessuna/ })).toBeVisible();
  const streakRegion = page.getByRole('banner').getByRole('status');
  await expect(streakRegion).toBeEmpty();

  await page.getByRole('link', { name: /Quiz finale: il terminale/ }).click();
  await page.getByRole('button', { name: 'Inizia il quiz' }).click();
  const quizRegion = page.getByRole('main').getByRole('status');
  await expect(quizRegion).toBeAttached();
  await expect(quizRegion).toBeEmpty();

  // Every question answered wrong: a failed attempt changes no progress other tests read.
  const quiz = demoQuiz('terminal-basics-final-quiz');
  for (let step = 1; step <= quiz.questions.length; step++) {
    await expect(page.getByText(`Domanda ${step} di ${quiz.questions.length}`)).toBeVisible();
    const text = (await page.locator('fieldset legend').innerText()).trim();
    const question = quiz.questions.find((candidate) => candidate.text === text);
    const wrong = question?.answers.find((answer) => !answer.correct);
    if (!wrong) throw new Error(`No wrong answer for: ${text}`);
    await page.locator('fieldset').getByLabel(wrong.text, { exact: true }).check();
    const last = step === quiz.questions.length;
    await page.getByRole('button', { name: last ? /termina/i : 'Avanti' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Quiz non superato' })).toBeVisible();
  await expect(quizRegion).toHaveText(
    `Quiz non superato. Punteggio: 0% (0 risposte corrette su ${quiz.questions.length}).`,
  );

  const modal = page.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
  await expect(modal).toBeVisible();
  await expect(streakRegion).toHaveText('ORA SEI IN ORBITA! La tua serie di giorni è iniziata.');
  // Closed in the same frame as the click: no 500 ms close animation keeps it on screen.
  const goneAtOnce = await closedWithinAFrame(page);
  expect(goneAtOnce).toBe(true);
  await expect(page.getByRole('img', { name: 'Serie di 1 giorno' })).toBeVisible();
});

test('the accessibility statement is public, linked from the sign-in page, and reflows at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/sign-in');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Dichiarazione di accessibilità' })
    .click();
  await expect(page).toHaveURL(/\/accessibilita$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' }),
  ).toBeVisible();
  await expect(page.getByText('parzialmente conforme', { exact: true })).toBeVisible();
  await expect(page.getByText(/redatta il 27\.11\.2026/)).toBeVisible();
  // The demo server's address: HG_ISSUER_EMAIL's default, as HG_ACCESSIBILITY_EMAIL is unset.
  await expect(page.getByRole('link', { name: 'attestati@tech-journey.example' })).toHaveAttribute(
    'href',
    'mailto:attestati@tech-journey.example',
  );
  await page.screenshot({ path: '.tmp/statement-1366.png', fullPage: true });

  await page.setViewportSize({ width: 320, height: 700 });
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/statement-390.png', fullPage: true });
});
