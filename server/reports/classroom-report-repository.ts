import type {
  ClassroomTest,
  ClassroomTests,
  ReportClassroom,
  TestAttempts,
} from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { toIso } from './sql-values.ts';

/** The professor's classrooms with their student counts, archived ones last. */
export function professorClassrooms(
  db: Queryable,
  professorId: string,
): Promise<ReportClassroom[]> {
  return db.query<ReportClassroom>(
    `SELECT c.id::text AS id, c.name, c.archived, count(cs.student_id)::int AS students_count
     FROM classrooms c LEFT JOIN classroom_students cs ON cs.classroom_id = c.id
     WHERE c.professor_id = $1 GROUP BY c.id ORDER BY c.archived, c.name, c.id`,
    [professorId],
  );
}

/** Per classroom of the professor: tests and final tests always, plain quizzes once attempted. */
export async function classroomTests(db: Queryable, professorId: string): Promise<ClassroomTests> {
  const classrooms = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM classrooms WHERE professor_id = $1 ORDER BY archived, name, id',
    [professorId],
  );
  const rows = await db.query<ClassroomTest & { classroom_id: string }>(
    `SELECT c.id::text AS classroom_id, q.id::text AS quiz_id, r.title, q.kind,
            e.title AS entity_title,
            count(a.id) FILTER (WHERE a.terminated_at IS NOT NULL)::int AS attempts_count,
            count(a.id) FILTER (WHERE a.passed)::int AS passed_count
     FROM classrooms c
     CROSS JOIN quizzes q
     JOIN resources r ON r.id = q.resource_id
     JOIN entities e ON e.id = r.entity_id
     LEFT JOIN (quiz_attempts a JOIN classroom_students cs ON cs.student_id = a.user_id)
       ON a.quiz_id = q.id AND cs.classroom_id = c.id
     WHERE c.professor_id = $1
     GROUP BY c.id, q.id, r.title, q.kind, e.title, e.id, r.order_num
     HAVING q.kind <> 'quiz' OR count(a.id) FILTER (WHERE a.terminated_at IS NOT NULL) > 0
     ORDER BY c.id, e.id, r.order_num`,
    [professorId],
  );
  return classrooms.map((classroom) => ({
    classroom_id: classroom.id,
    tests: rows
      .filter((row) => row.classroom_id === classroom.id)
      .map(({ classroom_id: _classroom, ...test }) => test),
  }));
}

export async function quizExists(db: Queryable, quizId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM quizzes WHERE id = $1', [quizId]);
  return rows.length > 0;
}

/** The terminated attempts of a quiz by the classroom's students, newest first. */
export function classroomTestAttempts(
  db: Queryable,
  classroomId: string,
  quizId: string,
): Promise<TestAttempts> {
  return classroomAttempts(db, 'quiz_attempts', classroomId, quizId);
}

/**
 * The terminated attempts in an attempts table (the journey's quiz_attempts or the live
 * courses' live_quiz_attempts, which share these columns) by a classroom's students.
 */
export async function classroomAttempts(
  db: Queryable,
  table: 'quiz_attempts' | 'live_quiz_attempts',
  classroomId: string,
  quizId: string,
): Promise<TestAttempts> {
  const rows = await db.query<{
    attempt_id: string;
    student_id: string;
    name: string;
    score_percentage: number;
    passed: boolean;
    terminated_at: Date | string;
  }>(
    `SELECT a.id::text AS attempt_id, u.id::text AS student_id, u.name, a.score_percentage,
            a.passed, a.terminated_at
     FROM ${table} a
     JOIN classroom_students cs ON cs.student_id = a.user_id AND cs.classroom_id = $1
     JOIN users u ON u.id = a.user_id
     WHERE a.quiz_id = $2 AND a.terminated_at IS NOT NULL
     ORDER BY a.terminated_at DESC, a.id DESC`,
    [classroomId, quizId],
  );
  return rows.map((row) => ({
    attempt_id: row.attempt_id,
    student: { id: row.student_id, name: row.name },
    score_percentage: row.score_percentage,
    passed: row.passed,
    terminated_at: toIso(row.terminated_at),
  }));
}
