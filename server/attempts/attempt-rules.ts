import type { QuestionType } from '#common/api/quizzes/kinds.ts';

/**
 * The attempt rules of spec 02 §4-§5 as pure functions, so they can be property-tested apart
 * from the database: the attempt service loads the quiz and the stored selection, asks these
 * functions, and stores what they answer. Every kind of quiz (journey quiz, final test, live quiz)
 * is taken by these rules.
 */

/** One question of a quiz as the rules need it. */
export interface RuleQuestion {
  id: string;
  type: QuestionType;
  /** Every answer id of the question, in order. */
  answerIds: readonly string[];
  /** The ids of its correct answers. */
  correctIds: readonly string[];
}

/** What an attempt has selected: question id → selected answer ids (absent: nothing yet). */
export type Selection = ReadonlyMap<string, ReadonlySet<string>>;

export type SaveRefusal =
  'unknown_question' | 'foreign_answer' | 'single_answer_needs_one' | 'multiple_answer_needs_one';

export type SaveOutcome = { ok: true; selection: Selection } | { ok: false; reason: SaveRefusal };

/**
 * Saves the chosen answers of one question: accepted only when the question is part of the quiz
 * and every chosen id belongs to it; a single_answer question takes exactly one answer, a
 * multiple_answer question at least one. An accepted save replaces the question's previous
 * selection (the chosen ones selected, the others cleared); a refused one changes nothing.
 * Repeated ids count once.
 */
export function saveAnswer(
  questions: readonly RuleQuestion[],
  selection: Selection,
  questionId: string,
  chosenIds: readonly string[],
): SaveOutcome {
  const question = questions.find((candidate) => candidate.id === questionId);
  if (!question) return { ok: false, reason: 'unknown_question' };
  const chosen = new Set(chosenIds);
  if ([...chosen].some((id) => !question.answerIds.includes(id))) {
    return { ok: false, reason: 'foreign_answer' };
  }
  if (question.type === 'single_answer' && chosen.size !== 1) {
    return { ok: false, reason: 'single_answer_needs_one' };
  }
  if (chosen.size === 0) return { ok: false, reason: 'multiple_answer_needs_one' };
  const next = new Map(selection);
  next.set(question.id, chosen);
  return { ok: true, selection: next };
}

export interface Score {
  correct: number;
  total: number;
  /** 0-100, rounded down: never rounds a failing attempt up to a pass. */
  scorePercentage: number;
}

/**
 * A question is answered correctly when its selected set equals its correct set exactly (for
 * multiple_answer: every correct one chosen and no wrong one). A quiz without questions scores
 * 100: there is nothing to get wrong.
 */
export function scoreAttempt(questions: readonly RuleQuestion[], selection: Selection): Score {
  const total = questions.length;
  const correct = questions.filter((question) =>
    sameSet(selection.get(question.id) ?? new Set(), new Set(question.correctIds)),
  ).length;
  const scorePercentage = total === 0 ? 100 : Math.floor((correct * 100) / total);
  return { correct, total, scorePercentage };
}

/** Passed when the score reaches the quiz's pass mark. */
export function isPassed(scorePercentage: number, passPercentage: number): boolean {
  return scorePercentage >= passPercentage;
}

/**
 * The key (correct answers, explanations) reaches a student only once the quiz is passed: before,
 * it would give the quiz away, and the next attempt would pass by copying it. One rule for
 * journey quizzes, final tests and live quizzes.
 */
export function mayShowKey(passed: boolean): boolean {
  return passed;
}

/** A quiz as stored, with its key, in the shape the rules take. */
export interface KeyedQuestion {
  id: string;
  type: QuestionType;
  answers: ReadonlyArray<{ id: string; correct: boolean }>;
}

export function ruleQuestionsOf(questions: readonly KeyedQuestion[]): RuleQuestion[] {
  return questions.map((question) => ({
    id: question.id,
    type: question.type,
    answerIds: question.answers.map((answer) => answer.id),
    correctIds: question.answers.filter((answer) => answer.correct).map((answer) => answer.id),
  }));
}

/** "A quiz can be repeated until passed": a new attempt only while it has not been passed. */
export function mayStartAttempt(alreadyPassed: boolean): boolean {
  return !alreadyPassed;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
