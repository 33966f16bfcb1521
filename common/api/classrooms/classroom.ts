import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/** The name of a classroom: trimmed, 1-100 characters (migration 001's check). */
export const classroomNameSchema = z
  .string({ error: 'Inserisci il nome della classe.' })
  .trim()
  .min(1, 'Inserisci il nome della classe.')
  .max(100, 'Il nome della classe può avere al massimo 100 caratteri.');

/** One of the professor's classrooms, as every classroom route answers it. */
export const classroomSchema = z.object({
  id: idSchema,
  name: z.string(),
  archived: z.boolean(),
  students_count: z.number().int().nonnegative(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Classroom = z.infer<typeof classroomSchema>;

/** GET /classroom/prof: the caller's classrooms, active and archived. */
export const classroomListSchema = z.array(classroomSchema);
export type ClassroomList = z.infer<typeof classroomListSchema>;

/** POST /classroom: `Name` with the capital N of spec 02 §7. Answers 201 with the classroom. */
export const createClassroomRequestSchema = z.object({ Name: classroomNameSchema });
export type CreateClassroomRequest = z.infer<typeof createClassroomRequestSchema>;

/** PUT /classroom/rename. Answers the renamed classroom. */
export const renameClassroomRequestSchema = z.object({
  classroomid: idSchema,
  name: classroomNameSchema,
});
export type RenameClassroomRequest = z.infer<typeof renameClassroomRequestSchema>;

/** DELETE /classroom?classroomid=: answers 204. */
export const classroomIdQuerySchema = z.object({ classroomid: idSchema });
export type ClassroomIdQuery = z.infer<typeof classroomIdQuerySchema>;
