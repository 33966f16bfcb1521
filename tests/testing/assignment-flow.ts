import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

const DESKTOP = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SHOTS = '.tmp/screenshots';

/** The viewport at both sizes, scrolled to what the shot is about; back to the desktop after. */
export async function shootBothSizes(page: Page, name: string, subject: Locator): Promise<void> {
  for (const [label, size] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await subject.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

/** docente's own page, signed in, with 4B's «Assegna un compito» dialog open. */
export async function openAssignDialogFor4B(
  browser: Browser,
): Promise<{ professor: Page; dialog: Locator }> {
  const professor = await browser.newPage({ viewport: DESKTOP });
  await professor.addInitScript(() => localStorage.setItem('tj.classroom-tutorial-seen', 'true'));
  await signIn(professor, 'docente@demo.test');
  await professor.goto('/classroom-management');
  await professor.getByRole('button', { name: /^4B Informatica/ }).click();
  await professor.getByRole('button', { name: 'Assegna compito' }).click();
  return { professor, dialog: professor.getByRole('dialog', { name: 'Assegna un compito' }) };
}

/**
 * Fills the due moment and the note of the open dialog (the work is chosen already), shoots it
 * as `shot`, assigns, and answers the new assignment's card on the professor's page.
 */
export async function assignWithDueAndNote(
  professor: Page,
  dialog: Locator,
  options: { dueLocal: string; note: string; shot: string; cardTitle: string },
): Promise<Locator> {
  await dialog.getByLabel('Scadenza (facoltativa)').fill(options.dueLocal);
  await dialog.getByLabel('Nota (facoltativa)').fill(options.note);
  await shootBothSizes(professor, options.shot, dialog);
  await dialog.getByRole('button', { name: 'Assegna' }).click();
  await expect(professor.getByText('Compito assegnato.')).toBeVisible();
  return professor.getByRole('article', { name: options.cardTitle });
}

/** studente2's home page in a page of her own, and her «Compiti» item named `title`. */
export async function studentHomeWithWork(
  browser: Browser,
  title: string,
): Promise<{ student: Page; compiti: Locator; item: Locator }> {
  const student = await browser.newPage({ viewport: DESKTOP });
  await student.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(student, 'studente2@demo.test');
  await student.goto('/');
  const compiti = student.getByRole('region', { name: 'Compiti' });
  return { student, compiti, item: compiti.getByRole('listitem').filter({ hasText: title }) };
}

/**
 * After the work: studente2's «Compiti» shows `title` done, and docente's card of it (4B
 * reopened) has Sara's row matching `saraRow` (done, when, and the score where there is one).
 */
export async function expectDoneOnBothSides(
  pages: { student: Page; professor: Page },
  title: string,
  saraRow: RegExp,
): Promise<void> {
  const { student, professor } = pages;
  await student.goto('/');
  await expect(
    student
      .getByRole('region', { name: 'Compiti' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText('Fatto', { exact: true }),
  ).toBeVisible();
  await professor.reload();
  await professor.getByRole('button', { name: /^4B Informatica/ }).click();
  await expect(
    professor.getByRole('article', { name: title }).getByRole('row', { name: saraRow }),
  ).toBeVisible();
}
