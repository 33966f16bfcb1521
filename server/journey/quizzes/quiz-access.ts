import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { contentCache } from '../content/content-cache.ts';
import { readContentVersion } from '../content/content-repository.ts';
import { loadJourneyView, mayOpen } from '../content/journey-view.ts';
import type { Viewer } from '../content/viewer.ts';
import { findQuiz, type StoredQuiz } from './quiz-repository.ts';

/**
 * Quizzes with the questions and answers of one version, read once per content version. Keyed
 * by quiz and version ("12@2"; "12": the current one): an attempt started before an import keeps
 * the questions it started with while new attempts take the new ones.
 */
const quizzes = contentCache((db, key) => {
  const [quizId = '', version] = key.split('@');
  return findQuiz(db, quizId, version === undefined ? undefined : Number(version));
});

/**
 * The quiz at another version, for an attempt that started on it. No visibility check: only the
 * engine asks, for a quiz the route already let the viewer open.
 */
export async function quizAtVersion(
  db: Queryable,
  quizId: string,
  version: number,
): Promise<StoredQuiz> {
  const quiz = await quizzes.get(db, await readContentVersion(db), `${quizId}@${version}`);
  if (!quiz) throw notFound();
  return quiz;
}

/**
 * The quiz, when it exists and the viewer may open its entity by the journey's one unlocking
 * rule (students: unlocked entities only; other roles: everything); otherwise 404, so a locked
 * quiz looks exactly like a missing one and ids cannot be probed. A retired quiz (its resource or
 * entity no longer in the imported pack) is 404 to everyone, as its entity is gone from the
 * journey: its attempts live on in the reports and certificates, which do not come through here. `finalTestOnly`: the
 * tests/* routes serve only the quizzes of final tests.
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
  if (quiz.retired) throw notFound();
  const view = await loadJourneyView(db, viewer, version);
  if (!mayOpen(viewer, view.byDbId.get(quiz.entityId))) throw notFound();
  return quiz;
}

/** A level's final test: the quiz of a final_test entity, or a quiz of kind final_test. */
function isFinalTest(quiz: StoredQuiz): boolean {
  return quiz.kind === 'final_test' || quiz.entityType === 'final_test';
}
