import type { Queryable } from '../db/database.ts';

/**
 * What the notification texts name (a classroom, a test, a question, a live course), read in
 * the transaction of the event that notifies.
 */

export async function classroomName(tx: Queryable, classroomId: string): Promise<string | null> {
  const [classroom] = await tx.query<{ name: string }>(
    'SELECT name FROM classrooms WHERE id = $1',
    [classroomId],
  );
  return classroom?.name ?? null;
}

/** The module a quiz tests: its title and the hex id its page is reached by. */
export async function testOfQuiz(
  tx: Queryable,
  quizId: string,
): Promise<{ title: string; hex_id: string } | undefined> {
  const [test] = await tx.query<{ title: string; hex_id: string }>(
    `SELECT e.title, e.hex_id FROM quizzes q JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id WHERE q.id = $1`,
    [quizId],
  );
  return test;
}

/** A question with its author and the episode page it was asked on. */
export async function questionWithPlace(
  tx: Queryable,
  questionId: string,
): Promise<{ user_id: string; text: string; resource_id: string; hex_id: string } | undefined> {
  const [question] = await tx.query<{
    user_id: string;
    text: string;
    resource_id: string;
    hex_id: string;
  }>(
    `SELECT q.user_id::text AS user_id, q.text, q.resource_id::text AS resource_id, e.hex_id
       FROM questions q JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id WHERE q.id = $1`,
    [questionId],
  );
  return question;
}

export async function liveCourseTitle(tx: Queryable, courseId: string): Promise<string | null> {
  const [course] = await tx.query<{ title: string }>(
    'SELECT title FROM live_courses WHERE id = $1',
    [courseId],
  );
  return course?.title ?? null;
}

/** The enabled students of these classrooms, each once. */
export async function enabledStudentsOf(
  tx: Queryable,
  classroomIds: readonly string[],
): Promise<string[]> {
  const students = await tx.query<{ id: string }>(
    `SELECT DISTINCT student_id::text AS id FROM classroom_students
      WHERE state = 'enabled' AND classroom_id = ANY (string_to_array($1, ',')::bigint[])`,
    [classroomIds.join(',')],
  );
  return students.map((student) => student.id);
}
