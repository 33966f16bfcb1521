import type { Queryable } from '../db/database.ts';

/**
 * The courses a user follows, as SQL over `$1` (the user's id): for a student, the courses
 * subscribed by an active classroom where they are enabled; for a professor, those subscribed
 * by one of their active classrooms. One rule for the course lists, the next live, rating and
 * (later) attendance. Other roles follow nothing.
 */
export function followedCoursesSql(role: string): string {
  if (role === 'student') {
    return `SELECT s.course_id FROM live_course_subscriptions s
              JOIN classrooms cl ON cl.id = s.classroom_id AND NOT cl.archived
              JOIN classroom_students cs ON cs.classroom_id = s.classroom_id
                AND cs.student_id = $1 AND cs.state = 'enabled'`;
  }
  if (role === 'professor') {
    return `SELECT s.course_id FROM live_course_subscriptions s
              JOIN classrooms cl ON cl.id = s.classroom_id AND NOT cl.archived
                AND cl.professor_id = $1`;
  }
  return 'SELECT NULL::bigint AS course_id WHERE false AND $1::bigint IS NULL';
}

/** Whether the student already follows the course (through one of their classrooms). */
export async function studentFollowsCourse(
  db: Queryable,
  studentId: string,
  courseId: string,
): Promise<boolean> {
  const followed = await db.query(
    `SELECT 1 WHERE $2::bigint IN (${followedCoursesSql('student')})`,
    [studentId, courseId],
  );
  return followed.length > 0;
}
