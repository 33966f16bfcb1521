import { z } from 'zod';

/**
 * GET /api/health: the server answers and its database is reachable (503 otherwise). Disk and
 * backup are figures for the operator, refreshed in the background every 30 s (as of
 * `checked_at`); they never change the status, which load balancers read.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** When disk and backup were last read (ISO 8601); null before the first reading. */
  checked_at: z.string().nullable(),
  /** The data directory's file system; null when it could not be read. */
  disk: z.object({ free_bytes: z.number(), total_bytes: z.number() }).nullable(),
  /** The newest backup that ended; null when none ever did. */
  last_backup: z
    .object({
      outcome: z.enum(['verified', 'failed']),
      finished_at: z.string(),
      /** Seconds from its end to `checked_at`. */
      age_seconds: z.number(),
    })
    .nullable(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
