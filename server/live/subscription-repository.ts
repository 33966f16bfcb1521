import type { ClassroomSubscription } from '#common/api/live/courses.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The professor's active classrooms and whether each follows the course, with how many of its
 * enabled students asked for it.
 */
export async function classroomSubscriptions(
  db: Queryable,
  professorId: string,
  courseId: string,
): Promise<ClassroomSubscription[]> {
  return db.query<ClassroomSubscription>(
    `SELECT cl.id::text AS classroom_id, cl.name,
            EXISTS (SELECT 1 FROM live_course_subscriptions s
                     WHERE s.classroom_id = cl.id AND s.course_id = $2) AS subscribed,
            (SELECT count(*)::int FROM live_subscription_requests r
               JOIN classroom_students cs ON cs.student_id = r.student_id
                AND cs.classroom_id = cl.id AND cs.state = 'enabled'
              WHERE r.course_id = $2) AS requests
       FROM classrooms cl WHERE cl.professor_id = $1 AND NOT cl.archived
      ORDER BY lower(cl.name), cl.id`,
    [professorId, courseId],
  );
}

/** How many of these classrooms are the professor's and active (to refuse any other: 404). */
export async function countOwnActiveClassrooms(
  db: Queryable,
  professorId: string,
  classroomIds: readonly string[],
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM classrooms
      WHERE professor_id = $1 AND NOT archived
        AND id = ANY (string_to_array($2, ',')::bigint[])`,
    [professorId, classroomIds.join(',')],
  );
  return row?.count ?? 0;
}

/**
 * Subscribes the classrooms (already checked); those already subscribed stay as they were.
 * Answers the classrooms this call subscribed (their students are told).
 */
export async function insertSubscriptions(
  tx: Queryable,
  input: { courseId: string; classroomIds: readonly string[]; professorId: string; now: Date },
): Promise<string[]> {
  const rows = await tx.query<{ classroom_id: string }>(
    `INSERT INTO live_course_subscriptions (course_id, classroom_id, subscribed_by, subscribed_at)
     SELECT $1, unnest(string_to_array($2, ',')::bigint[]), $3, $4
     ON CONFLICT DO NOTHING RETURNING classroom_id::text AS classroom_id`,
    [input.courseId, input.classroomIds.join(','), input.professorId, input.now],
  );
  return rows.map((row) => row.classroom_id);
}

export async function deleteSubscription(
  db: Queryable,
  courseId: string,
  classroomId: string,
): Promise<void> {
  await db.query(
    'DELETE FROM live_course_subscriptions WHERE course_id = $1 AND classroom_id = $2',
    [courseId, classroomId],
  );
}

/** Whether the student is enabled in at least one active classroom (someone to ask). */
export async function hasActiveClassroom(db: Queryable, studentId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM classroom_students cs JOIN classrooms cl ON cl.id = cs.classroom_id
      WHERE cs.student_id = $1 AND cs.state = 'enabled' AND NOT cl.archived LIMIT 1`,
    [studentId],
  );
  return rows.length > 0;
}

/** Records the student's request once (asking again changes nothing). */
export async function insertSubscriptionRequest(
  db: Queryable,
  courseId: string,
  studentId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO live_subscription_requests (course_id, student_id, requested_at)
     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [courseId, studentId, now],
  );
}
