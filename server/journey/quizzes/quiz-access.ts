import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { contentCache } from '../content/content-cache.ts';
import { readContentVersion } from '../content/content-repository.ts';
import { loadJourneyView, mayOpen } from '../content/journey-view.ts';
import type { Viewer } from '../content/viewer.ts';
import { findQuiz, type StoredQuiz } from './quiz-repository.ts';

/** Quizzes with their questions and answers, read once per content version. */
const quizzes = contentCache(findQuiz);

/**
 * The quiz, when it exists and the viewer may open its entity by the journey's one unlocking
 * rule (students: unlocked entities only; other roles: everything); otherwise 404, so a locked
 * quiz looks exactly like a missing one and ids cannot be probed. `finalTestOnly`: the tests/*
 * routes serve only the quizzes of final tests.
 */
export async function quizVisibleTo(
  db: Queryable,
  viewer: Viewer,
  quizId: string,
  options: { finalTestOnly?: boolean } = {},
): Promise<StoredQuiz> {
  const version = await readContentVersion(db);
  const quiz = await quizzes.get(db, version, quizId);
  if (!quiz) throw notFound();
  if (options.finalTestOnly && !isFinalTest(quiz)) throw notFound();
  const view = await loadJourneyView(db, viewer, version);
  if (!mayOpen(viewer, view.byDbId.get(quiz.entityId))) throw notFound();
  return quiz;
}

/** A level's final test: the quiz of a final_test entity, or a quiz of kind final_test. */
function isFinalTest(quiz: StoredQuiz): boolean {
  return quiz.kind === 'final_test' || quiz.entityType === 'final_test';
}
