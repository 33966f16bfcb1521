import type { FastifyInstance } from 'fastify';
import { attemptParamsSchema, type AttemptDetail } from '../../common/api/reports/index.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { ownStudentIdsSql } from './ownership.ts';
import { toIsoOrNull } from './sql-values.ts';

interface AttemptRow {
  attempt_id: string;
  quiz_id: string;
  quiz_title: string;
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

/** Reports API: one attempt of a professor's student with every answer, the chosen ones marked. */
export async function attemptReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.services.db;

  app.get(
    '/tj/attempts/:attemptId',
    { preHandler: requireRole('professor') },
    async (request): Promise<AttemptDetail> => {
      const { attemptId } = parseRequest(attemptParamsSchema, request.params);
      const [attempt] = await db.query<AttemptRow>(
        `SELECT a.id::text AS attempt_id, q.id::text AS quiz_id, r.title AS quiz_title,
                u.id::text AS student_id, u.name, a.score_percentage, a.passed, a.terminated_at
         FROM quiz_attempts a JOIN quizzes q ON q.id = a.quiz_id
         JOIN resources r ON r.id = q.resource_id JOIN users u ON u.id = a.user_id
         WHERE a.id = $1 AND a.user_id IN (${ownStudentIdsSql(2)})`,
        [attemptId, authOf(request).user_id],
      );
      if (!attempt) throw notFound();
      const answers = await db.query<AnswerRow>(
        `SELECT qq.id::text AS question_id, qq.text AS question_text, qq.type,
                qa.id::text AS answer_id, qa.text AS answer_text, qa.correct,
                EXISTS (SELECT 1 FROM attempt_answers aa
                        WHERE aa.attempt_id = $1 AND aa.answer_id = qa.id) AS selected
         FROM quiz_questions qq JOIN quiz_answers qa ON qa.question_id = qq.id
         WHERE qq.quiz_id = $2 ORDER BY qq.order_num, qq.id, qa.order_num, qa.id`,
        [attemptId, attempt.quiz_id],
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
    },
  );
}

function groupQuestions(rows: AnswerRow[]): AttemptDetail['questions'] {
  const questions: AttemptDetail['questions'] = [];
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
