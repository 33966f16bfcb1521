import type { QuestionResult, SurveyId, SurveyResults } from '#common/api/surveys/index.ts';
import type { Queryable } from '../db/database.ts';
import { findSurvey } from './survey-repository.ts';

// Every query reads counts, stars and texts only: the results are anonymous by design (no user
// id, name or date of a response leaves this module), so admins learn what students think, not
// who thought it.

/** Responses of the survey, at one position when given (`$2` null: all of them). */
const RESPONSES = `SELECT id, created_at FROM survey_responses
  WHERE survey_id = $1 AND ($2::text IS NULL OR position = $2::text)`;

/** The anonymous results of a survey, for one position or, with null, all positions together. */
export async function surveyResults(
  db: Queryable,
  surveyId: SurveyId,
  position: string | null,
): Promise<SurveyResults | null> {
  const survey = await findSurvey(db, surveyId);
  if (!survey) return null;
  const params = [surveyId, position];
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${RESPONSES}) r`,
    params,
  );
  const answered = await db.query<{ question_id: string; n: number }>(
    `SELECT i.question_id::text, count(DISTINCT i.response_id)::int AS n
     FROM survey_response_items i JOIN (${RESPONSES}) r ON r.id = i.response_id
     GROUP BY i.question_id`,
    params,
  );
  const options = await db.query<{ answer_id: string; n: number }>(
    `SELECT i.answer_id::text, count(*)::int AS n
     FROM survey_response_items i JOIN (${RESPONSES}) r ON r.id = i.response_id
     WHERE i.answer_id IS NOT NULL GROUP BY i.answer_id`,
    params,
  );
  const stars = await db.query<{ question_id: string; stars: number; n: number }>(
    `SELECT i.question_id::text, i.stars, count(*)::int AS n
     FROM survey_response_items i JOIN (${RESPONSES}) r ON r.id = i.response_id
     WHERE i.stars IS NOT NULL GROUP BY i.question_id, i.stars`,
    params,
  );
  const texts = await db.query<{ question_id: string; text: string }>(
    `SELECT i.question_id::text, i.text
     FROM survey_response_items i JOIN (${RESPONSES}) r ON r.id = i.response_id
     WHERE i.text IS NOT NULL ORDER BY r.created_at DESC, i.id DESC`,
    params,
  );

  const questions = survey.questions.map((question): QuestionResult => {
    const starCounts = [1, 2, 3, 4, 5].map(
      (value) =>
        stars.find((row) => row.question_id === question.id && row.stars === value)?.n ?? 0,
    );
    const votes = starCounts.reduce((sum, n) => sum + n, 0);
    const sum = starCounts.reduce((acc, n, i) => acc + n * (i + 1), 0);
    return {
      id: question.id,
      order: question.order,
      type: question.type,
      text: question.text,
      mandatory: question.mandatory,
      answered: answered.find((row) => row.question_id === question.id)?.n ?? 0,
      options: question.answers.map((option) => ({
        id: option.id,
        text: option.text,
        count: options.find((row) => row.answer_id === option.id)?.n ?? 0,
      })),
      average_stars: votes > 0 ? Math.round((sum / votes) * 100) / 100 : null,
      star_counts: question.type === 'fivestars' ? starCounts : [],
      texts: texts.filter((row) => row.question_id === question.id).map((row) => row.text),
    };
  });

  return {
    survey_id: survey.id,
    title: survey.title,
    position,
    responses: total?.n ?? 0,
    positions: await positionsWithResponses(db, surveyId),
    questions,
  };
}

/** The positions that have responses, named by their resource's or level's title. */
async function positionsWithResponses(db: Queryable, surveyId: SurveyId) {
  const rows = await db.query<{ position: string; label: string | null; responses: number }>(
    `SELECT r.position,
            CASE WHEN s.position_kind = 'resource'
                 THEN (SELECT res.title || ' (' || e.title || ')' FROM resources res
                       JOIN entities e ON e.id = res.entity_id WHERE res.id = r.position::bigint)
                 ELSE (SELECT l.title FROM levels l WHERE l.id = r.position::bigint)
            END AS label,
            count(*)::int AS responses
     FROM survey_responses r JOIN surveys s ON s.id = r.survey_id
     WHERE r.survey_id = $1
     GROUP BY r.position, s.position_kind
     ORDER BY r.position::bigint`,
    [surveyId],
  );
  // A resource or level deleted since keeps its responses, named by its id.
  return rows.map((row) => ({
    position: row.position,
    label: row.label ?? `#${row.position}`,
    responses: row.responses,
  }));
}
