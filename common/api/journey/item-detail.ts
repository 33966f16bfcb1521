import { z } from 'zod';
import { entitySchema } from './entity.ts';
import { idSchema } from './ids.ts';

/** Spec 01 §3: the kinds of resource inside an entity. */
export const resourceTypeSchema = z.enum(['video_lesson', 'exercise', 'quiz']);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** A resource as listed in an item's sections; `quiz_id` is set for quiz resources only. */
export const resourceSchema = z.object({
  id: idSchema,
  type: resourceTypeSchema,
  title: z.string(),
  order_num: z.number().int(),
  completed: z.boolean(),
  duration_seconds: z.number().int().nonnegative().nullable(),
  quiz_id: idSchema.nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** A section of an item, its resources ordered by order_num. */
export const sectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  order_num: z.number().int(),
  resources: z.array(resourceSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/**
 * getItemDetail (+ the professor variant) and getLevelTest: an entity
 * with its sections ordered by order_num. `only_final_quiz_left`: the last resource is an
 * uncompleted quiz and every other resource is completed (spec 01 §4).
 */
export const itemDetailSchema = entitySchema.extend({
  certificate: z.boolean(),
  only_final_quiz_left: z.boolean(),
  sections: z.array(sectionSchema),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** getLevelTest: the level's final test, or null when there is none open to the caller. */
export const levelTestResponseSchema = itemDetailSchema.nullable();
export type LevelTestResponse = z.infer<typeof levelTestResponseSchema>;
