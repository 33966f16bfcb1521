import type { SessionTest } from '#common/api/classrooms/index.ts';
import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import type { QuizKind } from '#common/api/quizzes/kinds.ts';
import type { Queryable } from '../db/database.ts';

/** The kind of a quiz, or null when there is no such quiz. */
export async function findQuizKind(db: Queryable, quizId: string): Promise<QuizKind | null> {
  const [quiz] = await db.query<{ kind: QuizKind }>('SELECT kind FROM quizzes WHERE id = $1', [
    quizId,
  ]);
  return quiz?.kind ?? null;
}

/**
 * Of these students, those in at least one of the professor's classrooms, each with whether they
 * are enabled in at least one of them.
 */
export async function studentsOfProfessor(
  db: Queryable,
  professorId: string,
  studentIds: readonly string[],
): Promise<Array<{ id: string; enabled: boolean }>> {
  return db.query<{ id: string; enabled: boolean }>(
    `SELECT cs.student_id::text AS id, bool_or(cs.state = 'enabled') AS enabled
       FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE c.professor_id = $1 AND cs.student_id = ANY (string_to_array($2, ',')::bigint[])
      GROUP BY cs.student_id`,
    [professorId, studentIds.join(',')],
  );
}

/** Records a session and its students (call it inside a transaction); answers its id. */
export async function insertTestSession(
  tx: Queryable,
  session: { professorId: string; quizId: string; studentIds: readonly string[]; now: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO test_sessions (professor_id, quiz_id, opened_at) VALUES ($1, $2, $3)
     RETURNING id::text AS id`,
    [session.professorId, session.quizId, session.now],
  );
  await tx.query(
    `INSERT INTO test_session_students (session_id, student_id)
     SELECT $1, unnest(string_to_array($2, ',')::bigint[])`,
    [row!.id, session.studentIds.join(',')],
  );
  return row!.id;
}

/** A final-test entity of a visible level with one of its quizzes (null: it has none). */
export interface LevelFinalTestRow {
  level_id: string;
  level_title: string;
  entity_id: string;
  entity_title: string;
  quiz_id: string | null;
  kind: QuizKind | null;
  title: string | null;
}

/**
 * Every final-test entity of the visible levels with each of its quiz resources, in the order
 * the journey shows them: levels, then entities, then sections and resources. An entity without
 * a quiz still has one row (quiz_id null), so "the level's first final test" stays its first
 * final-test entity, as GET /tech-journey/level/tests/{id} answers it.
 */
export async function listLevelFinalTestRows(db: Queryable): Promise<LevelFinalTestRow[]> {
  return db.query<LevelFinalTestRow>(
    `SELECT l.id::text AS level_id, l.title AS level_title, e.id::text AS entity_id,
            e.title AS entity_title, q.id::text AS quiz_id, q.kind, r.title
       FROM levels l
       JOIN entities e ON e.level_id = l.id AND e.type = 'final_test'
       LEFT JOIN sections s ON s.entity_id = e.id
       LEFT JOIN resources r ON r.section_id = s.id AND r.type = 'quiz'
       LEFT JOIN quizzes q ON q.resource_id = r.id
      WHERE l.order_num <> $1
      ORDER BY l.order_num, l.id, e.order_num, e.id, s.order_num, s.id, r.order_num, r.id`,
    [HIDDEN_LEVEL_ORDER_NUM],
  );
}

/** Every quiz of kind test or final_test, by entity and position, without a level title. */
export async function listTests(db: Queryable): Promise<SessionTest[]> {
  return db.query<SessionTest>(
    `SELECT q.id::text AS quiz_id, q.kind, r.title, e.title AS entity_title,
            NULL AS level_title
       FROM quizzes q
       JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id
      WHERE q.kind <> 'quiz'
      ORDER BY e.id, r.order_num, r.id`,
  );
}

/** A session open for one student now, with the test it opens and where that test lives. */
export interface OpenSessionRow {
  session_id: string;
  quiz_id: string;
  kind: QuizKind;
  title: string;
  entity_db_id: string;
  entity_hex_id: string;
  entity_title: string;
  opened_at: Date | string;
}

/**
 * The sessions open for this student at `now`: opened at or before it and after `openedAfter`
 * (now minus the window), whose professor still has the student enabled in one of their
 * classrooms, so another professor's session, or one for a student since disabled, never applies.
 */
export async function listOpenSessionsOfStudent(
  db: Queryable,
  studentId: string,
  window: { now: Date; openedAfter: Date },
): Promise<OpenSessionRow[]> {
  return db.query<OpenSessionRow>(
    `SELECT ts.id::text AS session_id, q.id::text AS quiz_id, q.kind, r.title,
            e.id::text AS entity_db_id, e.hex_id AS entity_hex_id, e.title AS entity_title,
            ts.opened_at
       FROM test_sessions ts
       JOIN test_session_students tss ON tss.session_id = ts.id
       JOIN quizzes q ON q.id = ts.quiz_id
       JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id
      WHERE tss.student_id = $1 AND ts.opened_at <= $2 AND ts.opened_at > $3
        AND EXISTS (
          SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
           WHERE c.professor_id = ts.professor_id AND cs.student_id = tss.student_id
             AND cs.state = 'enabled')
      ORDER BY ts.opened_at DESC, ts.id DESC`,
    [studentId, window.now, window.openedAfter],
  );
}

/** One chosen student of one of the professor's sessions, with their attempts in its window. */
export interface SessionResultRow {
  session_id: string;
  quiz_id: string;
  title: string;
  entity_title: string;
  opened_at: Date | string;
  user_id: string;
  name: string;
  email: string;
  started: boolean;
  passed: boolean;
  best_score: number | null;
}

/**
 * The professor's sessions with at least one chosen student in this classroom, one row per such
 * student, with what they did on the test between the session's opening and its window's end
 * (attempts started then): started at all, passed once, best finished score.
 */
export async function listSessionResultRows(
  db: Queryable,
  query: { professorId: string; classroomId: string; windowMinutes: number },
): Promise<SessionResultRow[]> {
  return db.query<SessionResultRow>(
    `SELECT ts.id::text AS session_id, ts.quiz_id::text AS quiz_id, r.title,
            e.title AS entity_title, ts.opened_at, u.id::text AS user_id, u.name, u.email,
            bool_or(a.id IS NOT NULL) AS started, coalesce(bool_or(a.passed), false) AS passed,
            max(a.score_percentage)::int AS best_score
       FROM test_sessions ts
       JOIN test_session_students tss ON tss.session_id = ts.id
       JOIN classroom_students cs ON cs.student_id = tss.student_id AND cs.classroom_id = $2
       JOIN users u ON u.id = tss.student_id
       JOIN quizzes q ON q.id = ts.quiz_id
       JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id
       LEFT JOIN quiz_attempts a ON a.quiz_id = ts.quiz_id AND a.user_id = tss.student_id
        AND a.started_at >= ts.opened_at
        AND a.started_at < ts.opened_at + make_interval(mins => $3::int)
      WHERE ts.professor_id = $1
      GROUP BY ts.id, ts.quiz_id, r.title, e.title, ts.opened_at, u.id, u.name, u.email
      ORDER BY ts.opened_at DESC, ts.id DESC, lower(u.name), u.id`,
    [query.professorId, query.classroomId, query.windowMinutes],
  );
}
