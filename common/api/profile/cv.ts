import { z } from 'zod';
import { JOURNEY_TITLES } from '../../progress/titles.ts';
import { idSchema } from '../journey/ids.ts';
import { catalogueQuerySchema } from './catalogue.ts';

/** "1,2,3" → ['1','2','3'] (query strings carry lists as one comma-separated value). */
const commaList = (item: z.ZodType<string, string>, max: number, message: string) =>
  z
    .string()
    .max(2000, message)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, message));

/** GET /tech-journey/cv-pool: the students who allowed contact, filtered. */
export const cvPoolQuerySchema = z.object({
  search: catalogueQuerySchema.shape.search.optional(),
  skill_ids: commaList(idSchema, 10, 'Puoi filtrare al massimo 10 competenze.').optional(),
  tags: commaList(z.string().min(1).max(40), 10, 'Puoi filtrare al massimo 10 hashtag.').optional(),
  school_year: z.coerce
    .number({ error: "L'anno scolastico non è valido." })
    .int("L'anno scolastico non è valido.")
    .min(1, "L'anno scolastico non è valido.")
    .max(5, "L'anno scolastico non è valido.")
    .optional(),
  limit: catalogueQuerySchema.shape.limit,
  offset: catalogueQuerySchema.shape.offset,
});
export type CvPoolQuery = z.input<typeof cvPoolQuerySchema>;

const titleSchema = z.enum(JOURNEY_TITLES.map((entry) => entry.title));

export const cvSummarySchema = z.object({
  user_id: idSchema,
  name: z.string(),
  avatar_id: z.string().nullable(),
  school_year: z.number().int().nullable(),
  title: titleSchema,
  i_am: z.string().nullable(),
  soft_skills: z.array(z.string()),
  hard_skills: z.array(z.string()),
  top_tags: z.array(z.string()),
  certificates_count: z.number().int().nonnegative(),
  badges_count: z.number().int().nonnegative(),
});
export type CvSummary = z.infer<typeof cvSummarySchema>;

export const cvPoolSchema = z.object({
  items: z.array(cvSummarySchema),
  total: z.number().int().nonnegative(),
});

/** One student's one-page CV (spec 02 §1: completed profiles as a pool of potential hires). */
export const cvSchema = cvSummarySchema.extend({
  contact_email: z.string(),
  bio: z.string().nullable(),
  github_link: z.string().nullable(),
  points: z.number().int().nonnegative(),
  hobbies: z.array(z.string()),
  earned_tags: z.array(z.string()),
  /** Spec 02's field: hours rounded to two decimals (common/format/pcto-hours.ts), for reading. */
  completed_pcto_hours: z.number().nonnegative(),
  /**
   * The same time as stored, in minutes: what a client formats (formatPctoHoursText), since
   * turning the rounded hours back into minutes loses precision and copies the rule.
   */
  completed_pcto_minutes: z.number().int().nonnegative(),
  certificates: z.array(
    z.object({ title: z.string(), pcto_minutes: z.number().int(), obtained_at: z.string() }),
  ),
  badges: z.array(z.object({ name: z.string(), earned_at: z.string() })),
});
export type Cv = z.infer<typeof cvSchema>;

/** The filters the pool offers: the skills and hashtags that some student in it has. */
export const cvFiltersSchema = z.object({
  skills: z.array(z.object({ id: idSchema, name: z.string(), type: z.enum(['soft', 'hard']) })),
  tags: z.array(z.string()),
});
