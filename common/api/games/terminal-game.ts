import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/** "Terminale a tempo": how long a round lasts, by the server's clock. */
export const TERMINAL_ROUND_SECONDS = 60;

/** The longest command the server reads; anything longer is a mistake (422). */
export const TERMINAL_ANSWER_MAX_LENGTH = 200;

/**
 * A task as the player sees it: its place in the round and what to do, in Italian. Never the
 * accepted commands: the server keeps them until the task is answered.
 */
export const terminalTaskSchema = z.object({
  /** 1 for the first task of the round, then 2, 3… */
  number: z.number().int().positive(),
  prompt: z.string(),
});
export type TerminalTask = z.infer<typeof terminalTaskSchema>;

/**
 * A round as it stands: the current task (null once the round is over), the score, and the time
 * left by the server's clock — the client counts down from `time_left_ms`, not from its own
 * clock, which may be off.
 */
export const terminalRoundSchema = z.object({
  id: idSchema,
  score: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  ends_at: z.string(),
  time_left_ms: z.number().int().nonnegative(),
  /** True once the time is up or every task is answered. */
  finished: z.boolean(),
  task: terminalTaskSchema.nullable(),
});
export type TerminalRound = z.infer<typeof terminalRoundSchema>;

export const terminalRoundParamsSchema = z.object({ id: idSchema });

export const terminalAnswerBodySchema = z.object({
  task_number: z
    .number({ error: 'Indica a quale sfida rispondi.' })
    .int('Indica a quale sfida rispondi.')
    .positive('Indica a quale sfida rispondi.'),
  answer: z
    .string({ error: 'Scrivi un comando.' })
    .max(
      TERMINAL_ANSWER_MAX_LENGTH,
      `Il comando può avere al massimo ${TERMINAL_ANSWER_MAX_LENGTH} caratteri.`,
    )
    .refine((value) => value.trim() !== '', 'Scrivi un comando.'),
});
export type TerminalAnswerBody = z.infer<typeof terminalAnswerBodySchema>;

/** The verdict on one answer, and the round after it (with the next task, if any). */
export const terminalAnswerResultSchema = z.object({
  correct: z.boolean(),
  /** The command the task expected (the first accepted one), shown now that it is answered. */
  expected: z.string(),
  points: z.number().int().nonnegative(),
  round: terminalRoundSchema,
});
export type TerminalAnswerResult = z.infer<typeof terminalAnswerResultSchema>;

/** One row of the leaderboard: a player's best round. Names as the students' ranking shows them. */
export const terminalLeaderboardEntrySchema = z.object({
  position: z.number().int().positive(),
  /** Null for a student counted without a name (issue 25: as in the students' ranking). */
  user_id: idSchema.nullable(),
  name: z.string(),
  avatar_id: z.string().nullable(),
  score: z.number().int().positive(),
});
export type TerminalLeaderboardEntry = z.infer<typeof terminalLeaderboardEntrySchema>;

/**
 * The best score of each player, the first ten, plus the caller's own row (null until the
 * caller has scored a point), which may also be among the ten.
 */
export const terminalLeaderboardSchema = z.object({
  total: z.number().int().nonnegative(),
  top: z.array(terminalLeaderboardEntrySchema),
  me: terminalLeaderboardEntrySchema.nullable(),
});
export type TerminalLeaderboard = z.infer<typeof terminalLeaderboardSchema>;
