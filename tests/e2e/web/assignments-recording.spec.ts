import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

/**
 * The security course's first episode ended three days ago (the demo pack); 4B follows the
 * course. Its recording is a 15 s clip (its `duration_seconds` in the demo pack), so watching
 * it to the end is practical.
 */
const EPISODE_TITLE = 'Password e autenticazione a due fattori';
const COURSE_TITLE = 'Sicurezza informatica per tutti';
const SHOTS = '.tmp/screenshots';

/** The viewport at both sizes, scrolled to what the shot is about. */
async function shoot(page: Page, name: string, subject: Locator): Promise<void> {
  for (const [label, size] of [
    ['1366', { width: 1366, height: 768 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await subject.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('docente assigns a live episode’s recording to 4B, studente2 watches it from «Compiti»', async ({
  browser,
}) => {
  // The 15 s clip is played to the end: the tracker credits only time actually played.
  test.setTimeout(120_000);
  const professor = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await professor.addInitScript(() => localStorage.setItem('tj.classroom-tutorial-seen', 'true'));
  await signIn(professor, 'docente@demo.test');
  await professor.goto('/classroom-management');
  await professor.getByRole('button', { name: /^4B Informatica/ }).click();
  await professor.getByRole('button', { name: 'Assegna compito' }).click();
  const dialog = professor.getByRole('dialog', { name: 'Assegna un compito' });
  const picker = dialog.getByLabel('Che cosa');
  // The recordings of the courses 4B follows, in a group of their own.
  const option = picker
    .locator('optgroup[label="Registrazioni delle dirette"] option')
    .filter({ hasText: `Registrazione · ${EPISODE_TITLE} (${COURSE_TITLE}, diretta del ` });
  await expect(option).toHaveCount(1);
  await picker.selectOption((await option.getAttribute('value'))!);
  await dialog.getByLabel('Scadenza (facoltativa)').fill('2030-06-20T18:00');
  await dialog.getByLabel('Nota (facoltativa)').fill('Guardate la registrazione della diretta.');
  await shoot(professor, 'recording-assign-dialog', dialog);
  await dialog.getByRole('button', { name: 'Assegna' }).click();
  await expect(professor.getByText('Compito assegnato.')).toBeVisible();
  const card = professor.getByRole('article', { name: EPISODE_TITLE });
  await expect(card.getByText(/Entro il 20\.06\.2030 18:00/)).toBeVisible();
  await expect(card.getByRole('row', { name: /Sara Colombo.*Da fare/ })).toBeVisible();
  await shoot(professor, 'recording-professor-card', card);

  const student = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await student.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(student, 'studente2@demo.test');
  await student.goto('/');
  const compiti = student.getByRole('region', { name: 'Compiti' });
  const item = compiti.getByRole('listitem').filter({ hasText: EPISODE_TITLE });
  await expect(item.getByText(`Registrazione · ${COURSE_TITLE}`)).toBeVisible();
  await expect(item.getByText('Da fare')).toBeVisible();
  await shoot(student, 'recording-student-home', item);
  await item.getByRole('link', { name: new RegExp(EPISODE_TITLE) }).click();
  await expect(student).toHaveURL(/\/live\/watch\?course=\d+&episode=\d+$/);
  await expect(
    student.getByText('Guarda la registrazione fino alla fine: conta come vista al 90 %.'),
  ).toBeVisible();
  const video = student.getByLabel(`Video: ${EPISODE_TITLE}`);
  await expect(video).toBeVisible();
  await video.evaluate((element: { play(): Promise<void> }) => element.play());
  await expect(student.getByText('Registrazione guardata.')).toBeVisible({ timeout: 40_000 });
  await shoot(student, 'recording-watch-page', student.getByText('Registrazione guardata.'));

  await student.goto('/');
  await expect(
    student
      .getByRole('region', { name: 'Compiti' })
      .getByRole('listitem')
      .filter({ hasText: EPISODE_TITLE })
      .getByText('Fatto', { exact: true }),
  ).toBeVisible();

  await professor.reload();
  await professor.getByRole('button', { name: /^4B Informatica/ }).click();
  await expect(
    professor
      .getByRole('article', { name: EPISODE_TITLE })
      .getByRole('row', { name: /Sara Colombo.*Fatto.*\d\d\.\d\d\.\d{4} \d\d:\d\d/ }),
  ).toBeVisible();
});
