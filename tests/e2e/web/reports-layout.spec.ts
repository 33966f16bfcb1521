import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

// Issue 8: the reports page was 632 px wide on a 390 px phone. Its tables scroll inside their
// own box and its chart shrinks, so the page itself never scrolls sideways.
test.use({ viewport: { width: 390, height: 844 } });

test('the reports page fits a 390 px phone, with a test and a student opened', async ({ page }) => {
  await signIn(page, 'docente@demo.test');
  await page.goto('/report');
  await expect(
    page.getByRole('table', { name: 'Completamento dei percorsi, in numeri' }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /Test finale/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Dettaglio di / })
    .first()
    .click();
  await expect(page.getByRole('list', { name: /^Progressi di / })).toBeVisible();

  // Evaluated in the page; as a string, since this project's types have no DOM.
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
});
