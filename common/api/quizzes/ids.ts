import { z } from 'zod';

/**
 * A database id on the wire: a positive bigint as a decimal string (API.md: ids are strings).
 * At most 18 digits, so every accepted value fits a PostgreSQL bigint and cannot make a query
 * fail with an out-of-range error (a 500) instead of a 404.
 */
export const recordIdSchema = z
  .string({ error: 'Identificativo non valido.' })
  .regex(/^[1-9][0-9]{0,17}$/, 'Identificativo non valido.');

/** Route parameters `{ id }` of every quiz, test and tracker call. */
export const idParamsSchema = z.object({ id: recordIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
