import type { SurveyGivenAnswer } from '#common/api/surveys/index.ts';
import { checkAnswers } from '../surveys/answer-validation.ts';
import { insertResponseRows } from '../surveys/response-repository.ts';
import { findSurvey } from '../surveys/survey-repository.ts';
import type { Queryable } from './database.ts';

/** Stars, the n-th option of the single-choice question, options of the multiple one, texts. */
type DemoOpinion = [
  stars: number,
  difficulty: number,
  useful: number[],
  short: string,
  long: string,
];

const OPINIONS: readonly DemoOpinion[] = [
  [5, 1, [0, 2], 'Chiara e pratica', 'Mi piacerebbe un esercizio in più sulle cartelle nascoste.'],
  [4, 1, [1], 'Utile', ''],
  [3, 2, [0, 3], 'Un po’ lunga', 'Il video potrebbe essere più breve, il resto va bene.'],
];

/**
 * DEMO.md (issue 12): three pool students answered the resource survey on the first resource
 * they completed, through the same checks as the app, so the admin's results are not empty.
 */
export async function seedDemoSurveyResponses(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  poolEmails: readonly string[],
  now: Date,
): Promise<void> {
  const survey = await findSurvey(tx, 'resource-feedback');
  if (!survey) return;
  const byType = (type: string) => survey.questions.find((question) => question.type === type)!;
  for (const [index, opinion] of OPINIONS.entries()) {
    const userId = ids.get(poolEmails[index] ?? '');
    if (!userId) continue;
    const [done] = await tx.query<{ id: string }>(
      `SELECT resource_id::text AS id FROM resource_progress WHERE user_id = $1
        ORDER BY completed_at, resource_id LIMIT 1`,
      [userId],
    );
    if (!done) continue;
    const [stars, difficulty, useful, short, long] = opinion;
    const answers: SurveyGivenAnswer[] = [
      { question_id: byType('fivestars').id, stars },
      {
        question_id: byType('listradio').id,
        answer_ids: [byType('listradio').answers[difficulty]!.id],
      },
      {
        question_id: byType('multiplechoice').id,
        answer_ids: useful.map((n) => byType('multiplechoice').answers[n]!.id),
      },
      { question_id: byType('shortfreetext').id, text: short },
      ...(long ? [{ question_id: byType('longfreetext').id, text: long }] : []),
    ];
    const check = checkAnswers(survey, answers);
    if (!check.ok) throw new Error(`Demo survey answers refused: ${JSON.stringify(check.details)}`);
    await insertResponseRows(tx, {
      userId,
      surveyId: 'resource-feedback',
      position: done.id,
      items: check.items,
      now: new Date(now.getTime() - (index + 1) * 3600_000),
    });
  }
}
