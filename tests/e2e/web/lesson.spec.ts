import { expect, test } from '@playwright/test';
import { entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

test('a student watches a lesson to the end, asks a question and rates it', async ({ page }) => {
  // The lessons are real 12-18 s clips: the tracker credits only time actually played.
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
  await signIn(page, 'matteo.romano@demo.test');
  await page.goto(`/module-detail/${entityId('terminal-basics')}`);
  await page.getByRole('link', { name: /Che cos’è una shell/ }).click();
  await expect(page.getByRole('heading', { name: 'Che cos’è una shell' })).toBeVisible();

  const video = page.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((element: { play(): Promise<void> }) => element.play());
  await expect(page.getByText('Completato', { exact: false }).first()).toBeVisible({
    timeout: 40_000,
  });
  // His first activity starts a streak; then the completed lesson offers its feedback survey
  // (surveys.spec.ts), which waits for the streak's modal and which this student skips.
  await page
    .getByRole('dialog', { name: 'ORA SEI IN ORBITA!' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await page
    .getByRole('dialog', { name: "Com'è andata questa attività?" })
    .getByRole('button', { name: 'Salta' })
    .click();

  await page.getByLabel('Fai una domanda sulla lezione').fill('Bash e zsh sono la stessa cosa?');
  await page.getByRole('button', { name: 'Invia domanda' }).click();
  await expect(page.getByText('Bash e zsh sono la stessa cosa?')).toBeVisible();

  // The radio itself is visually hidden; a person clicks its star.
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stelle' }) }).click();
  await expect(page.getByRole('radio', { name: '4 stelle' })).toBeChecked();
  await expect(page.getByText('Ancora nessun voto.')).toHaveCount(0);
});
