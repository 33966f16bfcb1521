import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportedPostSchema } from '#common/api/moderation/moderation.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const ADMIN = 'admin@demo.test';
const AUTHOR = 'studente2@demo.test';
const REPORTERS = ['matteo.romano@demo.test', 'lorenzo.bruno@demo.test'];
const REPORTS = '/tech-journey/moderation/reports';

describe(`moderation of reported questions and replies (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let resource: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
    resource = (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM resources WHERE key = $1', [
        'terminal-basics-exercise-navigation',
      ])
    )[0]!.id;
  });
  afterAll(() => t.close());

  const questionsSeenBy = async (email: string) =>
    (await c.get(email, `/tech-journey/questions/${resource}`)).json() as Array<{
      id: string;
      replies: Array<{ id: string }>;
    }>;
  const moderationNotices = async () =>
    (
      await t.db.query<{ text: string }>(
        `SELECT n.text FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE u.email = $1 AND (n.event_key LIKE 'hidden:%' OR n.event_key LIKE 'restored:%')
          ORDER BY n.id`,
        [AUTHOR],
      )
    ).map((row) => row.text);

  it('lists reported posts to admins only, hides one from everyone, tells its author, and restores it', async () => {
    const asked = await c.post(AUTHOR, '/tech-journey/questions', {
      resource_id: resource,
      text: 'Testo offensivo da moderare',
    });
    const question = asked.json().id as string;
    for (const email of REPORTERS) {
      expect((await c.post(email, `/tech-journey/questions/report/${question}`)).statusCode).toBe(
        204,
      );
    }
    for (const email of [AUTHOR, 'docente@demo.test', 'sorintian@demo.test']) {
      expect((await c.get(email, REPORTS)).statusCode).toBe(403);
      const hide = await c.put(email, `/tech-journey/moderation/question/${question}`, {
        hidden: true,
      });
      expect(hide.statusCode).toBe(403);
    }

    const listed = z.array(reportedPostSchema).parse((await c.get(ADMIN, REPORTS)).json());
    const entry = listed.find((post) => post.kind === 'question' && post.id === question)!;
    expect(entry).toMatchObject({
      text: 'Testo offensivo da moderare',
      author: { name: 'Sara Colombo' },
      reports: 2,
      hidden_at: null,
      question_text: null,
    });
    expect(entry.resource.link).toMatch(
      new RegExp(`^/module-detail/[0-9a-f]{24}/episode-detail/${resource}$`),
    );

    const hide = () =>
      c.put(ADMIN, `/tech-journey/moderation/question/${question}`, { hidden: true });
    const hidden = await hide();
    expect(hidden.statusCode).toBe(200);
    expect(reportedPostSchema.parse(hidden.json()).hidden_at).not.toBeNull();
    expect((await hide()).statusCode).toBe(200);
    for (const email of [AUTHOR, REPORTERS[0]!]) {
      expect((await questionsSeenBy(email)).some((q) => q.id === question)).toBe(false);
    }
    const replyToHidden = await c.post(REPORTERS[0]!, '/tech-journey/questions/reply', {
      tj_question_id: question,
      text: 'Rispondo lo stesso.',
    });
    expect(replyToHidden.statusCode).toBe(404);
    expect(await moderationNotices()).toEqual([
      'La tua domanda «Testo offensivo da moderare» è stata nascosta dalla moderazione perché segnalata.',
    ]);

    const restored = await c.put(ADMIN, `/tech-journey/moderation/question/${question}`, {
      hidden: false,
    });
    expect(reportedPostSchema.parse(restored.json()).hidden_at).toBeNull();
    expect((await questionsSeenBy(REPORTERS[1]!)).some((q) => q.id === question)).toBe(true);
    expect((await moderationNotices()).at(-1)).toBe(
      'La tua domanda «Testo offensivo da moderare» è di nuovo visibile.',
    );
  });

  it('hides a reported reply and leaves its question in place', async () => {
    const question = (
      await c.post(REPORTERS[0]!, '/tech-journey/questions', {
        resource_id: resource,
        text: 'Come si torna alla cartella precedente?',
      })
    ).json().id as string;
    const reply = (
      await c.post(AUTHOR, '/tech-journey/questions/reply', {
        tj_question_id: question,
        text: 'Risposta fuori luogo',
      })
    ).json().id as string;
    expect(
      (await c.post(REPORTERS[1]!, `/tech-journey/questions/reply/report/${reply}`)).statusCode,
    ).toBe(204);
    const hidden = await c.put(ADMIN, `/tech-journey/moderation/reply/${reply}`, { hidden: true });
    expect(reportedPostSchema.parse(hidden.json())).toMatchObject({
      kind: 'reply',
      question_text: 'Come si torna alla cartella precedente?',
      reports: 1,
    });
    const seen = (await questionsSeenBy(REPORTERS[1]!)).find((q) => q.id === question)!;
    expect(seen.replies.map((r) => r.id)).not.toContain(reply);
    expect(
      (await c.post(REPORTERS[0]!, `/tech-journey/questions/reply/report/${reply}`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for posts nobody reported or that do not exist, 422 for bad input', async () => {
    const unreported = (
      await c.post(AUTHOR, '/tech-journey/questions', { resource_id: resource, text: 'Tutto ok' })
    ).json().id as string;
    const put = (path: string, body: object) =>
      c.put(ADMIN, `/tech-journey/moderation/${path}`, body);
    expect((await put(`question/${unreported}`, { hidden: true })).statusCode).toBe(404);
    expect((await questionsSeenBy(REPORTERS[0]!)).some((q) => q.id === unreported)).toBe(true);
    expect((await put('question/999999', { hidden: true })).statusCode).toBe(404);
    expect((await put(`post/${unreported}`, { hidden: true })).statusCode).toBe(422);
    const noFlag = await put(`question/${unreported}`, {});
    expect(noFlag.statusCode).toBe(422);
    expect(noFlag.json().details.hidden).toBe('Indica se nascondere o ripristinare.');
  });
});
