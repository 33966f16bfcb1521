import { expect, test } from '@playwright/test';
import {
  assignWithDueAndNote,
  expectDoneOnBothSides,
  openAssignDialogFor4B,
  shootBothSizes as shoot,
  studentHomeWithWork,
} from '../../testing/assignment-flow.ts';

/**
 * The security course's first episode ended three days ago (the demo pack); 4B follows the
 * course. Its recording is a 15 s clip (its `duration_seconds` in the demo pack), so watching
 * it to the end is practical.
 */
const EPISODE_TITLE = 'Password e autenticazione a due fattori';
const COURSE_TITLE = 'Sicurezza informatica per tutti';
test('docente assigns a live episode’s recording to 4B, studente2 watches it from «Compiti»', async ({
  browser,
}) => {
  // The 15 s clip is played to the end: the tracker credits only time actually played.
  test.setTimeout(120_000);
  const { professor, dialog } = await openAssignDialogFor4B(browser);
  const picker = dialog.getByLabel('Che cosa');
  // The recordings of the courses 4B follows, in a group of their own.
  const option = picker
    .locator('optgroup[label="Registrazioni delle dirette"] option')
    .filter({ hasText: `Registrazione · ${EPISODE_TITLE} (${COURSE_TITLE}, diretta del ` });
  await expect(option).toHaveCount(1);
  await picker.selectOption((await option.getAttribute('value'))!);
  const card = await assignWithDueAndNote(professor, dialog, {
    dueLocal: '2030-06-20T18:00',
    note: 'Guardate la registrazione della diretta.',
    shot: 'recording-assign-dialog',
    cardTitle: EPISODE_TITLE,
  });
  await expect(card.getByText(/Entro il 20\.06\.2030 18:00/)).toBeVisible();
  await expect(card.getByRole('row', { name: /Sara Colombo.*Da fare/ })).toBeVisible();
  await shoot(professor, 'recording-professor-card', card);

  const { student, item } = await studentHomeWithWork(browser, EPISODE_TITLE);
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

  await expectDoneOnBothSides(
    { student, professor },
    EPISODE_TITLE,
    /Sara Colombo.*Fatto.*\d\d\.\d\d\.\d{4} \d\d:\d\d/,
  );
});
