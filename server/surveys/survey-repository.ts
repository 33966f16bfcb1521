import type { Survey, SurveyId } from '#common/api/surveys/index.ts';
import type { Queryable } from '../db/database.ts';

interface QuestionRow {
  id: string;
  order_num: number;
  type: Survey['questions'][number]['type'];
  text: string;
  mandatory: boolean;
}

interface AnswerRow {
  id: string;
  question_id: string;
  order_num: number;
  text: string;
}

/** A survey with its questions and options in order, or null when the id is unknown. */
export async function findSurvey(db: Queryable, surveyId: SurveyId): Promise<Survey | null> {
  const [survey] = await db.query<{ id: SurveyId; title: string }>(
    'SELECT id, title FROM surveys WHERE id = $1',
    [surveyId],
  );
  if (!survey) return null;
  const questions = await db.query<QuestionRow>(
    `SELECT id::text, order_num, type, text, mandatory FROM survey_questions
     WHERE survey_id = $1 ORDER BY order_num`,
    [surveyId],
  );
  const answers = await db.query<AnswerRow>(
    `SELECT a.id::text, a.question_id::text, a.order_num, a.text
     FROM survey_answers a JOIN survey_questions q ON q.id = a.question_id
     WHERE q.survey_id = $1 ORDER BY a.question_id, a.order_num`,
    [surveyId],
  );
  return {
    id: survey.id,
    title: survey.title,
    questions: questions.map((q) => ({
      id: q.id,
      order: q.order_num,
      type: q.type,
      text: q.text,
      mandatory: q.mandatory,
      answers: answers
        .filter((a) => a.question_id === q.id)
        .map((a) => ({ id: a.id, text: a.text, order: a.order_num })),
    })),
  };
}

/**
 * Whether the student may give feedback at this position: a resource they completed (resource
 * feedback), or a visible level whose final test they passed (level feedback; the hidden
 * archive level, order 20, has none). Feedback comes from those who did the thing.
 */
export async function mayAnswerAt(
  db: Queryable,
  surveyId: SurveyId,
  position: string,
  userId: string,
): Promise<boolean> {
  const sql =
    surveyId === 'resource-feedback'
      ? 'SELECT 1 FROM resource_progress WHERE resource_id = $1::bigint AND user_id = $2'
      : `SELECT 1 FROM entity_progress p JOIN entities e ON e.id = p.entity_id
           JOIN levels l ON l.id = e.level_id
          WHERE l.id = $1::bigint AND l.order_num <> 20 AND e.type = 'final_test'
            AND p.user_id = $2`;
  return (await db.query(sql, [position, userId])).length > 0;
}
