import type { LiveQuizReview, LiveQuizSession, StudentLiveQuiz } from '#common/api/live/quizzes.ts';
import { keyAccess, readStanding, type QuizSource } from '../attempts/attempt-service.ts';
import type { Database, Queryable } from '../db/database.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { notifyLiveQuizOpened } from '../notifications/notification-events.ts';
import {
  followsCourse,
  inOpenSession,
  insertLiveQuizSession,
  loadLiveQuiz,
  sessionCandidates,
  type StoredLiveQuiz,
} from './live-quiz-repository.ts';
import { liveQuizSource, openSessionsSince, sessionClosesAt } from './live-quiz-source.ts';
import { toLiveQuizReview, toStudentLiveQuiz } from './live-quiz-views.ts';

/**
 * A live quiz, or 404. A retired one (gone from the imported pack) is 404 like a missing one:
 * its attempts stay in the reports (live-attempt-report.ts reads them without this check).
 */
export async function existingLiveQuiz(db: Queryable, quizId: string): Promise<StoredLiveQuiz> {
  const quiz = await loadLiveQuiz(db, quizId);
  if (!quiz || quiz.retired) throw notFound();
  return quiz;
}

/** The live quiz as the student's attempt source, when their class follows its course; 404 otherwise. */
export async function studentLiveQuizSource(
  db: Queryable,
  studentId: string,
  quizId: string,
): Promise<QuizSource<StoredLiveQuiz>> {
  const quiz = await existingLiveQuiz(db, quizId);
  if (!(await followsCourse(db, studentId, quiz.courseId))) throw notFound();
  return liveQuizSource(quiz);
}

/** The student's view of a live quiz: no key, with their standing and whether they may start. */
export async function studentLiveQuizView(
  db: Queryable,
  studentId: string,
  quizId: string,
  now: Date,
): Promise<StudentLiveQuiz> {
  const source = await studentLiveQuizSource(db, studentId, quizId);
  const standing = await readStanding(db, source, studentId);
  // An attempt open since before an import shows the questions of the version it started on.
  return toStudentLiveQuiz(standing.quiz, {
    in_session: await inOpenSession(db, quizId, studentId, openSessionsSince(now)),
    passed: standing.passed,
    last_score: standing.lastScore,
    attempt: standing.attempt,
  });
}

/** The key with the student's passing attempt: 404 until passed (the engine's one rule). */
export async function liveQuizReview(
  db: Queryable,
  studentId: string,
  quizId: string,
): Promise<LiveQuizReview> {
  const source = await studentLiveQuizSource(db, studentId, quizId);
  const access = await keyAccess(db, source, studentId);
  // A live quiz is passed only by an attempt (no other way to pass it), so a score exists.
  if (access.scorePercentage === null) throw notFound();
  return toLiveQuizReview(access.quiz, access.selection, {
    scorePercentage: access.scorePercentage,
    passed: true,
  });
}

/**
 * Opens the quiz for these students of the professor: every one must be enabled in an active
 * classroom of theirs (any other: 404, ids cannot be probed) that follows the course (else 422).
 * The students are told in the same transaction.
 */
export async function openLiveQuizSession(
  db: Database,
  input: { professorId: string; quizId: string; studentIds: readonly string[]; now: Date },
): Promise<LiveQuizSession> {
  const quiz = await existingLiveQuiz(db, input.quizId);
  const studentIds = [...new Set(input.studentIds)];
  const candidates = await sessionCandidates(db, {
    professorId: input.professorId,
    courseId: quiz.courseId,
    studentIds,
  });
  if (studentIds.some((id) => !candidates.own.has(id))) throw notFound();
  if (studentIds.some((id) => !candidates.following.has(id))) {
    throw validationFailed({
      students_id: 'Alcuni studenti non sono in una classe iscritta a questo corso.',
    });
  }
  const sessionId = await db.transaction(async (tx) => {
    const id = await insertLiveQuizSession(tx, {
      quizId: quiz.id,
      professorId: input.professorId,
      studentIds,
      now: input.now,
    });
    await notifyLiveQuizOpened(tx, {
      sessionId: id,
      quizId: quiz.id,
      title: quiz.title,
      studentIds,
      now: input.now,
    });
    return id;
  });
  return {
    session_id: sessionId,
    quiz_id: quiz.id,
    students_id: studentIds,
    closes_at: sessionClosesAt(input.now).toISOString(),
  };
}
