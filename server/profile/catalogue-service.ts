import type { AccessClaims } from '#common/auth/claims.ts';
import type { Database, Queryable } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { requireVisibleUser, viewerFromClaims } from '../privacy/student-access.ts';
import {
  replaceUserHobbies,
  replaceUserSkills,
  unknownHobbyIds,
  unknownSkillIds,
  userHobbies,
  userSkills,
} from './catalogue-repository.ts';

/**
 * Hobbies and skills are part of a student's public profile (the access rule's
 * `public-profile`: their own, classmates and professors, every student if they chose so, a
 * company while they consent). Anyone else's is 404.
 */
function requireReadableChoices(db: Queryable, auth: AccessClaims, userId: string) {
  return requireVisibleUser(db, viewerFromClaims(auth), userId, 'public-profile');
}

const splitSkills = (skills: Awaited<ReturnType<typeof userSkills>>) => ({
  soft_skills: skills.filter((skill) => skill.type === 'soft'),
  hard_skills: skills.filter((skill) => skill.type === 'hard'),
});

export async function readableHobbies(db: Queryable, auth: AccessClaims, userId: string) {
  await requireReadableChoices(db, auth, userId);
  return { hobbies: await userHobbies(db, userId) };
}

export async function readableSkills(db: Queryable, auth: AccessClaims, userId: string) {
  await requireReadableChoices(db, auth, userId);
  return splitSkills(await userSkills(db, userId));
}

/** An id that names nothing refuses the whole choice: a half-saved list would surprise. */
export async function saveHobbies(db: Database, userId: string, hobbies: readonly string[]) {
  const unknown = await unknownHobbyIds(db, hobbies);
  if (unknown.length > 0) {
    throw validationFailed({
      hobbies: 'Uno degli hobby scelti non esiste più: aggiorna la pagina.',
    });
  }
  await db.transaction((tx) => replaceUserHobbies(tx, userId, hobbies));
  return { hobbies: await userHobbies(db, userId) };
}

export async function saveSkills(
  db: Database,
  userId: string,
  choice: { soft_skills: readonly string[]; hard_skills: readonly string[] },
) {
  const details: Record<string, string> = {};
  if ((await unknownSkillIds(db, choice.soft_skills, 'soft')).length > 0) {
    details.soft_skills = 'Una delle soft skill scelte non esiste: aggiorna la pagina.';
  }
  if ((await unknownSkillIds(db, choice.hard_skills, 'hard')).length > 0) {
    details.hard_skills = 'Una delle hard skill scelte non esiste: aggiorna la pagina.';
  }
  if (Object.keys(details).length > 0) throw validationFailed(details);
  await db.transaction((tx) =>
    replaceUserSkills(tx, userId, [...choice.soft_skills, ...choice.hard_skills]),
  );
  return splitSkills(await userSkills(db, userId));
}
