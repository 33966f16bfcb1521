import type { SurveyId } from '#common/api/surveys/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { ResponseItem } from './answer-validation.ts';

export async function responseExists(
  db: Queryable,
  userId: string,
  surveyId: SurveyId,
  position: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM survey_responses WHERE user_id = $1 AND survey_id = $2 AND position = $3',
    [userId, surveyId, position],
  );
  return rows.length > 0;
}

/** A checked response, ready to store. */
export interface NewResponse {
  userId: string;
  surveyId: SurveyId;
  position: string;
  items: readonly ResponseItem[];
  now: Date;
}

/**
 * Stores a response and its rows in one transaction. The unique key decides between racing
 * submissions: the loser inserts nothing (ON CONFLICT DO NOTHING) and gets null, so no half
 * response is ever written.
 */
export async function insertResponse(db: Database, response: NewResponse): Promise<string | null> {
  return db.transaction((tx) => insertResponseRows(tx, response));
}

/** insertResponse inside the caller's transaction (the demo seed). */
export async function insertResponseRows(
  tx: Queryable,
  response: NewResponse,
): Promise<string | null> {
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO survey_responses (survey_id, user_id, position, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, survey_id, position) DO NOTHING
     RETURNING id::text`,
    [response.surveyId, response.userId, response.position, response.now],
  );
  if (!created) return null;
  for (const item of response.items) {
    await tx.query(
      `INSERT INTO survey_response_items (response_id, question_id, answer_id, stars, text)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        created.id,
        item.questionId,
        'answerId' in item ? item.answerId : null,
        'stars' in item ? item.stars : null,
        'text' in item ? item.text : null,
      ],
    );
  }
  return created.id;
}
