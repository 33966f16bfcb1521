import { z } from 'zod';
import { JOURNEY_TITLES } from '../../progress/titles.ts';
import { idSchema } from '../journey/ids.ts';

/**
 * The scopes of the students' ranking (spec 02 §7 filter_by): `all`, every student of the
 * platform whose journey is unlocked; `classroom`, the students enabled in the caller's active
 * classrooms (a student's classmates; a professor's own students).
 */
export const RANKING_SCOPES = ['all', 'classroom'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];

/**
 * One position of the ranking. A student who did not choose to appear by name (issue 25), seen
 * by someone who is not their classmate or professor, is counted without being named: user_id
 * and avatar_id null, name "Studente".
 */
export const rankedStudentSchema = z.object({
  user_id: idSchema.nullable(),
  name: z.string(),
  avatar_id: z.string().nullable(),
  points: z.number().int().nonnegative(),
  title: z.enum(JOURNEY_TITLES.map((entry) => entry.title)),
  /** 1 = most points; ties by the older account, the same way every time. */
  position: z.number().int().positive(),
});
export type RankedStudent = z.infer<typeof rankedStudentSchema>;

export const rankingQuerySchema = z.object({
  filter_by: z
    .enum(RANKING_SCOPES, {
      error: 'La classifica è di tutta la piattaforma (all) o della classe (classroom).',
    })
    .default('all'),
});

/**
 * GET /tech-journey/students-ranking (spec 02 §3): the first three, the caller's two neighbours
 * above and below, the caller, and the last three; the lists never repeat a student, and
 * `current_student` is null for a professor or a student outside the scope.
 */
export const studentsRankingSchema = z.object({
  filter_by: z.enum(RANKING_SCOPES),
  total: z.number().int().nonnegative(),
  top_students: z.array(rankedStudentSchema),
  previous_students: z.array(rankedStudentSchema),
  current_student: rankedStudentSchema.nullable(),
  next_students: z.array(rankedStudentSchema),
  bottom_students: z.array(rankedStudentSchema),
});
export type StudentsRanking = z.infer<typeof studentsRankingSchema>;

/** GET /tech-journey/students-ranking/search (spec 02 §5: a name is needed; limit 10, offset 0). */
export const rankingSearchQuerySchema = z.object({
  name: z
    .string({ error: 'Scrivi il nome da cercare.' })
    .trim()
    .min(1, 'Scrivi il nome da cercare.')
    .max(50, 'Il nome da cercare può avere al massimo 50 caratteri.'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const rankingSearchSchema = z.object({
  items: z.array(rankedStudentSchema),
  total: z.number().int().nonnegative(),
});
