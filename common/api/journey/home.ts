import { z } from 'zod';
import { entitySchema } from './entity.ts';
import { idSchema } from './ids.ts';

/** A professional path or skill focus: a guided list of entities. */
export const collectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  entities: z.array(entitySchema),
});
export type Collection = z.infer<typeof collectionSchema>;

/** getProfessionalPaths, getSkillFocuses: every collection of one kind, by id. */
export const collectionListSchema = z.array(collectionSchema);

/** The journey title of a student: see common/progress/titles.ts for the point thresholds. */
export const journeyTitleSchema = z.enum([
  'noob',
  'explorer',
  'expert',
  'master',
  'champion',
  'nerd',
  'legend',
]);

/**
 * getHomePage. `continue` is the first unlocked, not completed entity along the
 * path (null when none or for roles without progress); `started` holds entities with some but not
 * all resources completed; `todo` the saved to-do list (students only, else empty).
 * `next_title` and `points_to_next_title` are null at the top title.
 */
export const homePageSchema = z.object({
  user: z.object({
    name: z.string(),
    points: z.number().int().nonnegative(),
    title: journeyTitleSchema,
    next_title: journeyTitleSchema.nullable(),
    points_to_next_title: z.number().int().nonnegative().nullable(),
  }),
  continue: entitySchema.nullable(),
  started: z.array(entitySchema),
  todo: z.array(entitySchema),
  single_entities: z.array(entitySchema),
});
export type HomePage = z.infer<typeof homePageSchema>;
