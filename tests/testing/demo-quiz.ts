import { expect, type Page } from '@playwright/test';
import type { PackQuiz } from '../../common/content-pack/manifest.ts';
import { demoManifest } from '../../server/content-packs/demo-pack.ts';
import { hexIdForKey } from '../../server/content-packs/hex-id.ts';

/** The wire id of a demo entity, from its content key (as the seed derives it). */
export const entityId = (key: string): string => hexIdForKey(key);

/** The quiz of a demo quiz resource, by the resource's content key. */
export function demoQuiz(resourceKey: string): PackQuiz {
  const entities = [
    ...demoManifest().levels.flatMap((level) => level.entities),
    ...demoManifest().on_demand,
  ];
  for (const entity of entities) {
    for (const section of entity.sections) {
      for (const resource of section.resources) {
        if (resource.key === resourceKey && resource.type === 'quiz') return resource.quiz;
      }
    }
  }
  throw new Error(`No demo quiz ${resourceKey}`);
}

/**
 * Answers every question of the quiz on screen correctly, as a student would: reads the question
 * text, ticks the right answers, goes forward, and ends the attempt on the last question.
 */
export async function answerQuizCorrectly(page: Page, quiz: PackQuiz): Promise<void> {
  for (let step = 1; step <= quiz.questions.length; step++) {
    await expect(page.getByText(`Domanda ${step} di ${quiz.questions.length}`)).toBeVisible();
    const text = (await page.locator('fieldset legend').innerText()).trim();
    const question = quiz.questions.find((candidate) => candidate.text === text);
    if (!question) throw new Error(`Unknown question on screen: ${text}`);
    for (const answer of question.answers.filter((candidate) => candidate.correct)) {
      await page.locator('fieldset').getByLabel(answer.text, { exact: true }).check();
    }
    const last = step === quiz.questions.length;
    await page.getByRole('button', { name: last ? /termina/i : 'Avanti' }).click();
  }
}
