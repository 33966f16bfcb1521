import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  questionSchema,
  questionsResponseSchema,
  replySchema,
} from '#common/api/journey/questions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { journeyClient, NEWCOMER, PROFESSOR, STUDENT, VISITOR } from '../journey-test-helpers.ts';

describe(`questions and replies (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  let lesson: string;
  let locked: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = journeyClient(t);
    lesson = await c.resourceId('terminal-basics-what-is-a-shell');
    locked = await c.resourceId('git-basics-exercise-first-repository');
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (email: string, text: string, resourceId = lesson) =>
    c.post(email, '/tech-journey/questions', { resource_id: resourceId, text });

  it('posts a question, a reply, and lists them with authors and ownership', async () => {
    const posted = await ask(STUDENT, '  Come apro il terminale su Windows?  ');
    expect(posted.statusCode).toBe(201);
    const question = questionSchema.parse(posted.json());
    expect(question).toMatchObject({
      text: 'Come apro il terminale su Windows?',
      own: true,
      replies: [],
    });
    const replied = await c.post(PROFESSOR, '/tech-journey/questions/reply', {
      tj_question_id: question.id,
      text: 'Cerca "Terminale" nel menu Start.',
    });
    expect(replied.statusCode).toBe(201);
    const reply = replySchema.parse(replied.json());

    const list = questionsResponseSchema.parse(
      (await c.get(NEWCOMER, `/tech-journey/questions/${lesson}`)).json(),
    );
    // Newest first: ours, above the demo's conversation.
    expect(list[0]).toMatchObject({
      id: question.id,
      own: false,
      author: { name: 'Sara Colombo' },
    });
    expect(list[0]!.replies).toEqual([{ ...reply, own: false }]);
    const own = questionsResponseSchema.parse(
      (await c.get(STUDENT, `/tech-journey/questions/${lesson}`)).json(),
    );
    expect(own[0]!.own).toBe(true);
    expect((await c.get(VISITOR, `/tech-journey/questions/${lesson}`)).statusCode).toBe(200);
  });

  it('refuses bad input with 422 and read-only roles with 403', async () => {
    expect((await ask(STUDENT, '')).statusCode).toBe(422);
    expect((await ask(STUDENT, '   ')).statusCode).toBe(422);
    expect((await ask(STUDENT, 'x'.repeat(2001))).statusCode).toBe(422);
    expect((await ask(STUDENT, 'x'.repeat(2000))).statusCode).toBe(201);
    const withNul = await ask(STUDENT, 'Una domanda\u0000 nascosta');
    expect(withNul.statusCode).toBe(422);
    expect(withNul.json().details.text).toBe('Il testo contiene caratteri non validi.');
    const missing = await c.post(STUDENT, '/tech-journey/questions', { text: 'Ciao' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toHaveProperty('resource_id');
    expect((await ask(STUDENT, 'Ciao', 'abc')).statusCode).toBe(422);
    expect((await ask(VISITOR, 'Posso chiedere?')).statusCode).toBe(403);
    const noQuestion = await c.post(STUDENT, '/tech-journey/questions/reply', {
      tj_question_id: '999999',
      text: 'x',
    });
    expect(noQuestion.statusCode).toBe(404);
  });

  it('keeps questions of a locked or unknown resource out of reach (404)', async () => {
    expect((await ask(NEWCOMER, 'Domanda', locked)).statusCode).toBe(404);
    expect((await c.get(NEWCOMER, `/tech-journey/questions/${locked}`)).statusCode).toBe(404);
    expect((await ask(NEWCOMER, 'Domanda', '999999')).statusCode).toBe(404);
  });

  it("deletes only one's own question or reply; another user's is 404", async () => {
    const question = questionSchema.parse((await ask(STUDENT, 'Da cancellare')).json());
    const reply = replySchema.parse(
      (
        await c.post(NEWCOMER, '/tech-journey/questions/reply', {
          tj_question_id: question.id,
          text: 'Risposta',
        })
      ).json(),
    );
    expect((await c.del(STUDENT, `/tech-journey/questions/reply/${reply.id}`)).statusCode).toBe(
      404,
    );
    expect((await c.del(NEWCOMER, `/tech-journey/questions/${question.id}`)).statusCode).toBe(404);
    expect((await c.del(NEWCOMER, `/tech-journey/questions/reply/${reply.id}`)).statusCode).toBe(
      204,
    );
    expect((await c.del(STUDENT, `/tech-journey/questions/${question.id}`)).statusCode).toBe(204);
    expect((await c.del(STUDENT, `/tech-journey/questions/${question.id}`)).statusCode).toBe(404);
    expect((await c.del(STUDENT, '/tech-journey/questions/xyz')).statusCode).toBe(422);
  });

  it('reports a question or a reply once per user; twice is 409', async () => {
    const question = questionSchema.parse((await ask(STUDENT, 'Da segnalare')).json());
    const reply = replySchema.parse(
      (
        await c.post(STUDENT, '/tech-journey/questions/reply', {
          tj_question_id: question.id,
          text: 'Risposta',
        })
      ).json(),
    );
    const reportQuestion = `/tech-journey/questions/report/${question.id}`;
    expect((await c.post(NEWCOMER, reportQuestion)).statusCode).toBe(204);
    const twice = await c.post(NEWCOMER, reportQuestion);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'conflict',
      message: 'Hai già segnalato questa domanda.',
    });
    expect((await c.post(PROFESSOR, reportQuestion)).statusCode).toBe(204);
    const reportReply = `/tech-journey/questions/reply/report/${reply.id}`;
    expect((await c.post(NEWCOMER, reportReply)).statusCode).toBe(204);
    expect((await c.post(NEWCOMER, reportReply)).statusCode).toBe(409);
    expect((await c.post(NEWCOMER, '/tech-journey/questions/report/999999')).statusCode).toBe(404);
    expect((await c.post(VISITOR, reportQuestion)).statusCode).toBe(403);
  });
});
