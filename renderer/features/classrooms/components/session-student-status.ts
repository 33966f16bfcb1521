import type { SessionStudentResult } from '#common/api/classrooms/index.ts';

/** What a chosen student did in a session, in words for the professor's table. */
export function sessionStudentStatus(student: SessionStudentResult): string {
  if (student.passed) return 'Superato';
  if (student.best_score !== null) return 'Non superato';
  if (student.started) return 'Iniziato, non consegnato';
  return 'Non svolto';
}
