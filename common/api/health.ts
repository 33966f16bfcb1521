import { z } from 'zod';

/**
 * GET /api/health: the server answers and its database is reachable (503 otherwise). Disk and
 * backup are figures for the operator, refreshed in the background every 30 s (as of
 * `checkedAt`); they never change the status, which load balancers read.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** When disk and backup were last read (ISO 8601); null before the first reading. */
  checkedAt: z.string().nullable(),
  /** The data directory's file system; null when it could not be read. */
  disk: z.object({ freeBytes: z.number(), totalBytes: z.number() }).nullable(),
  /** The newest backup that ended; null when none ever did. */
  lastBackup: z
    .object({
      outcome: z.enum(['verified', 'failed']),
      finishedAt: z.string(),
      /** Seconds from its end to `checkedAt`. */
      ageSeconds: z.number(),
    })
    .nullable(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
