import { z } from 'zod';
import { hexIdSchema, idSchema } from './ids.ts';
import { resourceTypeSchema } from './item-detail.ts';

/**
 * GET /tech-journey/resource/{id}: one resource to show. `media_url` is a server-root path such
 * as '/media/lesson.webm' (video lessons only), `captions_url` the path of its Italian WebVTT
 * captions (null: none); `instructions` is set for exercises; `quiz_id`
 * for quizzes. `entity_id` is the hexadecimal id of the entity holding it.
 */
export const episodeSchema = z.object({
  id: idSchema,
  type: resourceTypeSchema,
  title: z.string(),
  description: z.string(),
  entity_id: hexIdSchema,
  entity_title: z.string(),
  duration_seconds: z.number().int().nonnegative().nullable(),
  media_url: z.string().nullable(),
  captions_url: z.string().nullable(),
  instructions: z.string().nullable(),
  quiz_id: idSchema.nullable(),
  completed: z.boolean(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** A resource named for a link: next suggestion and previous/next navigation. */
export const episodeSummarySchema = z.object({
  id: idSchema,
  type: resourceTypeSchema,
  title: z.string(),
  entity_id: hexIdSchema,
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;

/**
 * GET /tech-journey/resource/next/{id}: 200 with the suggestion, or 204 with no body when there
 * is none. The empty answer of a 204 (an empty string or nothing, depending on the client) reads
 * as null, so one schema describes both answers.
 */
export const nextResourceResponseSchema = z.preprocess(
  (answer) => (answer === '' || answer === undefined ? null : answer),
  episodeSummarySchema.nullable(),
);
export type NextResourceResponse = z.infer<typeof nextResourceResponseSchema>;

/** GET /tech-journey/video-lessons/{id}/navigation: neighbours within the entity, across sections. */
export const navigationSchema = z.object({
  previous: episodeSummarySchema.nullable(),
  next: episodeSummarySchema.nullable(),
});
export type Navigation = z.infer<typeof navigationSchema>;
