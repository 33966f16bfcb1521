import type { AssignmentKind } from '#common/api/assignments/index.ts';
import type { Queryable } from '../db/database.ts';

/** An assignment with what the lists show of its work. */
export interface AssignmentRow {
  id: string;
  classroom_id: string;
  classroom_name: string;
  kind: AssignmentKind;
  /** Null for a recording, which names a live episode instead. */
  entity_hex_id: string | null;
  resource_id: string | null;
  quiz_id: string | null;
  /** The first quiz of the entity: where a final test is taken. */
  entity_quiz_id: string | null;
  entity_title: string | null;
  resource_title: string | null;
  /** A recording's live episode and its course (null for the other kinds). */
  episode_id: string | null;
  episode_title: string | null;
  course_id: string | null;
  course_title: string | null;
  level_title: string | null;
  due_at: Date | string | null;
  note: string;
  created_at: Date | string;
  whole_class: boolean;
}

/** The columns of AssignmentRow, over `assignments a` and ASSIGNMENT_JOINS. */
export const ASSIGNMENT_COLUMNS = `
  a.id::text AS id, a.classroom_id::text AS classroom_id, c.name AS classroom_name, a.kind,
  e.hex_id AS entity_hex_id, a.resource_id::text AS resource_id, a.quiz_id::text AS quiz_id,
  (SELECT q.id::text FROM quizzes q JOIN resources qr ON qr.id = q.resource_id
    JOIN sections qs ON qs.id = qr.section_id
    WHERE qr.entity_id = e.id ORDER BY qs.order_num, qs.id, qr.order_num, qr.id LIMIT 1)
    AS entity_quiz_id,
  e.title AS entity_title, r.title AS resource_title, l.title AS level_title,
  a.episode_id::text AS episode_id, ep.title AS episode_title,
  ep.course_id::text AS course_id, lc.title AS course_title,
  a.due_at, a.note, a.created_at, a.whole_class`;

// A recording names a live episode and no entity: both sides are joined loosely.
export const ASSIGNMENT_JOINS = `
  JOIN classrooms c ON c.id = a.classroom_id
  LEFT JOIN entities e ON e.id = a.entity_id
  LEFT JOIN levels l ON l.id = e.level_id
  LEFT JOIN resources r ON r.id = a.resource_id
  LEFT JOIN live_episodes ep ON ep.id = a.episode_id
  LEFT JOIN live_courses lc ON lc.id = ep.course_id`;

/** The classroom's assignments not withdrawn, newest first. */
export async function listClassroomAssignmentRows(
  db: Queryable,
  classroomId: string,
  onlyId?: string,
): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM assignments a ${ASSIGNMENT_JOINS}
      WHERE a.classroom_id = $1 AND a.withdrawn_at IS NULL AND ($2::bigint IS NULL OR a.id = $2)
      ORDER BY a.created_at DESC, a.id DESC`,
    [classroomId, onlyId ?? null],
  );
}

/**
 * The student's assignments not withdrawn, from classrooms they are still enabled in, by due
 * moment (undated last), then newest first.
 */
export async function listStudentAssignmentRows(
  db: Queryable,
  studentId: string,
): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM assignments a ${ASSIGNMENT_JOINS}
       JOIN assignment_students s ON s.assignment_id = a.id AND s.student_id = $1
       JOIN classroom_students cs ON cs.classroom_id = a.classroom_id
        AND cs.student_id = s.student_id AND cs.state = 'enabled'
      WHERE a.withdrawn_at IS NULL
      ORDER BY a.due_at ASC NULLS LAST, a.created_at DESC, a.id DESC`,
    [studentId],
  );
}

/** One assigned student's state on one assignment. */
export interface StatusRow {
  assignment_id: string;
  user_id: string;
  name: string;
  email: string;
  completed_at: Date | string | null;
  score: number | null;
}

/**
 * When student `s.student_id` completed assignment `a`'s work, as the journey records it (null:
 * not yet). The one home of "done" for an assignment: the professor's lists and the student's
 * data export both read it.
 */
export const COMPLETED_AT_SQL = `CASE a.kind
              WHEN 'lesson' THEN (SELECT rp.completed_at FROM resource_progress rp
                                   WHERE rp.user_id = s.student_id AND rp.resource_id = a.resource_id)
              WHEN 'quiz' THEN (SELECT min(qa.terminated_at) FROM quiz_attempts qa
                                 WHERE qa.user_id = s.student_id AND qa.quiz_id = a.quiz_id
                                   AND qa.passed)
              WHEN 'recording' THEN (SELECT rw.watched_at FROM recording_watch rw
                                      WHERE rw.user_id = s.student_id
                                        AND rw.episode_id = a.episode_id)
              ELSE (SELECT ep.completed_at FROM entity_progress ep
                     WHERE ep.user_id = s.student_id AND ep.entity_id = a.entity_id)
            END`;

/**
 * Completion as the journey records it, read, never copied: a lesson's resource completed, a
 * quiz's first passed attempt, an entity's completion (a module, a final test, an on-demand
 * item), the moment a recording first counted as watched (recording_watch). The score is the
 * best finished attempt on the quiz, or on the entity's quizzes.
 * Only students still in the classroom count (`enabledOnly`: only those enabled there);
 * `studentId` narrows to one student.
 */
export async function listStatusRows(
  db: Queryable,
  assignmentIds: readonly string[],
  options: { studentId?: string; enabledOnly?: boolean } = {},
): Promise<StatusRow[]> {
  if (assignmentIds.length === 0) return [];
  return db.query<StatusRow>(
    `SELECT a.id::text AS assignment_id, u.id::text AS user_id, u.name, u.email,
            ${COMPLETED_AT_SQL} AS completed_at,
            (CASE a.kind
              WHEN 'lesson' THEN NULL
              WHEN 'recording' THEN NULL
              WHEN 'quiz' THEN (SELECT max(qa.score_percentage) FROM quiz_attempts qa
                                 WHERE qa.user_id = s.student_id AND qa.quiz_id = a.quiz_id)
              ELSE (SELECT max(qa.score_percentage) FROM quiz_attempts qa
                      JOIN quizzes q ON q.id = qa.quiz_id
                      JOIN resources qr ON qr.id = q.resource_id
                     WHERE qa.user_id = s.student_id AND qr.entity_id = a.entity_id)
            END)::int AS score
       FROM assignments a
       JOIN assignment_students s ON s.assignment_id = a.id
       JOIN users u ON u.id = s.student_id
      WHERE a.id = ANY (string_to_array($1, ',')::bigint[])
        AND ($2::bigint IS NULL OR s.student_id = $2)
        AND EXISTS (SELECT 1 FROM classroom_students cs
                     WHERE cs.classroom_id = a.classroom_id AND cs.student_id = s.student_id
                       AND (NOT $3 OR cs.state = 'enabled'))
      ORDER BY lower(u.name), u.id`,
    [assignmentIds.join(','), options.studentId ?? null, options.enabledOnly ?? false],
  );
}

/** The classroom's students for the overview (archived ones are past students: left out), by name. */
export async function listClassroomStudentsForOverview(
  db: Queryable,
  classroomId: string,
): Promise<Array<{ id: string; name: string; email: string }>> {
  return db.query(
    `SELECT u.id::text AS id, u.name, u.email FROM classroom_students cs
       JOIN users u ON u.id = cs.student_id
      WHERE cs.classroom_id = $1 AND cs.state <> 'archived' ORDER BY lower(u.name), u.id`,
    [classroomId],
  );
}
