import { expect, test, type Page } from '@playwright/test';
import { demoManifest } from '../../../server/content-packs/demo-pack.ts';
import { answerQuizCorrectly, demoQuiz, entityId } from '../../testing/demo-quiz.ts';
import {
  assignWithDueAndNote,
  expectDoneOnBothSides,
  openAssignDialogFor4B,
  shootBothSizes as shoot,
  studentHomeWithWork,
} from '../../testing/assignment-flow.ts';

/**
 * A module the journey keeps closed for studente2 (level 2): the assignment opens it. Completing
 * it adds 250 points, which keeps her an Explorer for the specs after this one, and touches
 * nothing of level 1 (journey.spec.ts passes her last quiz there).
 */
const MODULE_KEY = 'http-and-apis';
const MODULE_TITLE = 'HTTP e API REST';
const WORK_LABEL = `Modulo · ${MODULE_TITLE} (JavaScript e back end)`;
const SHOTS = '.tmp/screenshots';

const moduleResources = () => {
  const entity = demoManifest()
    .levels.flatMap((level) => level.entities)
    .find((candidate) => candidate.key === MODULE_KEY)!;
  return entity.sections.flatMap((section) => section.resources);
};

/** The resource survey may follow a completion; this student skips it. */
async function skipSurveyIfAsked(page: Page): Promise<void> {
  const survey = page.getByRole('dialog', { name: "Com'è andata questa attività?" });
  if (await survey.isVisible().catch(() => false)) {
    await survey.getByRole('button', { name: 'Salta' }).click();
  }
}

test('docente assigns a module to 4B, studente2 does it from «Compiti», docente sees it done', async ({
  browser,
}) => {
  // Three real 14 s clips are played to the end: the tracker credits only time actually played.
  test.setTimeout(180_000);
  const { professor, dialog } = await openAssignDialogFor4B(browser);
  await dialog.getByLabel('Che cosa').selectOption({ label: WORK_LABEL });
  const card = await assignWithDueAndNote(professor, dialog, {
    dueLocal: '2030-06-15T18:00',
    note: 'Guardate le lezioni e fate il quiz.',
    shot: 'assign-dialog',
    cardTitle: MODULE_TITLE,
  });
  await expect(card.getByText(/Entro il 15\.06\.2030 18:00/)).toBeVisible();
  await expect(card.getByRole('row', { name: /Sara Colombo.*Da fare/ })).toBeVisible();
  await shoot(professor, 'professor-assignments', card);

  const { student, compiti, item } = await studentHomeWithWork(browser, MODULE_TITLE);
  await expect(item.getByText('Entro il 15.06.2030 18:00')).toBeVisible();
  await expect(item.getByText('Da fare')).toBeVisible();
  await shoot(student, 'student-home', compiti);
  await student.getByRole('button', { name: /^Notifiche/ }).click();
  const panel = student.getByRole('region', { name: 'Le tue notifiche' });
  await expect(panel.getByRole('link', { name: MODULE_TITLE })).toBeVisible();
  await expect(
    panel.getByText(`Nuovo compito: «${MODULE_TITLE}», da completare entro il 15.06.2030 18:00.`),
  ).toBeVisible();
  // In compact mode (phones) the mobile menu carries the bell: phone-bell.spec.ts.
  await student.screenshot({ path: `${SHOTS}/student-bell-1366.png` });
  await panel.getByRole('link', { name: MODULE_TITLE }).click();
  await expect(student).toHaveURL(new RegExp(`/module-detail/${entityId(MODULE_KEY)}$`));

  for (const resource of moduleResources()) {
    await student.goto(`/module-detail/${entityId(MODULE_KEY)}`);
    await student.getByRole('link', { name: resource.title }).first().click();
    if (resource.type === 'video_lesson') {
      await expect(student.getByRole('heading', { name: resource.title })).toBeVisible();
      const video = student.locator('video');
      await expect(video).toBeVisible();
      await video.evaluate((element: { play(): Promise<void> }) => element.play());
      await expect(student.getByText('Completato', { exact: false }).first()).toBeVisible({
        timeout: 40_000,
      });
      await skipSurveyIfAsked(student);
    } else if (resource.type === 'exercise') {
      await student.waitForURL(/\/episode-detail\//);
      await student.getByRole('button', { name: 'Segna come completato' }).click();
      await expect(student.getByText('Hai completato questo esercizio.')).toBeVisible();
      await skipSurveyIfAsked(student);
    } else {
      await student.getByRole('button', { name: 'Inizia il quiz' }).click();
      await answerQuizCorrectly(student, demoQuiz(resource.key));
      await expect(student.getByText(/superato/i).first()).toBeVisible();
    }
  }

  await expectDoneOnBothSides(
    { student, professor },
    MODULE_TITLE,
    /Sara Colombo.*Fatto.*\d\d\.\d\d\.\d{4} \d\d:\d\d.*%/,
  );
});
