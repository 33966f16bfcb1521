import { z } from 'zod';

/** One minute of the server process's answers (declared endpoints only). */
export const statusMinuteSchema = z.object({
  /** The minute's start (ISO 8601). */
  minute: z.string(),
  requests: z.number().int(),
  server_errors: z.number().int(),
  sign_in_failures: z.number().int(),
  throttled: z.number().int(),
  /** Latency percentiles of the minute, in ms; null for a minute without requests. */
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
});
export type StatusMinute = z.infer<typeof statusMinuteSchema>;

const backupSchema = z.object({
  outcome: z.enum(['verified', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  size_bytes: z.number().nullable(),
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
  generated_at: z.string(),
  /** When this process started (ISO 8601). */
  started_at: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    /** How long `SELECT 1` took just now; null when it failed. */
    ping_ms: z.number().nullable(),
  }),
  disk: z
    .object({ free_bytes: z.number(), total_bytes: z.number(), checked_at: z.string() })
    .nullable(),
  backup: z.object({
    /** The newest backup that ended, verified or failed. */
    last: backupSchema.nullable(),
    /** When the newest verified backup started. */
    last_verified_at: z.string().nullable(),
    /** The schedule's interval the warning is measured against, in hours. */
    expected_interval_hours: z.number(),
    /**
     * What the page warns about: the last one failed, the last verified one is older than two
     * intervals, or none was ever made; null when all is well.
     */
    warning: z.enum(['failed', 'stale', 'none']).nullable(),
  }),
  last_hour: z.object({
    requests: z.number().int(),
    p50_ms: z.number().nullable(),
    p95_ms: z.number().nullable(),
    sign_in_failures: z.number().int(),
    throttled: z.number().int(),
    minutes: z.array(statusMinuteSchema),
  }),
  /** Since the process started. */
  totals: z.object({ sign_in_failures: z.number().int(), throttled: z.number().int() }),
  chat_subscribers: z.number().int(),
  event_loop_lag: z.object({ p50_ms: z.number(), p99_ms: z.number(), max_ms: z.number() }),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;
