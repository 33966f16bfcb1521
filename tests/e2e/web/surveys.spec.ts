import { expect, test } from '@playwright/test';
import { entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

const EXERCISE = /Esercizio: prepara la cartella del progetto/;
const SURVEY = "Com'è andata questa attività?";

test('a student answers the resource survey once, is not asked again, and the admin sees it counted', async ({
  browser,
}) => {
  const student = await browser.newPage();
  await student.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(student, 'davide.fontana@demo.test');
  await student.goto(`/module-detail/${entityId('terminal-basics')}`);
  await student.getByRole('link', { name: EXERCISE }).click();
  // The click returns before the navigation: the exercise's address once it is there.
  await student.waitForURL(/\/episode-detail\//);
  const exerciseUrl = student.url();
  await student.getByRole('button', { name: 'Segna come completato' }).click();

  // His first activity of the day also starts a streak: that modal comes first, the survey waits.
  const streak = student.getByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
  await streak.getByRole('button', { name: 'Ok' }).click();
  const survey = student.getByRole('dialog', { name: SURVEY });
  await expect(survey).toBeVisible();

  await survey.getByRole('button', { name: 'Invia' }).click();
  await expect(survey.getByText('Rispondi a questa domanda.')).toHaveCount(2);
  await survey.getByRole('button', { name: '5 stelle su 5' }).click();
  await survey.getByRole('radio', { name: 'Giusta' }).check();
  await survey.getByRole('checkbox', { name: 'Gli esercizi pratici' }).check();
  await survey.getByRole('textbox', { name: /Descrivi l'attività/ }).fill('Pratica e veloce');
  await survey.getByRole('button', { name: 'Invia' }).click();
  await expect(student.getByText('Grazie per il tuo parere!')).toBeVisible();
  await expect(survey).toBeHidden();

  // Back on the completed exercise: nothing to complete, nothing offered.
  await student.goto(exerciseUrl);
  await expect(student.getByText('Hai completato questo esercizio.')).toBeVisible();
  await expect(student.getByRole('dialog', { name: SURVEY })).toHaveCount(0);

  const admin = await browser.newPage();
  await signIn(admin, 'admin@demo.test');
  await admin.goto('/admin/surveys');
  await expect(admin.getByRole('heading', { name: 'Risultati dei sondaggi' })).toBeVisible();
  await admin
    .getByRole('combobox', { name: 'Attività' })
    .selectOption({ label: 'Esercizio: prepara la cartella del progetto (Il terminale) (1)' });
  await expect(admin.getByText(`${SURVEY}: 1 risposta`)).toBeVisible();
  const stars = admin.getByRole('article', { name: /Quanto ti è piaciuta/ });
  await expect(stars.getByText('Media 5 su 5')).toBeVisible();
  await expect(
    admin.getByRole('article', { name: /Descrivi l'attività/ }).getByText('Pratica e veloce'),
  ).toBeVisible();
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: /Scarica XLSX/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^sondaggio-resource-feedback-\d+\.xlsx$/);
});
