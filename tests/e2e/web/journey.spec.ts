import { expect, test } from '@playwright/test';
import { answerQuizCorrectly, demoQuiz, entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

const NOT_FOUND = 'Il pianeta che stai cercando non esiste nello spazio HG.';

test.beforeEach(async ({ page }) => {
  // The guided tour opens on the first visit of the map; these tests are about the journey.
  await page.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
});

test('studente2 passes the last quiz of a module and the next entity opens', async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  await page.goto('/map');
  // The focus after "HTML e CSS" is still locked: shown, but not a link.
  await expect(page.getByText('Focus: un web per tutti')).toBeVisible();
  await expect(page.getByRole('link', { name: /Focus: un web per tutti/ })).toHaveCount(0);

  await page.getByRole('link', { name: /HTML e CSS/ }).click();
  await expect(page).toHaveURL(new RegExp(`/module-detail/${entityId('html-css-basics')}$`));
  await expect(page.getByText(/Ti manca solo il quiz finale/)).toBeVisible();
  await page.getByRole('button', { name: 'Effettua il quiz' }).click();
  const finalQuizLink = page.getByRole('link', { name: /Quiz finale: HTML e CSS/ });
  await expect(finalQuizLink).toBeFocused();

  await finalQuizLink.click();
  await page.getByRole('button', { name: 'Inizia il quiz' }).click();
  await answerQuizCorrectly(page, demoQuiz('html-css-basics-final-quiz'));
  await expect(page.getByText(/superato/i).first()).toBeVisible();

  await page.goto('/map');
  await expect(page.getByRole('link', { name: /Focus: un web per tutti/ })).toBeVisible();
});

test('a student gets the 404 page for a locked module', async ({ page }) => {
  await signIn(page, 'giulia.rossi@demo.test');
  await page.goto(`/module-detail/${entityId('javascript-basics')}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});

test('a professor opens any module, but not a final test through module-detail', async ({
  page,
}) => {
  await signIn(page, 'docente@demo.test');
  await page.goto(`/module-detail/${entityId('javascript-basics')}`);
  await expect(page.getByRole('heading', { name: /JavaScript/ }).first()).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);

  await page.goto(`/module-detail/${entityId('basics-final-test')}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});
