import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { Queryable } from '../db/database.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import {
  replaceUserHobbies,
  replaceUserSkills,
  searchHobbies,
  searchSkills,
  unknownHobbyIds,
  unknownSkillIds,
  userHobbies,
  userSkills,
} from './catalogue-repository.ts';
import { isInCvPool } from './cv/cv-repository.ts';

/**
 * Whose hobbies and skills the caller may read: their own, and a company user those of a
 * student in the CV pool (who allowed contact). Anyone else's is 404.
 */
async function requireReadableChoices(db: Queryable, auth: AccessClaims, userId: string) {
  if (userId === auth.user_id) return;
  if (auth.role === 'sorintian' && (await isInCvPool(db, userId))) return;
  throw notFound();
}

const splitSkills = (skills: Awaited<ReturnType<typeof userSkills>>) => ({
  soft_skills: skills.filter((skill) => skill.type === 'soft'),
  hard_skills: skills.filter((skill) => skill.type === 'hard'),
});

/** The hobby and skill catalogues (searchable) and each user's choice (spec 02 §7). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.searchHobbies, async ({ query }) => searchHobbies(db, query));
  route(app, profileEndpoints.searchSkills, async ({ query }) => searchSkills(db, query));

  route(app, profileEndpoints.getUserHobbies, async ({ params, auth }) => {
    await requireReadableChoices(db, auth, params.userId);
    return { hobbies: await userHobbies(db, params.userId) };
  });

  route(app, profileEndpoints.getUserSkills, async ({ params, auth }) => {
    await requireReadableChoices(db, auth, params.userId);
    return splitSkills(await userSkills(db, params.userId));
  });

  // An id that names nothing refuses the whole choice: a half-saved list would surprise.
  route(app, profileEndpoints.saveHobbies, async ({ body, auth }) => {
    const unknown = await unknownHobbyIds(db, body.hobbies);
    if (unknown.length > 0) {
      throw validationFailed({
        hobbies: 'Uno degli hobby scelti non esiste più: aggiorna la pagina.',
      });
    }
    await db.transaction((tx) => replaceUserHobbies(tx, auth.user_id, body.hobbies));
    return { hobbies: await userHobbies(db, auth.user_id) };
  });

  route(app, profileEndpoints.saveSkills, async ({ body, auth }) => {
    const details: Record<string, string> = {};
    if ((await unknownSkillIds(db, body.soft_skills, 'soft')).length > 0) {
      details.soft_skills = 'Una delle soft skill scelte non esiste: aggiorna la pagina.';
    }
    if ((await unknownSkillIds(db, body.hard_skills, 'hard')).length > 0) {
      details.hard_skills = 'Una delle hard skill scelte non esiste: aggiorna la pagina.';
    }
    if (Object.keys(details).length > 0) throw validationFailed(details);
    await db.transaction((tx) =>
      replaceUserSkills(tx, auth.user_id, [...body.soft_skills, ...body.hard_skills]),
    );
    return splitSkills(await userSkills(db, auth.user_id));
  });
}
