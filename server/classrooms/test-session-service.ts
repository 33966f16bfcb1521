import type { OpenTestSessionResponse, SessionTest } from '#common/api/classrooms/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { notifyTestSessionOpened } from '../notifications/notification-events.ts';
import {
  findQuizKind,
  insertTestSession,
  listLevelFinalTestRows,
  listTests,
  studentsOfProfessor,
  type LevelFinalTestRow,
} from './test-session-repository.ts';
import { sessionClosesAt } from './test-session-window.ts';

/**
 * Lets these students (the professor's own, enabled in at least one of their classrooms) take a
 * test (a quiz of kind test or final_test) from now until the session's window ends, even where
 * the journey would not open it yet (test-session-window.ts feeds the unlocking rule). An unknown test or a student who is not the caller's is 404; a plain
 * quiz or a student who is not enabled is 422.
 */
export async function openTestSession(
  db: Database,
  professorId: string,
  request: { testId: string; studentIds: readonly string[] },
  now: Date,
): Promise<OpenTestSessionResponse> {
  const studentIds = [...new Set(request.studentIds)];
  await requireTest(db, request.testId);
  await requireEnabledStudents(db, professorId, studentIds);
  const sessionId = await db.transaction(async (tx) => {
    const id = await insertTestSession(tx, {
      professorId,
      quizId: request.testId,
      studentIds,
      now,
    });
    await notifyTestSessionOpened(tx, { sessionId: id, quizId: request.testId, studentIds, now });
    return id;
  });
  return {
    session_id: sessionId,
    test_id: request.testId,
    users_id: studentIds,
    closes_at: sessionClosesAt(now).toISOString(),
  };
}

async function requireTest(db: Queryable, quizId: string): Promise<void> {
  const kind = await findQuizKind(db, quizId);
  if (!kind) throw notFound();
  if (kind === 'quiz') {
    throw validationFailed({ test_id: 'Scegli un test o un test finale, non un quiz.' });
  }
}

async function requireEnabledStudents(
  db: Queryable,
  professorId: string,
  studentIds: readonly string[],
): Promise<void> {
  const rows = await studentsOfProfessor(db, professorId, studentIds);
  if (rows.length !== studentIds.length) throw notFound();
  if (rows.some((row) => !row.enabled)) {
    throw validationFailed({
      users_id: 'Alcuni studenti scelti sono disabilitati o archiviati: abilitali prima.',
    });
  }
}

/**
 * The tests a session may be opened for, as one list for the picker: first the final test of
 * each visible level (the first quiz of the level's first final-test entity, as the level-test
 * route hands it out), then every other quiz of kind test or final_test; each quiz once, with
 * its level title only in the first part. Plain quizzes are left out: open-session refuses them.
 */
export async function listSessionTests(db: Queryable): Promise<SessionTest[]> {
  const finals = levelFinalTests(await listLevelFinalTestRows(db));
  const byId = new Map<string, SessionTest>();
  for (const test of [...finals, ...(await listTests(db))]) {
    if (!byId.has(test.quiz_id)) byId.set(test.quiz_id, test);
  }
  return [...byId.values()];
}

/** One test per level: the first quiz of its first final-test entity, when that is a test. */
function levelFinalTests(rows: readonly LevelFinalTestRow[]): SessionTest[] {
  const firstEntityOfLevel = new Map<string, string>();
  for (const row of rows) {
    if (!firstEntityOfLevel.has(row.level_id)) firstEntityOfLevel.set(row.level_id, row.entity_id);
  }
  const tests: SessionTest[] = [];
  for (const entityId of firstEntityOfLevel.values()) {
    const row = rows.find((candidate) => candidate.entity_id === entityId && candidate.quiz_id);
    if (!row?.quiz_id || !row.kind || row.kind === 'quiz') continue;
    tests.push({
      quiz_id: row.quiz_id,
      kind: row.kind,
      // A quiz always has its resource, hence a title.
      title: row.title ?? '',
      entity_title: row.entity_title,
      level_title: row.level_title,
    });
  }
  return tests;
}
