import { z } from 'zod';
import { PROFILE_LIMITS } from '../../profile/limits.ts';
import { idSchema } from '../journey/ids.ts';

export const hobbySchema = z.object({ id: idSchema, name: z.string() });
export type Hobby = z.infer<typeof hobbySchema>;

export const SKILL_TYPES = ['soft', 'hard'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const skillSchema = z.object({ id: idSchema, name: z.string(), type: z.enum(SKILL_TYPES) });
export type Skill = z.infer<typeof skillSchema>;

/**
 * Spec 02 §5: a hobby search needs search text, limit and offset. A blank text is refused like
 * the ranking's name: the picker searches as the student types and asks for nothing before.
 */
export const catalogueQuerySchema = z.object({
  search: z
    .string({ error: 'Scrivi il testo da cercare.' })
    .trim()
    .min(1, 'Scrivi il testo da cercare.')
    .max(
      PROFILE_LIMITS.catalogueSearchMaxLength,
      `La ricerca può avere al massimo ${PROFILE_LIMITS.catalogueSearchMaxLength} caratteri.`,
    ),
  limit: z.coerce
    .number({ error: 'Indica quanti risultati vuoi.' })
    .int('Il limite non è valido.')
    .min(1, 'Il limite non è valido.')
    .max(PROFILE_LIMITS.catalogueMaxPageSize, 'Il limite non è valido.'),
  offset: z.coerce
    .number({ error: 'Indica da quale risultato partire.' })
    .int("L'offset non è valido.")
    .min(0, "L'offset non è valido.")
    .max(100_000, "L'offset non è valido."),
});

export const skillQuerySchema = catalogueQuerySchema.extend({
  type: z.enum(SKILL_TYPES, { error: 'Il tipo di competenza è soft o hard.' }).optional(),
});

export const hobbyPageSchema = z.object({
  items: z.array(hobbySchema),
  total: z.number().int().nonnegative(),
});
export const skillPageSchema = z.object({
  items: z.array(skillSchema),
  total: z.number().int().nonnegative(),
});

/** A user's hobbies (GET /tech-journey/hobbies/{userId} and the answer of the POST). */
export const userHobbiesSchema = z.object({ hobbies: z.array(hobbySchema) });
export type UserHobbies = z.infer<typeof userHobbiesSchema>;

/** A user's skills by kind (GET /tech-journey/skills/{userId} and the answer of the POST). */
export const userSkillsSchema = z.object({
  soft_skills: z.array(skillSchema),
  hard_skills: z.array(skillSchema),
});
export type UserSkills = z.infer<typeof userSkillsSchema>;

const distinctIds = (max: number, tooMany: string) =>
  z
    .array(idSchema, { error: 'Elenco non valido.' })
    .max(max, tooMany)
    .transform((ids) => [...new Set(ids)]);

/** POST /tech-journey/hobbies: the whole choice replaces the previous one. */
export const saveHobbiesRequestSchema = z.object({
  hobbies: distinctIds(
    PROFILE_LIMITS.maxHobbies,
    `Puoi scegliere al massimo ${PROFILE_LIMITS.maxHobbies} hobby.`,
  ),
});

/** POST /tech-journey/skills (body not shown in the spec): both kinds, each replaced whole. */
export const saveSkillsRequestSchema = z.object({
  soft_skills: distinctIds(
    PROFILE_LIMITS.maxSkillsPerType,
    `Puoi scegliere al massimo ${PROFILE_LIMITS.maxSkillsPerType} soft skill.`,
  ),
  hard_skills: distinctIds(
    PROFILE_LIMITS.maxSkillsPerType,
    `Puoi scegliere al massimo ${PROFILE_LIMITS.maxSkillsPerType} hard skill.`,
  ),
});
