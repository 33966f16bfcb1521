import type { AttemptDetail, AttemptQuestion } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { ownStudentIdsSql } from './ownership-repository.ts';
import { toIsoOrNull } from './sql-values.ts';

interface AttemptRow {
  attempt_id: string;
  quiz_id: string;
  quiz_title: string;
  quiz_version: number;
  student_id: string;
  name: string;
  score_percentage: number | null;
  passed: boolean | null;
  terminated_at: Date | string | null;
}

interface AnswerRow {
  question_id: string;
  question_text: string;
  type: 'single_answer' | 'multiple_answer';
  answer_id: string;
  answer_text: string;
  correct: boolean;
  selected: boolean;
}

/**
 * An attempt of one of the professor's students with every answer of its quiz at the version it
 * was taken on (an import since may have changed the questions), the chosen ones marked; null
 * when there is no such attempt among the professor's students. Retired quizzes included: history.
 */
export async function findOwnStudentAttempt(
  db: Queryable,
  professorId: string,
  attemptId: string,
): Promise<AttemptDetail | null> {
  const [attempt] = await db.query<AttemptRow>(
    `SELECT a.id::text AS attempt_id, q.id::text AS quiz_id, r.title AS quiz_title,
            a.quiz_version, u.id::text AS student_id, u.name, a.score_percentage, a.passed, a.terminated_at
     FROM quiz_attempts a JOIN quizzes q ON q.id = a.quiz_id
     JOIN resources r ON r.id = q.resource_id JOIN users u ON u.id = a.user_id
     WHERE a.id = $1 AND a.user_id IN (${ownStudentIdsSql(2)})`,
    [attemptId, professorId],
  );
  if (!attempt) return null;
  const answers = await db.query<AnswerRow>(
    `SELECT qq.id::text AS question_id, qq.text AS question_text, qq.type,
            qa.id::text AS answer_id, qa.text AS answer_text, qa.correct,
            EXISTS (SELECT 1 FROM attempt_answers aa
                    WHERE aa.attempt_id = $1 AND aa.answer_id = qa.id) AS selected
     FROM quiz_questions qq JOIN quiz_answers qa ON qa.question_id = qq.id
     WHERE qq.quiz_id = $2
       AND qq.first_version <= $3 AND (qq.last_version IS NULL OR qq.last_version >= $3)
     ORDER BY qq.order_num, qq.id, qa.order_num, qa.id`,
    [attemptId, attempt.quiz_id, attempt.quiz_version],
  );
  return {
    attempt_id: attempt.attempt_id,
    student: { id: attempt.student_id, name: attempt.name },
    quiz: { id: attempt.quiz_id, title: attempt.quiz_title },
    score_percentage: attempt.score_percentage,
    passed: attempt.passed,
    terminated_at: toIsoOrNull(attempt.terminated_at),
    questions: groupQuestions(answers),
  };
}

/** Rows come ordered by question: consecutive rows of one question become its answers. */
function groupQuestions(rows: AnswerRow[]): AttemptQuestion[] {
  const questions: AttemptQuestion[] = [];
  for (const row of rows) {
    let question = questions.at(-1);
    if (question?.id !== row.question_id) {
      question = { id: row.question_id, text: row.question_text, type: row.type, answers: [] };
      questions.push(question);
    }
    question.answers.push({
      id: row.answer_id,
      text: row.answer_text,
      correct: row.correct,
      selected: row.selected,
    });
  }
  return questions;
}
