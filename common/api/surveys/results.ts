import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';
import { surveyIdSchema, surveyQuestionTypeSchema } from './survey.ts';

/**
 * The admins' results of a survey. Anonymous on purpose: counts, averages and texts, never who
 * answered, so students can be candid and the results page leaks no personal data.
 */
export const surveyResultsQuerySchema = z.object({
  /** A resource or level id; absent: every position together. */
  position: idSchema.optional(),
});

/** A position with responses, named as people know it (the resource's title, the level's). */
export const surveyPositionSummarySchema = z.object({
  position: idSchema,
  label: z.string(),
  responses: z.number().int().nonnegative(),
});

export const questionResultSchema = z.object({
  id: idSchema,
  order: z.number().int(),
  type: surveyQuestionTypeSchema,
  text: z.string(),
  mandatory: z.boolean(),
  /** How many responses answered this question. */
  answered: z.number().int().nonnegative(),
  /** multiplechoice, listradio: every option with how often it was chosen. */
  options: z.array(z.object({ id: idSchema, text: z.string(), count: z.number().int() })),
  /** fivestars: the average (null without votes) and the count of each star, 1 to 5. */
  average_stars: z.number().nullable(),
  star_counts: z.array(z.number().int()),
  /** The free texts, newest first. */
  texts: z.array(z.string()),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const surveyResultsSchema = z.object({
  survey_id: surveyIdSchema,
  title: z.string(),
  position: idSchema.nullable(),
  responses: z.number().int().nonnegative(),
  positions: z.array(surveyPositionSummarySchema),
  questions: z.array(questionResultSchema),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;
