import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import type { Queryable } from '../db/database.ts';
import {
  currentQuiz,
  insertQuiz,
  levelIdOf,
  replacePackSingles,
  retireMissing,
  sectionOf,
  syncSections,
  updateQuiz,
  upsertCollection,
  upsertEntity,
  upsertLevel,
  upsertResource,
} from './journey-write-repository.ts';
import {
  liveCourseIdOf,
  retireMissingLive,
  upsertEpisode,
  upsertLiveCourse,
  upsertLiveQuiz,
} from './live-write-repository.ts';
import { itemId, type ImportPlan } from './pack-plan.ts';
import { stableJson } from './stable-json.ts';

/**
 * Writes what the plan says changed, inside the caller's transaction, in an order that has
 * every parent before its children: levels, entities with their sections, resources with their
 * quizzes, collections, the home page's singles, live courses with their episodes and quizzes;
 * then retires what the pack no longer has. Items the plan found unchanged are not written.
 */
export async function applyPlan(
  tx: Queryable,
  manifest: ContentPackManifest,
  plan: ImportPlan,
  now: Date,
): Promise<void> {
  const packKey = manifest.pack.key;
  const writes = (kind: Parameters<typeof itemId>[0], key: string) =>
    plan.writes.has(itemId(kind, key));

  const levelIds = new Map<string, string>();
  for (const level of manifest.levels) {
    if (writes('level', level.key)) levelIds.set(level.key, await upsertLevel(tx, packKey, level));
  }
  const levelId = async (key: string) => {
    const known = levelIds.get(key) ?? (await levelIdOf(tx, key));
    levelIds.set(key, known);
    return known;
  };
  const entities = [
    ...manifest.levels.flatMap((level) =>
      level.entities.map((entity, index) => ({ entity, level: level.key as string | null, index })),
    ),
    ...manifest.on_demand.map((entity, index) => ({ entity, level: null, index })),
  ];
  for (const { entity, level, index } of entities) {
    if (!writes('entity', entity.key)) continue;
    const entityId = await upsertEntity(tx, {
      packKey,
      entity,
      levelId: level === null ? null : await levelId(level),
      orderNum: index + 1,
    });
    await syncSections(
      tx,
      entityId,
      entity.sections.map((section) => section.title),
      now,
    );
  }
  for (const { entity } of entities) {
    for (const [sectionIndex, section] of entity.sections.entries()) {
      for (const [index, resource] of section.resources.entries()) {
        if (!writes('resource', resource.key)) continue;
        const { entityId, sectionId } = await sectionOf(tx, entity.key, sectionIndex + 1);
        const resourceId = await upsertResource(tx, {
          packKey,
          resource,
          entityId,
          sectionId,
          orderNum: index + 1,
        });
        if (resource.type !== 'quiz') continue;
        const existing = await currentQuiz(tx, resourceId);
        if (!existing) await insertQuiz(tx, resourceId, resource.quiz);
        else {
          const changed = stableJson(existing.questions) !== stableJson(resource.quiz.questions);
          await updateQuiz(tx, existing.id, resource.quiz, changed ? existing.version : null);
        }
      }
    }
  }
  for (const [kind, collections] of [
    ['professional_path', manifest.professional_paths],
    ['skill_focus', manifest.skill_focuses],
  ] as const) {
    for (const collection of collections) {
      if (writes('collection', collection.key)) {
        await upsertCollection(tx, packKey, kind, collection);
      }
    }
  }
  if (plan.singlesChanged) await replacePackSingles(tx, packKey, manifest.single_entity_keys);

  for (const course of manifest.live_courses) {
    const courseId = writes('live_course', course.key)
      ? await upsertLiveCourse(tx, packKey, course, now)
      : await liveCourseIdOf(tx, course.key);
    for (const episode of course.episodes) {
      if (writes('episode', episode.key)) await upsertEpisode(tx, courseId, episode, now);
    }
    for (const quiz of course.quizzes) {
      if (writes('live_quiz', quiz.key)) await upsertLiveQuiz(tx, courseId, quiz);
    }
  }
  await retireWhatIsGone(tx, manifest, plan, now);
}

async function retireWhatIsGone(
  tx: Queryable,
  manifest: ContentPackManifest,
  plan: ImportPlan,
  now: Date,
): Promise<void> {
  if (plan.retired.length === 0) return;
  const packKey = manifest.pack.key;
  const entities = [...manifest.levels.flatMap((level) => level.entities), ...manifest.on_demand];
  const keep = {
    levels: manifest.levels.map((level) => level.key),
    entities: entities.map((entity) => entity.key),
    resources: entities.flatMap((entity) =>
      entity.sections.flatMap((section) => section.resources.map((resource) => resource.key)),
    ),
    collections: [...manifest.professional_paths, ...manifest.skill_focuses].map((c) => c.key),
    live_courses: manifest.live_courses.map((course) => course.key),
  };
  for (const table of ['levels', 'entities', 'resources', 'collections', 'live_courses'] as const) {
    await retireMissing(tx, table, packKey, keep[table], now);
  }
  const courses = manifest.live_courses;
  await retireMissingLive(
    tx,
    'live_episodes',
    packKey,
    courses.flatMap((course) => course.episodes.map((episode) => episode.key)),
    now,
  );
  await retireMissingLive(
    tx,
    'live_quizzes',
    packKey,
    courses.flatMap((course) => course.quizzes.map((quiz) => quiz.key)),
    now,
  );
}
