import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { LIVE_QUIZ_SESSION_MINUTES } from '#common/api/live/quizzes.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { notifyLiveQuizOpened } from '../notifications/notification-events.ts';
import {
  isPassed,
  mayStartAttempt,
  saveAnswer,
  scoreAttempt,
  type SaveRefusal,
} from '../journey/quizzes/attempt-rules.ts';
import { toAttempt } from '../journey/quizzes/quiz-views.ts';
import { followedCoursesSql } from './followed-courses.ts';
import {
  closeLiveAttempt,
  liveAttemptRecord,
  loadLiveSelection,
  lockOpenLiveAttempt,
  openLiveAttempt,
  replaceLiveSelection,
} from './live-attempt-repository.ts';
import {
  inOpenSession,
  insertLiveQuizSession,
  loadLiveQuiz,
  ruleQuestionsOfLive,
  sessionCandidates,
} from './live-quiz-repository.ts';
import { toLiveQuizReview, toProfessorLiveQuiz, toStudentLiveQuiz } from './live-quiz-views.ts';

const SESSION_MS = LIVE_QUIZ_SESSION_MINUTES * 60_000;
const NO_OPEN_ATTEMPT = 'Non hai un tentativo in corso: inizia il quiz.';

/** Field and Italian message of each refused save (spec 02 §4-§5), as in the journey's quizzes. */
const REFUSALS: Record<SaveRefusal, [string, string]> = {
  unknown_question: ['question.question_id', 'La domanda non fa parte di questo quiz.'],
  foreign_answer: ['question.answers', 'La risposta scelta non appartiene a questa domanda.'],
  single_answer_needs_one: ['question.answers', 'Scegli una sola risposta.'],
  multiple_answer_needs_one: ['question.answers', 'Scegli almeno una risposta.'],
};

/**
 * Live quizzes (common/api/live/endpoints.ts). A student sees the quizzes of the courses their
 * class follows (others: 404) and takes one only while a session a professor opened names them,
 * until passed; saves follow the journey's attempt rules (all answers of the question;
 * single_answer exactly one). A professor opens a session for their own enabled students (any
 * other: 404) who are in one of their classrooms following the course (else 422).
 */
