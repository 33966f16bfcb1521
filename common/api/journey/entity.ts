import { z } from 'zod';
import { hexIdSchema, idSchema } from './ids.ts';

/** Spec 01 §3: the kinds of entity of the journey. */
export const entityTypeSchema = z.enum(['module', 'pit_stop', 'focus', 'final_test', 'on_demand']);
export type EntityType = z.infer<typeof entityTypeSchema>;

/** Level lists leave out the level with this order_num (spec 01 §9). */
export const HIDDEN_LEVEL_ORDER_NUM = 20;

/**
 * One entity of the journey as every list shows it. `completed` and `unlocked` are the caller's
 * own state: professors get everything unlocked and nothing completed, visitors and sorintian
 * the student view without progress. `total_duration` is in seconds; `parent_id` is the level id
 * (null for on-demand entities).
 */
export const entitySchema = z.object({
  id: hexIdSchema,
  parent_id: idSchema.nullable(),
  title: z.string(),
  description: z.string(),
  type: entityTypeSchema,
  completed: z.boolean(),
  unlocked: z.boolean(),
  num_badges: z.number().int().nonnegative(),
  num_completed_resources: z.number().int().nonnegative(),
  num_resources: z.number().int().nonnegative(),
  order_num: z.number().int(),
  pcto_minutes: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  tags: z.array(z.string()),
  total_duration: z.number().int().nonnegative(),
  download_materials_link: z.string().nullable(),
});
export type Entity = z.infer<typeof entitySchema>;

/** A visible level with its entities in path order. */
export const levelSchema = z.object({
  id: idSchema,
  title: z.string(),
  order_num: z.number().int(),
  download_materials_link: z.string().nullable(),
  entities: z.array(entitySchema),
});
export type Level = z.infer<typeof levelSchema>;

/** getLevels, getProfessorLevels: the levels by order_num, the hidden level left out. */
export const levelsResponseSchema = z.array(levelSchema);

/** The single, started, on-demand and to-do lists: a plain list of entities. */
export const entityListSchema = z.array(entitySchema);
