import type { Queryable } from '../../db/database.ts';
import {
  exportJourneyAnswers,
  exportJourneyAttempts,
  exportLiveAnswers,
  exportLiveAttempts,
  type ExportAttemptRow,
  type ExportChosenAnswerRow,
} from './export-attempts-repository.ts';

/** tentativi.json: every quiz attempt with, per question, the answers chosen and the outcome. */
export async function attemptsPart(db: Queryable, userId: string) {
  const [journey, journeyAnswers, live, liveAnswers] = await Promise.all([
    exportJourneyAttempts(db, userId),
    exportJourneyAnswers(db, userId),
    exportLiveAttempts(db, userId),
    exportLiveAnswers(db, userId),
  ]);
  return {
    journey_quiz_attempts: withAnswers(journey, journeyAnswers),
    live_quiz_attempts: withAnswers(live, liveAnswers),
  };
}

function withAnswers(attempts: ExportAttemptRow[], answers: ExportChosenAnswerRow[]) {
  return attempts.map(({ attempt, ...rest }) => ({
    ...rest,
    answers: questionsOf(answers.filter((answer) => answer.attempt === attempt)),
  }));
}

/**
 * A question is answered correctly when every chosen answer is correct and none is missing
 * (the count of chosen correct answers equals the question's correct answers).
 */
function questionsOf(chosen: ExportChosenAnswerRow[]) {
  const byQuestion = new Map<string, ExportChosenAnswerRow[]>();
  for (const row of chosen)
    byQuestion.set(row.question_id, [...(byQuestion.get(row.question_id) ?? []), row]);
  return [...byQuestion.values()].map((rows) => ({
    question: rows[0]!.question,
    chosen_answers: rows.map((row) => row.answer),
    correct:
      rows.every((row) => row.answer_correct) && rows.length === rows[0]!.question_correct_answers,
  }));
}