export async function liveQuizRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  /** The quiz, when the student's class follows its course; 404 otherwise. */
  const studentQuiz = async (userId: string, quizId: string) => {
    const quiz = await loadLiveQuiz(db, quizId);
    if (!quiz) throw notFound();
    const followed = await db.query(
      `SELECT 1 WHERE $2::bigint IN (${followedCoursesSql('student')})`,
      [userId, quiz.courseId],
    );
    if (followed.length === 0) throw notFound();
    return quiz;
  };

  route(app, liveEndpoints.getStudentLiveQuiz, async ({ auth, params }) => {
    const quiz = await studentQuiz(auth.user_id, params.id);
    const record = await liveAttemptRecord(db, quiz.id, auth.user_id);
    const now = clock();
    return toStudentLiveQuiz(quiz, {
      in_session: await inOpenSession(db, quiz.id, auth.user_id, new Date(now - SESSION_MS)),
      passed: record.passed,
      last_score: record.lastScore,
      attempt: record.openAttemptId
        ? toAttempt(quiz, record.openAttemptId, await loadLiveSelection(db, record.openAttemptId))
        : null,
    });
  });

  route(app, liveEndpoints.getProfessorLiveQuiz, async ({ params }) => {
    const quiz = await loadLiveQuiz(db, params.id);
    if (!quiz) throw notFound();
    return toProfessorLiveQuiz(quiz);
  });

  route(app, liveEndpoints.getLiveQuizReview, async ({ auth, params }) => {
    const quiz = await studentQuiz(auth.user_id, params.id);
    const record = await liveAttemptRecord(db, quiz.id, auth.user_id);
    if (!record.lastTerminatedId || record.lastScore === null) throw notFound();
    return toLiveQuizReview(quiz, await loadLiveSelection(db, record.lastTerminatedId), {
      scorePercentage: record.lastScore,
      passed: isPassed(record.lastScore, quiz.passPercentage),
    });
  });

  route(app, liveEndpoints.startLiveAttempt, async ({ auth, params }) => {
    const quiz = await studentQuiz(auth.user_id, params.id);
    const now = clock();
    if (!(await inOpenSession(db, quiz.id, auth.user_id, new Date(now - SESSION_MS)))) {
      throw conflict('Il quiz non è aperto per te: aspetta che il professore apra la sessione.');
    }
    return db.transaction(async (tx) => {
      const record = await liveAttemptRecord(tx, quiz.id, auth.user_id);
      if (!mayStartAttempt(record.passed)) throw conflict('Hai già superato questo quiz.');
      const attemptId = await openLiveAttempt(tx, quiz.id, auth.user_id, new Date(now));
      if (!attemptId) throw conflict('Il tentativo è stato chiuso mentre veniva aperto: riprova.');
      return toAttempt(quiz, attemptId, await loadLiveSelection(tx, attemptId));
    });
  });

  route(app, liveEndpoints.saveLiveAttempt, async ({ auth, body }) => {
    const quiz = await studentQuiz(auth.user_id, body.quiz_id);
    return db.transaction(async (tx) => {
      const attemptId = await lockOpenLiveAttempt(tx, quiz.id, auth.user_id);
      if (!attemptId) throw conflict(NO_OPEN_ATTEMPT);
      const selection = await loadLiveSelection(tx, attemptId);
      const outcome = saveAnswer(
        ruleQuestionsOfLive(quiz),
        selection,
        body.question.question_id,
        body.question.answers,
      );
      if (!outcome.ok) {
        const [field, message] = REFUSALS[outcome.reason];
        throw validationFailed({ [field]: message });
      }
      const saved = outcome.selection.get(body.question.question_id) ?? new Set<string>();
      await replaceLiveSelection(tx, attemptId, body.question.question_id, saved);
      return toAttempt(quiz, attemptId, outcome.selection);
    });
  });

  route(app, liveEndpoints.terminateLiveAttempt, async ({ auth, params }) => {
    const quiz = await studentQuiz(auth.user_id, params.id);
    return db.transaction(async (tx) => {
      const attemptId = await lockOpenLiveAttempt(tx, quiz.id, auth.user_id);
      if (!attemptId) throw conflict(NO_OPEN_ATTEMPT);
      const score = scoreAttempt(ruleQuestionsOfLive(quiz), await loadLiveSelection(tx, attemptId));
      const passed = isPassed(score.scorePercentage, quiz.passPercentage);
      await closeLiveAttempt(tx, attemptId, { ...score, passed }, new Date(clock()));
      return {
        attempt_id: attemptId,
        correct: score.correct,
        total: score.total,
        score_percentage: score.scorePercentage,
        passed,
      };
    });
  });

  route(app, liveEndpoints.openLiveQuizSession, async ({ auth, body }) => {
    const quiz = await loadLiveQuiz(db, body.quiz_id);
    if (!quiz) throw notFound();
    const studentIds = [...new Set(body.students_id)];
    const candidates = await sessionCandidates(db, {
      professorId: auth.user_id,
      courseId: quiz.courseId,
      studentIds,
    });
    if (studentIds.some((id) => !candidates.own.has(id))) throw notFound();
    if (studentIds.some((id) => !candidates.following.has(id))) {
      throw validationFailed({
        students_id: 'Alcuni studenti non sono in una classe iscritta a questo corso.',
      });
    }
    const now = new Date(clock());
    const sessionId = await db.transaction(async (tx) => {
      const id = await insertLiveQuizSession(tx, {
        quizId: quiz.id,
        professorId: auth.user_id,
        studentIds,
        now,
      });
      await notifyLiveQuizOpened(tx, {
        sessionId: id,
        quizId: quiz.id,
        title: quiz.title,
        studentIds,
        now,
      });
      return id;
    });
    return {
      session_id: sessionId,
      quiz_id: quiz.id,
      students_id: studentIds,
      closes_at: new Date(now.getTime() + SESSION_MS).toISOString(),
    };
  });
}
