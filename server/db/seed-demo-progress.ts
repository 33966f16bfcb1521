import { JOURNEY_TITLES } from '#common/progress/titles.ts';
import type { ContentPackManifest, PackEntity } from '#common/content-pack/manifest.ts';
import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import { completeResource } from '../journey/progress/complete-resource.ts';
import type { Queryable } from './database.ts';
import { requireKey, type ContentIds } from './content-ids.ts';

const EXPLORER = JOURNEY_TITLES.find((entry) => entry.title === 'explorer')!.minPoints;
const EXPERT = JOURNEY_TITLES.find((entry) => entry.title === 'expert')!.minPoints;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the demo progress of one student ended up being (entity keys). */
export interface DemoProgressSummary {
  completedEntityKeys: string[];
  /** The module where only the final quiz is left. */
  onlyFinalQuizLeftKey: string;
  points: number;
}

/**
 * DEMO.md, studente2: part of level 1 done, through completeResource so the points go through
 * the ledger exactly as in real use. Entities of the first level are completed in order until
 * the student is an explorer (583-1749 points) and has completed one certificate-bearing entity;
 * in the next module every resource but the final quiz is completed. Days in the past, one
 * resource per step, so the dates read like a real history.
 * Throws when the content cannot give that picture (a content mistake, caught by the seed test).
 */
export async function seedDemoProgress(
  tx: Queryable,
  content: ContentPackManifest,
  ids: ContentIds,
  userId: string,
  now: Date,
): Promise<DemoProgressSummary> {
  const level = [...content.levels]
    .filter((candidate) => candidate.order_num !== HIDDEN_LEVEL_ORDER_NUM)
    .sort((a, b) => a.order_num - b.order_num)[0];
  if (!level) throw new Error('The demo content has no visible level.');
  const resourceKeys: string[] = [];
  const completedEntityKeys: string[] = [];
  let points = 0;
  let certificate = false;
  let partial: PackEntity | undefined;
  for (const entity of level.entities.filter((candidate) => candidate.type !== 'final_test')) {
    if (points >= EXPLORER && certificate && endsWithQuiz(entity) && entity.type === 'module') {
      partial = entity;
      break;
    }
    resourceKeys.push(...allResourceKeys(entity));
    completedEntityKeys.push(entity.key);
    points += entity.points;
    certificate ||= entity.certificate;
  }
  if (!partial || points < EXPLORER || points >= EXPERT) {
    throw new Error('The first level cannot give studente2 the progress DEMO.md describes.');
  }
  resourceKeys.push(...allResourceKeys(partial).slice(0, -1));

  const start = now.getTime() - resourceKeys.length * DAY_MS;
  for (const [index, key] of resourceKeys.entries()) {
    await completeResource(tx, {
      userId,
      resourceId: requireKey(ids.resources, key),
      now: new Date(start + index * DAY_MS),
    });
  }
  return { completedEntityKeys, onlyFinalQuizLeftKey: partial.key, points };
}

export function allResourceKeys(entity: PackEntity): string[] {
  return entity.sections.flatMap((section) => section.resources.map((resource) => resource.key));
}

function endsWithQuiz(entity: PackEntity): boolean {
  const last = entity.sections.at(-1)?.resources.at(-1);
  return last?.type === 'quiz';
}
