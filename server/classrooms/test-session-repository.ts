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
