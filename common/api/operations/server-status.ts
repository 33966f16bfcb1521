import { z } from 'zod';

/** One minute of the server process's answers (declared endpoints only). */
export const statusMinuteSchema = z.object({
  /** The minute's start (ISO 8601). */
  minute: z.string(),
  requests: z.number().int(),
  serverErrors: z.number().int(),
  signInFailures: z.number().int(),
  throttled: z.number().int(),
  /** Latency percentiles of the minute, in ms; null for a minute without requests. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
});
export type StatusMinute = z.infer<typeof statusMinuteSchema>;

const backupSchema = z.object({
  outcome: z.enum(['verified', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Why it failed (the operator's log says more); null when verified. */
  problem: z.string().nullable(),
});

/**
 * GET /api/tj/operations/status: the figures of the admin page «Stato del server», the same as
 * /metrics and /api/health. Counts and the minute series are this process's since it started,
 * over the last hour (replicas each answer their own); disk and backup as last read in the
 * background (every 30 s).
 */
export const serverStatusSchema = z.object({
  generatedAt: z.string(),
  /** When this process started (ISO 8601). */
  startedAt: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    /** How long `SELECT 1` took just now; null when it failed. */
    pingMs: z.number().nullable(),
  }),
  disk: z
    .object({ freeBytes: z.number(), totalBytes: z.number(), checkedAt: z.string() })
    .nullable(),
  backup: z.object({
    /** The newest backup that ended, verified or failed. */
    last: backupSchema.nullable(),
    /** When the newest verified backup started. */
    lastVerifiedAt: z.string().nullable(),
    /** The schedule's interval the warning is measured against, in hours. */
    expectedIntervalHours: z.number(),
    /**
     * What the page warns about: the last one failed, the last verified one is older than two
     * intervals, or none was ever made; null when all is well.
     */
    warning: z.enum(['failed', 'stale', 'none']).nullable(),
  }),
  lastHour: z.object({
    requests: z.number().int(),
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
    signInFailures: z.number().int(),
    throttled: z.number().int(),
    minutes: z.array(statusMinuteSchema),
  }),
  /** Since the process started. */
  totals: z.object({ signInFailures: z.number().int(), throttled: z.number().int() }),
  chatSubscribers: z.number().int(),
  eventLoopLag: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() }),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;
