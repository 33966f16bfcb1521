import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import { completeResource } from '../journey/progress/complete-resource.ts';
import type { Queryable } from './database.ts';
import { DEMO_POOL_STUDENTS, DEMO_PROFILES, type DemoProfile } from './demo-profiles.ts';
import { allResourceKeys } from './seed-demo-progress.ts';
import { requireKey, type ContentIds } from './content-ids.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pool students' progress: the first N entities of the first level (final test aside),
 * completed through completeResource so points, badges and hashtags come as in real use.
 */
export async function seedPoolProgress(
  tx: Queryable,
  content: ContentPackManifest,
  ids: ContentIds,
  userIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const level = [...content.levels]
    .filter((candidate) => candidate.order_num !== HIDDEN_LEVEL_ORDER_NUM)
    .sort((a, b) => a.order_num - b.order_num)[0];
  const entities = level?.entities.filter((entity) => entity.type !== 'final_test') ?? [];
  for (const student of DEMO_POOL_STUDENTS) {
    const userId = userIds.get(`${student.local}@demo.test`);
    if (!userId) throw new Error(`No pool student ${student.local}`);
    const keys = entities.slice(0, student.completedEntities).flatMap(allResourceKeys);
    const start = now.getTime() - (keys.length + 1) * DAY_MS;
    for (const [index, key] of keys.entries()) {
      await completeResource(tx, {
        userId,
        resourceId: requireKey(ids.resources, key),
        now: new Date(start + index * DAY_MS),
      });
    }
  }
}

/** The profile texts and choices of DEMO_PROFILES (run after the progress: favourites need it). */
export async function seedDemoProfiles(
  tx: Queryable,
  userIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const profile of DEMO_PROFILES) {
    const userId = userIds.get(profile.email);
    if (!userId) throw new Error(`Demo profile of an unknown account: ${profile.email}`);
    await seedProfile(tx, userId, profile);
  }
}

/**
 * The demo's privacy choices, made explicitly (issue 25): a new account starts with the most
 * private ones, but the demo keeps the look it had, so every demo student shows the profile to
 * the whole platform and appears by name in the ranking. The companies' consent is each
 * profile's own (canContact below), given at the seed's time.
 */
export async function seedDemoPrivacyChoices(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE users SET profile_audience = 'platform', ranking_by_name = true WHERE role = 'student'`,
  );
}

async function seedProfile(tx: Queryable, userId: string, profile: DemoProfile): Promise<void> {
  await tx.query(
    `UPDATE users SET avatar_id = $2, bio = $3, i_am = $4, sec_email = $5, github_link = $6,
       can_contact = $7, newsletter = $8,
       contact_consent_at = CASE WHEN $7::boolean THEN now() ELSE NULL END WHERE id = $1`,
    [
      userId,
      profile.avatar ?? null,
      profile.bio ?? null,
      profile.motto ?? null,
      profile.secondaryEmail ?? null,
      profile.githubLink ?? null,
      profile.canContact ?? false,
      profile.newsletter ?? false,
    ],
  );
  await insertByNames(tx, 'user_hobbies', 'hobby_id', 'hobbies', userId, profile.hobbies ?? []);
  await insertByNames(tx, 'user_skills', 'skill_id', 'skills', userId, [
    ...(profile.softSkills ?? []),
    ...(profile.hardSkills ?? []),
  ]);
  if (profile.favouriteTagCount) {
    await tx.query(
      `INSERT INTO user_favourite_tags (user_id, tag)
       SELECT $1, tag FROM (
         SELECT DISTINCT t.tag FROM entity_progress ep JOIN entities e ON e.id = ep.entity_id,
           jsonb_array_elements_text(e.tags) AS t(tag)
         WHERE ep.user_id = $1 ORDER BY t.tag LIMIT $2) AS earned`,
      [userId, profile.favouriteTagCount],
    );
  }
}

/** Links a user to catalogue rows by name; a name the catalogue lacks is a demo-data mistake. */
async function insertByNames(
  tx: Queryable,
  table: 'user_hobbies' | 'user_skills',
  column: 'hobby_id' | 'skill_id',
  catalogue: 'hobbies' | 'skills',
  userId: string,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const rows = await tx.query(
    `INSERT INTO ${table} (user_id, ${column})
     SELECT $1, c.id FROM ${catalogue} c WHERE c.name IN (
       SELECT value FROM jsonb_array_elements_text($2::jsonb))
     RETURNING ${column}`,
    [userId, JSON.stringify(names)],
  );
  if (rows.length !== names.length) {
    throw new Error(`Demo profile names ${catalogue} the catalogue lacks: ${names.join(', ')}`);
  }
}
