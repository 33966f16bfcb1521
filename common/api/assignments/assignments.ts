import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * What a professor can assign (issue 29 §1): a whole module, one lesson of it (a video lesson or
 * an exercise), one quiz, a level's final test, an on-demand item, a live episode's recording.
 * `target_id` names it: the entity's hexadecimal id for module, final_test and on_demand, the
 * resource's id for a lesson, the quiz's id for a quiz, the live episode's id for a recording.
 */
export const assignmentKindSchema = z.enum([
  'module',
  'lesson',
  'quiz',
  'final_test',
  'on_demand',
  'recording',
]);
export type AssignmentKind = z.infer<typeof assignmentKindSchema>;

/** The longest note a professor may write on an assignment. */
export const MAX_ASSIGNMENT_NOTE = 500;

/**
 * A due moment as the professor types it, in the school's time zone ("2026-12-01T18:00", the
 * value of an <input type="datetime-local">); the server turns it into an instant with the zone
 * it is configured with (HG_SCHOOL_TIME_ZONE). null: no due date.
 */
export const dueLocalSchema = z
  .string({ error: 'Indica data e ora.' })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    'Indica data e ora nella forma giorno, mese, anno e ora.',
  )
  .nullable();

const noteSchema = z
  .string({ error: 'La nota deve essere un testo.' })
  .max(MAX_ASSIGNMENT_NOTE, `La nota può avere al massimo ${MAX_ASSIGNMENT_NOTE} caratteri.`);

/** POST /classroom/{id}/assignments: no `student_ids` (or none) gives it to the whole class. */
export const createAssignmentRequestSchema = z.object({
  kind: assignmentKindSchema,
  target_id: z
    .string({ error: 'Scegli che cosa assegnare.' })
    .min(1, 'Scegli che cosa assegnare.')
    .max(40, 'Identificativo non valido.'),
  student_ids: z.array(idSchema).max(1000, 'Puoi scegliere al massimo 1000 studenti.').optional(),
  due_local: dueLocalSchema.optional(),
  note: noteSchema.optional(),
});
export type CreateAssignmentRequest = z.infer<typeof createAssignmentRequestSchema>;

/** PATCH /assignments/{id}: the new due moment (null: none) and note. */
export const updateAssignmentRequestSchema = z.object({
  due_local: dueLocalSchema,
  note: noteSchema,
});
export type UpdateAssignmentRequest = z.infer<typeof updateAssignmentRequestSchema>;

/** One piece of work the professor may assign, for the picker (GET /classroom/assignable-work). */
export const assignableWorkSchema = z.object({
  kind: assignmentKindSchema,
  target_id: z.string(),
  title: z.string(),
  /** Where it lives: the module of a lesson or quiz, the level of a module or final test;
   * empty for an on-demand item. */
  context: z.string(),
});
export type AssignableWork = z.infer<typeof assignableWorkSchema>;
export const assignableWorkListSchema = z.array(assignableWorkSchema);

/**
 * One assigned student as the professor sees them: done (the journey records the work as
 * completed: resources done, quiz passed), when, late (done after the due moment) and the best
 * score where the work has a quiz (null otherwise or before any finished attempt).
 */
export const assignmentStudentStatusSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  done: z.boolean(),
  completed_at: z.string().nullable(),
  late: z.boolean(),
  score: z.number().int().min(0).max(100).nullable(),
});
export type AssignmentStudentStatus = z.infer<typeof assignmentStudentStatusSchema>;

/** An assignment of one classroom (professor's view), with its students' state. */
export const classroomAssignmentSchema = z.object({
  id: idSchema,
  classroom_id: idSchema,
  kind: assignmentKindSchema,
  target_id: z.string(),
  title: z.string(),
  context: z.string(),
  /** ISO 8601 instant, or null. */
  due_at: z.string().nullable(),
  /** The same moment in the school's time zone, as the edit form shows it. */
  due_local: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
  /** Given to the whole class (true) or to chosen students. */
  whole_class: z.boolean(),
  students: z.array(assignmentStudentStatusSchema),
});
export type ClassroomAssignment = z.infer<typeof classroomAssignmentSchema>;
export const classroomAssignmentListSchema = z.array(classroomAssignmentSchema);

/**
 * An assignment as its student sees it in «Compiti»: `link` is the app path of the work,
 * `overdue` when the due moment passed and it is not done.
 */
export const studentAssignmentSchema = z.object({
  id: idSchema,
  kind: assignmentKindSchema,
  title: z.string(),
  context: z.string(),
  link: z.string(),
  due_at: z.string().nullable(),
  note: z.string(),
  classroom: z.string(),
  done: z.boolean(),
  completed_at: z.string().nullable(),
  late: z.boolean(),
  overdue: z.boolean(),
});
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;

/** By due moment (undated last), then newest first. */
export const studentAssignmentListSchema = z.array(studentAssignmentSchema);
