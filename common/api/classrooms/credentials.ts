import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/** A new student's name parts as the professor gives them (upload columns B and C, or the form). */
export const personNameSchema = (what: 'nome' | 'cognome') =>
  z
    .string({ error: `Indica il ${what} dello studente.` })
    .trim()
    .min(1, `Indica il ${what} dello studente.`)
    .max(60, `Il ${what} può avere al massimo 60 caratteri.`);

/** A school year 1-5, or none. */
export const optionalSchoolYearSchema = z
  .number({ error: "L'anno scolastico va da 1 a 5." })
  .int("L'anno scolastico va da 1 a 5.")
  .min(1, "L'anno scolastico va da 1 a 5.")
  .max(5, "L'anno scolastico va da 1 a 5.")
  .nullable();

/** Where a professor downloads the one-time passwords of accounts just created (or reset). */
export const credentialsIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Identificativo non valido.');
export const credentialsParamsSchema = z.object({ id: credentialsIdSchema });

/** POST /classroom/student/{id}/reset-password: a new one-time password for one's own student. */
export const resetPasswordResponseSchema = z.object({ credentials_id: credentialsIdSchema });

/** The file formats of a credentials download; each can be downloaded once. */
export const credentialsQuerySchema = z.object({
  format: z.enum(['pdf', 'xlsx'], { error: 'Il formato è pdf o xlsx.' }),
});

export const studentIdParamsSchema = z.object({ id: idSchema });
