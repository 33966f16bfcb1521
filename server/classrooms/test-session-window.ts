import {
  TEST_SESSION_MINUTES,
  type ClassroomTestSession,
  type StudentTestSession,
} from '#common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';
import { requireOwnClassroom } from './classroom-service.ts';
import { listOpenSessionsOfStudent, listSessionResultRows } from './test-session-repository.ts';

const WINDOW_MS = TEST_SESSION_MINUTES * 60_000;

/** When a session opened at this moment stops letting its students take the test. */
export function sessionClosesAt(openedAt: Date | string): Date {
  return new Date(new Date(openedAt).getTime() + WINDOW_MS);
}

const openAt = (now: Date) => ({ now, openedAfter: new Date(now.getTime() - WINDOW_MS) });

/**
 * The entities (database ids) that open sessions let this student into at `now`: the input the
 * journey's unlocking rule (server/journey/progress/unlocking.ts) takes for its one exception.
 */
export async function sessionOpenedEntityIds(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<Set<string>> {
  const rows = await listOpenSessionsOfStudent(db, studentId, openAt(now));
  return new Set(rows.map((row) => row.entity_db_id));
}

/** The sessions open for the student at `now`, for the home page's notice; each test once. */
export async function listStudentTestSessions(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<StudentTestSession[]> {
  const byQuiz = new Map<string, StudentTestSession>();
  for (const row of await listOpenSessionsOfStudent(db, studentId, openAt(now))) {
    const closesAt = sessionClosesAt(row.opened_at).toISOString();
    const known = byQuiz.get(row.quiz_id);
    // Two sessions for one test: the notice names the later end, when the test closes again.
    if (known && known.closes_at >= closesAt) continue;
    byQuiz.set(row.quiz_id, {
      session_id: row.session_id,
      quiz_id: row.quiz_id,
      module_id: row.entity_hex_id,
      title: row.title,
      entity_title: row.entity_title,
      closes_at: closesAt,
    });
  }
  return [...byQuiz.values()];
}

/** The professor's sessions for this classroom's students (404: not their classroom). */
export async function listClassroomTestSessions(
  db: Queryable,
  professorId: string,
  classroomId: string,
  now: Date,
): Promise<ClassroomTestSession[]> {
  await requireOwnClassroom(db, professorId, classroomId);
  const rows = await listSessionResultRows(db, {
    professorId,
    classroomId,
    windowMinutes: TEST_SESSION_MINUTES,
  });
  const sessions = new Map<string, ClassroomTestSession>();
  for (const row of rows) {
    let session = sessions.get(row.session_id);
    if (!session) {
      const closesAt = sessionClosesAt(row.opened_at);
      session = {
        session_id: row.session_id,
        quiz_id: row.quiz_id,
        title: row.title,
        entity_title: row.entity_title,
        opened_at: new Date(row.opened_at).toISOString(),
        closes_at: closesAt.toISOString(),
        open: now < closesAt,
        students: [],
      };
      sessions.set(row.session_id, session);
    }
    session.students.push({
      user_id: row.user_id,
      name: row.name,
      email: row.email,
      started: row.started,
      passed: row.passed,
      best_score: row.best_score,
    });
  }
  return [...sessions.values()];
}
