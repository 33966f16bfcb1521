import { z } from 'zod';

/** GET /api/health: the server answers and its database is reachable (503 otherwise). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
