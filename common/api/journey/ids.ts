import { z } from 'zod';

/** A database id on the wire: a bigint identity as a string of digits. */
export const idSchema = z
  .string({ error: 'Identificativo mancante.' })
  .regex(/^[1-9]\d{0,17}$/, 'Identificativo non valido.');

/** An entity id on the wire: 24 lower-case hexadecimal characters (module ids in routes). */
export const hexIdSchema = z
  .string({ error: 'Identificativo mancante.' })
  .regex(/^[0-9a-f]{24}$/, 'Identificativo non valido.');

/** Route params `{ id }` where id is a database id (resources, questions, replies, levels). */
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Route params `{ id }` where id is an entity's hexadecimal id (module detail, to-do list). */
export const hexIdParamsSchema = z.object({ id: hexIdSchema });
export type HexIdParams = z.infer<typeof hexIdParamsSchema>;
