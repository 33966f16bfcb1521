import { classroomNameSchema } from '#common/api/classrooms/index.ts';

/**
 * The Italian message for a name the server would refuse, or null when it is acceptable: the
 * same schema the server validates with (trimmed, 1-100 characters).
 */
export function classroomNameError(name: string): string | null {
  const parsed = classroomNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Nome non valido.');
}
