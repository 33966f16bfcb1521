import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';
import { credentialsIdSchema, optionalSchoolYearSchema, personNameSchema } from './credentials.ts';

export const STUDENT_STATES = ['enabled', 'disabled', 'archived'] as const;
export const studentStateSchema = z.enum(STUDENT_STATES);
export type StudentState = z.infer<typeof studentStateSchema>;

/** An e-mail address as typed by the professor: trimmed, compared lower-case. */
export const studentEmailSchema = z
  .string({ error: "Inserisci l'e-mail dello studente." })
  .trim()
  .toLowerCase()
  .min(1, "Inserisci l'e-mail dello studente.")
  .max(254, "L'e-mail è troppo lunga.")
  .pipe(z.email("L'e-mail non è valida."));

/** A student of one classroom (GET /classroom/students/{id}, POST /classroom/student). */
export const classroomStudentSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  state: studentStateSchema,
  school_year: z.number().int().nullable(),
  points: z.number().int().nonnegative(),
  /** ISO 8601. */
  added_at: z.string(),
});
export type ClassroomStudent = z.infer<typeof classroomStudentSchema>;

export const classroomStudentListSchema = z.array(classroomStudentSchema);
export type ClassroomStudentList = z.infer<typeof classroomStudentListSchema>;

/** GET /classroom/check-student?email= */
export const checkStudentQuerySchema = z.object({ email: studentEmailSchema });
export type CheckStudentQuery = z.infer<typeof checkStudentQuerySchema>;

/**
 * The answer of check-student: whether a student account has that e-mail and its name. Any
 * other account is answered like an unknown e-mail (exists false, name null, role_ok false), so
 * the check reveals nothing about who else has an account; role_ok is true exactly for students.
 */
export const checkStudentResponseSchema = z.object({
  exists: z.boolean(),
  name: z.string().nullable(),
  role_ok: z.boolean(),
});
export type CheckStudentResponse = z.infer<typeof checkStudentResponseSchema>;

/**
 * POST /classroom/student: answers 201 with the student. An e-mail with no account creates a
 * student account when first and last name are given (a one-time password to download, see
 * `credentials_id`); without them it is 422 with details.email, as is a non-student account. A
 * student already in the classroom is 409.
 */
export const addStudentRequestSchema = z.object({
  classroomid: idSchema,
  email: studentEmailSchema,
  first_name: personNameSchema('nome').optional(),
  last_name: personNameSchema('cognome').optional(),
  school_year: optionalSchoolYearSchema.optional(),
});

/** The answer of POST /classroom/student: the student, and the new account's credentials. */
export const addedStudentSchema = classroomStudentSchema.extend({
  credentials_id: credentialsIdSchema.nullable(),
});
export type AddedStudent = z.infer<typeof addedStudentSchema>;
export type AddStudentRequest = z.infer<typeof addStudentRequestSchema>;

/** PATCH /classroom/remove?classroomid=&student= (student id): answers 204. */
export const removeStudentQuerySchema = z.object({ classroomid: idSchema, student: idSchema });
export type RemoveStudentQuery = z.infer<typeof removeStudentQuerySchema>;

/** GET /student/archive: the students archived in any of the caller's classrooms. */
export const archivedStudentSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  classroom_id: idSchema,
  classroom_name: z.string(),
});
export type ArchivedStudent = z.infer<typeof archivedStudentSchema>;
export const archivedStudentListSchema = z.array(archivedStudentSchema);

/**
 * POST /student/export-for-professor: an XLSX file of these students (the caller's own only,
 * any other id is 404).
 */
export const exportStudentsRequestSchema = z.object({
  ids: z
    .array(idSchema, { error: 'Scegli almeno uno studente.' })
    .min(1, 'Scegli almeno uno studente.')
    .max(1000, 'Puoi esportare al massimo 1000 studenti alla volta.'),
});
export type ExportStudentsRequest = z.infer<typeof exportStudentsRequestSchema>;
