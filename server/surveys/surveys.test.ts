import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SURVEY_MESSAGES,
  surveyResultsSchema,
  surveySchema,
  type Survey,
  type SurveyGivenAnswer,
} from '#common/api/surveys/index.ts';
import { readXlsx } from '../files/read-xlsx.test-helper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const STUDENT = 'studente2@demo.test';
// Not scaduta@demo.test: an expired one-time password is served nothing of this (issue 26).
const OTHER_STUDENT = 'alessandro.conti@demo.test';
const ADMIN = 'admin@demo.test';
const PROFESSOR = 'docente@demo.test';

describe(`surveys (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let resourceSurvey: Survey;
  let levelSurvey: Survey;
  let resourceIds: string[];
  let levelId: string;

  /** The question of a survey of this type (the first one when several). */
  const question = (survey: Survey, type: Survey['questions'][number]['type']) =>
    survey.questions.find((q) => q.type === type)!;

  /** A complete, valid response to the resource survey. */
  const validAnswers = (): SurveyGivenAnswer[] => [
    { question_id: question(resourceSurvey, 'fivestars').id, stars: 4 },
    {
      question_id: question(resourceSurvey, 'listradio').id,
      answer_ids: [question(resourceSurvey, 'listradio').answers[1]!.id],
    },
    {
      question_id: question(resourceSurvey, 'multiplechoice').id,
      answer_ids: question(resourceSurvey, 'multiplechoice')
        .answers.slice(0, 2)
        .map((a) => a.id),
    },
    { question_id: question(resourceSurvey, 'shortfreetext').id, text: '  Chiara e utile  ' },
    { question_id: question(resourceSurvey, 'longfreetext').id, text: 'Più esempi, grazie.' },
  ];
  const submit = (email: string, position: string, answers: SurveyGivenAnswer[]) =>
    c.post(email, '/responses', { survey_id: 'resource-feedback', position, answers });
  const storedResponses = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM survey_responses'))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/surveys');
    resourceSurvey = surveySchema.parse((await c.get(STUDENT, '/resource-feedback')).json());
    levelSurvey = surveySchema.parse((await c.get(STUDENT, '/level-feedback')).json());
    resourceIds = (
      await t.db.query<{ id: string }>('SELECT id::text FROM resources ORDER BY id LIMIT 6')
    ).map((row) => row.id);
    levelId = (
      await t.db.query<{ id: string }>('SELECT id::text FROM levels WHERE order_num = 1')
    )[0]!.id;
    // The demo's own responses first, then none: the counts below are this file's.
    await t.db.query('DELETE FROM survey_responses');
    // Feedback comes from those who did the thing: both students completed these resources,
    // and studente2 passed level 1's final test.
    await t.db.query(
      `INSERT INTO resource_progress (user_id, resource_id, completed_at)
       SELECT u.id, r.id, now() FROM users u, resources r
        WHERE u.email IN ($1, $2) AND r.id = ANY (string_to_array($3, ',')::bigint[])
       ON CONFLICT DO NOTHING`,
      [STUDENT, OTHER_STUDENT, resourceIds.join(',')],
    );
    await t.db.query(
      `INSERT INTO entity_progress (user_id, entity_id, completed_at)
       SELECT u.id, e.id, now() FROM users u JOIN entities e ON e.level_id = $2 AND e.type = 'final_test'
        WHERE u.email = $1 ON CONFLICT DO NOTHING`,
      [STUDENT, levelId],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves both seeded surveys in Italian, with every question type in order', () => {
    for (const survey of [resourceSurvey, levelSurvey]) {
      expect(new Set(survey.questions.map((q) => q.type))).toEqual(
        new Set(['multiplechoice', 'longfreetext', 'shortfreetext', 'fivestars', 'listradio']),
      );
      expect(survey.questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5]);
      expect(survey.questions.some((q) => q.mandatory)).toBe(true);
      expect(survey.questions.some((q) => !q.mandatory)).toBe(true);
    }
    expect(resourceSurvey.title).toBe("Com'è andata questa attività?");
    expect(question(resourceSurvey, 'listradio').answers.map((a) => a.text)).toEqual([
      'Troppo facile',
      'Giusta',
      'Troppo difficile',
    ]);
  });

  it('lets only students answer, and 404s an unknown survey', async () => {
    expect((await c.get(PROFESSOR, '/resource-feedback')).statusCode).toBe(403);
    expect((await c.get('visitatore@demo.test', '/resource-feedback')).statusCode).toBe(403);
    expect((await submit(PROFESSOR, resourceIds[0]!, validAnswers())).statusCode).toBe(403);
    expect((await c.get(null, '/resource-feedback')).statusCode).toBe(401);
    expect((await c.get(STUDENT, '/nessuno')).statusCode).toBe(422);
  });

  it('stores one response, says it exists, and answers 409 to a second one', async () => {
    const position = resourceIds[0]!;
    const exists = `/responses/exists?survey_id=resource-feedback&position=${position}`;
    expect((await c.get(STUDENT, exists)).json()).toEqual({ exists: false });
    const created = await submit(STUDENT, position, validAnswers());
    expect(created.statusCode).toBe(201);
    expect((await c.get(STUDENT, exists)).json()).toEqual({ exists: true });
    // Another student, another survey and another position are separate.
    expect((await c.get(OTHER_STUDENT, exists)).json()).toEqual({ exists: false });
    expect(
      (
        await c.get(STUDENT, `/responses/exists?survey_id=level-feedback&position=${position}`)
      ).json(),
    ).toEqual({ exists: false });

    const again = await submit(STUDENT, position, validAnswers());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SURVEY_MESSAGES.alreadyAnswered);
    const texts = await t.db.query<{ text: string }>(
      'SELECT text FROM survey_response_items WHERE text IS NOT NULL ORDER BY text',
    );
    expect(texts.map((row) => row.text)).toEqual(['Chiara e utile', 'Più esempi, grazie.']);
  });

  it('accepts only the mandatory questions, and refuses a missing one', async () => {
    const mandatoryOnly = validAnswers().slice(0, 2);
    expect((await submit(OTHER_STUDENT, resourceIds[1]!, mandatoryOnly)).statusCode).toBe(201);
    const before = await storedResponses();
    const missing = await submit(OTHER_STUDENT, resourceIds[2]!, validAnswers().slice(1));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual({
      [`answers.${question(resourceSurvey, 'fivestars').id}`]: SURVEY_MESSAGES.required,
    });
    // An empty text or an empty choice is no answer to a mandatory question either.
    const emptyChoice = validAnswers().map((a) =>
      a.question_id === question(resourceSurvey, 'listradio').id ? { ...a, answer_ids: [] } : a,
    );
    expect((await submit(OTHER_STUDENT, resourceIds[2]!, emptyChoice)).json().details).toEqual({
      [`answers.${question(resourceSurvey, 'listradio').id}`]: SURVEY_MESSAGES.required,
    });
    expect(await storedResponses()).toBe(before);
  });

  it.each([
    ['fivestars', { stars: 0 }, SURVEY_MESSAGES.stars],
    ['fivestars', { stars: 6 }, SURVEY_MESSAGES.stars],
    ['fivestars', { stars: 3.5 }, SURVEY_MESSAGES.stars],
    ['listradio', { answer_ids: 'two' }, SURVEY_MESSAGES.oneAnswer],
    ['listradio', { answer_ids: 'foreign' }, SURVEY_MESSAGES.unknownAnswer],
    ['multiplechoice', { answer_ids: 'foreign' }, SURVEY_MESSAGES.unknownAnswer],
    ['shortfreetext', { text: 'x'.repeat(201) }, SURVEY_MESSAGES.tooLong(200)],
    ['longfreetext', { text: 'x'.repeat(2001) }, SURVEY_MESSAGES.tooLong(2000)],
  ] as const)(
    'refuses a wrong %s answer %j with its message, storing nothing',
    async (type, change, message) => {
      const target = question(resourceSurvey, type);
      const foreign = question(
        resourceSurvey,
        type === 'listradio' ? 'multiplechoice' : 'listradio',
      );
      const patch: Partial<SurveyGivenAnswer> =
        'answer_ids' in change
          ? {
              answer_ids:
                change.answer_ids === 'two'
                  ? target.answers.slice(0, 2).map((a) => a.id)
                  : [foreign.answers[0]!.id],
            }
          : change;
      const answers = validAnswers().map((a) =>
        a.question_id === target.id ? { ...a, ...patch } : a,
      );
      const before = await storedResponses();
      const refused = await submit(STUDENT, resourceIds[3]!, answers);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual({ [`answers.${target.id}`]: message });
      expect(await storedResponses()).toBe(before);
    },
  );

  it('refuses feedback on a resource the student has not completed', async () => {
    const [open] = await t.db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM resources r WHERE NOT EXISTS (
         SELECT 1 FROM resource_progress p JOIN users u ON u.id = p.user_id
          WHERE p.resource_id = r.id AND u.email = $1) ORDER BY r.id LIMIT 1`,
      [STUDENT],
    );
    const refused = await submit(STUDENT, open!.id, validAnswers());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({ position: SURVEY_MESSAGES.unknownPosition });
  });

  it('refuses unknown questions, a repeated question and an unknown position', async () => {
    const unknown = await submit(STUDENT, resourceIds[3]!, [
      ...validAnswers(),
      { question_id: question(levelSurvey, 'fivestars').id, stars: 3 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual({ 'answers.5.question_id': 'Domanda sconosciuta.' });
    const repeated = await submit(STUDENT, resourceIds[3]!, [
      ...validAnswers(),
      validAnswers()[0]!,
    ]);
    expect(repeated.json().details).toEqual({
      [`answers.${question(resourceSurvey, 'fivestars').id}`]: SURVEY_MESSAGES.oneAnswer,
    });
    const nowhere = await submit(STUDENT, '999999999', validAnswers());
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().details).toEqual({ position: SURVEY_MESSAGES.unknownPosition });
    expect((await submit(STUDENT, 'abc', validAnswers())).statusCode).toBe(422);
  });

  it('keeps exactly one of two parallel submissions', async () => {
    const position = resourceIds[4]!;
    const answers = await Promise.all([
      submit(STUDENT, position, validAnswers()),
      submit(STUDENT, position, validAnswers()),
      submit(STUDENT, position, validAnswers()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const items = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM survey_response_items i
       JOIN survey_responses r ON r.id = i.response_id WHERE r.position = $1`,
      [position],
    );
    expect(items[0]!.n).toBe(6); // 1 star + 1 radio + 2 choices + 2 texts
  });

  it('shows admins the anonymous results per position and in all, and only them', async () => {
    const position = resourceIds[0]!;
    expect((await c.get(PROFESSOR, '/results/resource-feedback')).statusCode).toBe(403);
    expect((await c.get(STUDENT, '/results/resource-feedback')).statusCode).toBe(403);
    expect((await c.get(PROFESSOR, '/results/resource-feedback/xlsx')).statusCode).toBe(403);

    const one = surveyResultsSchema.parse(
      (await c.get(ADMIN, `/results/resource-feedback?position=${position}`)).json(),
    );
    expect(one.responses).toBe(1);
    const stars = one.questions.find((q) => q.type === 'fivestars')!;
    expect(stars.average_stars).toBe(4);
    expect(stars.star_counts).toEqual([0, 0, 0, 1, 0]);
    const all = surveyResultsSchema.parse(
      (await c.get(ADMIN, '/results/resource-feedback')).json(),
    );
    expect(all.responses).toBe(3); // positions 0, 1 and 4
    expect(all.positions.map((p) => [p.position, p.responses])).toEqual([
      [resourceIds[0], 1],
      [resourceIds[1], 1],
      [resourceIds[4], 1],
    ]);
    expect(all.positions[0]!.label).toMatch(/\(.+\)$/);
    const radio = all.questions.find((q) => q.type === 'listradio')!;
    expect(radio.options.map((o) => o.count)).toEqual([0, 3, 0]);
    expect(radio.answered).toBe(3);
    const short = all.questions.find((q) => q.type === 'shortfreetext')!;
    expect(short.texts).toEqual(['Chiara e utile', 'Chiara e utile']);
    expect(JSON.stringify(all)).not.toMatch(/demo\.test|user/);

    const empty = surveyResultsSchema.parse((await c.get(ADMIN, '/results/level-feedback')).json());
    expect(empty).toMatchObject({ responses: 0, positions: [] });
    expect(empty.questions.find((q) => q.type === 'fivestars')!.average_stars).toBeNull();
  });

  it('exports the results as an XLSX that reads back', async () => {
    const answer = await c.get(ADMIN, '/results/resource-feedback/xlsx');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain(
      'sondaggio-resource-feedback-tutte.xlsx',
    );
    const workbook = await readXlsx(answer.rawPayload);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const cells = rows.map((row) => row.slice(1));
    expect(cells[0]).toEqual(["Com'è andata questa attività?"]);
    expect(cells).toContainEqual(['Quanto è stata difficile?', 'Scelta singola', 'Giusta', 3]);
    expect(cells).toContainEqual(['Quanto ti è piaciuta questa attività?', 'Stelle', 'Media', 4]);
  });

  it('takes level feedback by level id, and refuses the hidden level', async () => {
    const mandatory = levelSurvey.questions
      .filter((q) => q.mandatory)
      .map((q) =>
        q.type === 'fivestars'
          ? { question_id: q.id, stars: 5 }
          : { question_id: q.id, answer_ids: [q.answers[0]!.id] },
      );
    const post = (position: string) =>
      c.post(STUDENT, '/responses', { survey_id: 'level-feedback', position, answers: mandatory });
    expect((await post(levelId)).statusCode).toBe(201);
    const hidden = (
      await t.db.query<{ id: string }>('SELECT id::text FROM levels WHERE order_num = 20')
    )[0]!.id;
    expect((await post(hidden)).statusCode).toBe(422);
    const results = surveyResultsSchema.parse(
      (await c.get(ADMIN, '/results/level-feedback')).json(),
    );
    expect(results.positions).toEqual([
      { position: levelId, label: expect.any(String), responses: 1 },
    ]);
  });
});
