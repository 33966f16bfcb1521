import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  classroomSubscriptionSchema,
  liveCourseSchema,
  nextLiveSchema,
} from '#common/api/live/courses.ts';
import { episodeQuestionSchema, episodeRankSchema } from '#common/api/live/episodes.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const STUDENT = 'studente2@demo.test'; // 4B, which follows the security course
const GIULIA = 'giulia.rossi@demo.test'; // 3A, which follows nothing
const PROFESSOR = 'docente@demo.test';
const HOUR = 3600 * 1000;

describe(`live courses (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  const advance = (ms: number) => {
    clockOffset += ms;
    t.advanceClock(ms);
  };
  const courses = (email: string, path = '/course') =>
    c.get(email, path).then((answer) => z.array(liveCourseSchema).parse(answer.json()));
  let security: z.infer<typeof liveCourseSchema>;
  const classroomId = async (name: string) =>
    (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM classrooms WHERE name = $1', [
        name,
      ])
    )[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    security = (await courses(STUDENT)).find((course) => course.title.startsWith('Sicurezza'))!;
  });
  afterAll(() => t.close());

  it('lists every course to students and professors, marking the ones they follow', async () => {
    expect((await courses(GIULIA)).map((course) => [course.title, course.subscribed])).toEqual([
      ['Cloud e container dal vivo', false],
      ['Sicurezza informatica per tutti', false],
    ]);
    expect((await courses(STUDENT, '/course/student')).map((course) => course.title)).toEqual([
      'Sicurezza informatica per tutti',
    ]);
    expect(await courses(GIULIA, '/course/student')).toEqual([]);
    const professor = await courses(PROFESSOR, '/course/professor');
    expect(professor.find((course) => course.id === security.id)!.subscribed).toBe(true);
    expect(security.authors[0]).toEqual({ name: 'Elisa Martini', headline: 'Security engineer' });
    expect(security.resources[0]).toBe('OWASP Top 10 | https://owasp.org/Top10/it/');
    expect(security.episodes.map((episode) => episodeState(episode, now()))).toEqual([
      'passed',
      'live',
      'upcoming',
    ]);
    expect(security.episodes[0]!.rank).toBeCloseTo(4.67, 2);

    for (const email of ['visitatore@demo.test', 'sorintian@demo.test']) {
      expect((await c.get(email, '/course')).statusCode).toBe(403);
      expect((await c.get(email, '/next-live')).statusCode).toBe(403);
    }
    expect((await c.get(null, '/course')).statusCode).toBe(401);
    expect((await c.get(STUDENT, '/course/professor')).statusCode).toBe(403);
    expect((await c.get(PROFESSOR, '/course/student')).statusCode).toBe(403);
    expect((await c.get(STUDENT, '/course/999999')).statusCode).toBe(404);
    expect((await c.get(STUDENT, '/course/abc')).statusCode).toBe(422);
    const detail = liveCourseSchema.parse(
      (await c.get(STUDENT, `/course/${security.id}/student`)).json(),
    );
    expect(detail).toEqual(security);
  });

  it('gives an episode the url of its captions when it has some, null otherwise', async () => {
    // The demo pack captions every recording.
    expect(security.episodes.map((episode) => episode.captions_url)).toEqual([
      '/media/terminale.vtt',
      '/media/back-end-api.vtt',
      '/media/devops-container.vtt',
    ]);
    const [first] = security.episodes;
    await t.db.query('UPDATE live_episodes SET captions_file = NULL WHERE id = $1', [first!.id]);
    try {
      const detail = liveCourseSchema.parse(
        (await c.get(STUDENT, `/course/${security.id}/student`)).json(),
      );
      expect(detail.episodes.map((episode) => episode.captions_url)).toEqual([
        null,
        '/media/back-end-api.vtt',
        '/media/devops-container.vtt',
      ]);
    } finally {
      await t.db.query(`UPDATE live_episodes SET captions_file = 'terminale.vtt' WHERE id = $1`, [
        first!.id,
      ]);
    }
  });

  it('gives a course the path of its thumbnail when it has one, null otherwise', async () => {
    // The demo pack gives the security course its padlock; the cloud course has none.
    const all = await courses(STUDENT);
    expect(all.map((course) => [course.title, course.thumbnail_path])).toEqual([
      ['Cloud e container dal vivo', null],
      ['Sicurezza informatica per tutti', '/media/sicurezza-informatica.png'],
    ]);
  });

  it('answers the next live: the running episode, then the next one; 204 when there is none', async () => {
    const live = nextLiveSchema.parse((await c.get(STUDENT, '/next-live')).json());
    expect(live).toMatchObject({ episode_id: security.episodes[1]!.id, scope: 'live' });
    expect((await c.get(GIULIA, '/next-live')).statusCode).toBe(204);
    advance(2 * HOUR);
    const before = c;
    c = signedInClient(t, '/api/live'); // the tokens signed two hours ago have expired
    try {
      const next = nextLiveSchema.parse((await c.get(STUDENT, '/next-live')).json());
      expect(next).toMatchObject({ episode_id: security.episodes[2]!.id, scope: 'upcoming' });
      const [, second] = (await courses(STUDENT)).find(
        (course) => course.id === security.id,
      )!.episodes;
      expect(episodeState(second!, now())).toBe('passed');
    } finally {
      advance(-2 * HOUR);
      c = before;
    }
  });

  it('lets a professor subscribe and unsubscribe their own active classrooms only', async () => {
    const room3A = await classroomId('3A Informatica');
    const archived = await classroomId('5A Informatica 2024/25');
    const state = async () =>
      z
        .array(classroomSubscriptionSchema)
        .parse((await c.get(PROFESSOR, `/course/subscription/${security.id}`)).json())
        .map((row) => [row.name, row.subscribed]);
    expect(await state()).toEqual([
      ['3A Informatica', false],
      ['4B Informatica', true],
    ]);
    const empty = await c.put(PROFESSOR, '/course/subscription', {
      courseid: security.id,
      classrooms: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details.classrooms).toBe('Scegli almeno una classe.');
    const foreign = await c.put(PROFESSOR, '/course/subscription', {
      courseid: security.id,
      classrooms: [room3A, archived],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await state()).toEqual([
      ['3A Informatica', false],
      ['4B Informatica', true],
    ]);
    const otherProfessor = await c.put('admin@demo.test', '/course/subscription', {
      courseid: security.id,
      classrooms: [room3A],
    });
    expect(otherProfessor.statusCode).toBe(404);

    // Giulia asks first; the professor sees the request on her classroom.
    const asked = await c.post(GIULIA, `/course/subscription/request?course_id=${security.id}`);
    expect(asked.statusCode).toBe(204);
    const requests = z
      .array(classroomSubscriptionSchema)
      .parse((await c.get(PROFESSOR, `/course/subscription/${security.id}`)).json());
    expect(requests.find((row) => row.classroom_id === room3A)!.requests).toBe(1);
    expect(
      (await c.post(STUDENT, `/course/subscription/request?course_id=${security.id}`)).statusCode,
    ).toBe(409);
    expect(
      (
        await c.post(
          'tommaso.galli@demo.test',
          `/course/subscription/request?course_id=${security.id}`,
        )
      ).statusCode,
    ).toBe(422);

    const subscribed = await c.put(PROFESSOR, '/course/subscription', {
      courseid: security.id,
      classrooms: [room3A, room3A],
    });
    expect(subscribed.statusCode).toBe(200);
    const told = await t.db.query<{ text: string; link: string }>(
      `SELECT n.text, n.link FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.email = $1 AND n.event_key LIKE 'live-course:%'`,
      [GIULIA],
    );
    expect(told).toEqual([
      {
        text: 'La tua classe segue ora il corso live «Sicurezza informatica per tutti»: lo trovi in I miei corsi.',
        link: `/live?course=${security.id}`,
      },
    ]);
    expect((await courses(GIULIA, '/course/student')).map((course) => course.id)).toEqual([
      security.id,
    ]);
    const removed = await c.put(PROFESSOR, '/course/unsubscribe', {
      courseid: security.id,
      classroomid: room3A,
    });
    expect(z.array(classroomSubscriptionSchema).parse(removed.json())[0]).toMatchObject({
      name: '3A Informatica',
      subscribed: false,
    });
    expect(await courses(GIULIA, '/course/student')).toEqual([]);
    expect(
      (await c.put(STUDENT, '/course/unsubscribe', { courseid: security.id, classroomid: room3A }))
        .statusCode,
    ).toBe(403);
  });

  it('takes one changeable vote per student on started episodes of followed courses', async () => {
    const [passed, running, upcoming] = security.episodes;
    const vote = (email: string, episodeid: string, value: unknown) =>
      c.post(email, '/rank', { episodeid, vote: value });
    const first = episodeRankSchema.parse((await vote(STUDENT, running!.id, 4)).json());
    expect(first).toEqual({ episode_id: running!.id, average: 4, votes: 1 });
    const changed = episodeRankSchema.parse((await vote(STUDENT, running!.id, 2)).json());
    expect(changed).toEqual({ episode_id: running!.id, average: 2, votes: 1 });
    expect((await c.get(STUDENT, `/rank/my?episodeid=${running!.id}`)).json()).toEqual({ vote: 2 });
    expect((await c.get(STUDENT, `/rank/my?episodeid=${passed!.id}`)).json()).toEqual({
      vote: null,
    });
    const early = await vote(STUDENT, upcoming!.id, 5);
    expect(early.statusCode).toBe(422);
    expect(early.json().details.vote).toBe('Puoi votare un episodio solo dopo che è iniziato.');
    expect((await vote(STUDENT, passed!.id, 6)).statusCode).toBe(422);
    expect((await vote(STUDENT, passed!.id, 2.5)).statusCode).toBe(422);
    expect((await vote(GIULIA, passed!.id, 5)).statusCode).toBe(404);
    expect((await vote(PROFESSOR, passed!.id, 5)).statusCode).toBe(403);
    const ranks = z
      .array(episodeRankSchema)
      .parse((await c.get(GIULIA, `/rank?courseid=${security.id}`)).json());
    expect(ranks.map((rank) => rank.votes)).toEqual([3, 1, 0]);
  });

  it('keeps questions and their replies per episode; only followers and professors write', async () => {
    const episode = security.episodes[1]!.id;
    const asked = await c.post(STUDENT, '/episode/question', {
      episode_id: episode,
      text: '  Come si riconosce un link falso?  ',
    });
    expect(asked.statusCode).toBe(201);
    const question = episodeQuestionSchema.parse(asked.json());
    expect(question.text).toBe('Come si riconosce un link falso?');
    const reply = await c.post(PROFESSOR, '/episode/question', {
      episode_id: episode,
      main_question_id: question.id,
      text: 'Passa il mouse sopra il link e leggi il dominio.',
    });
    expect(reply.statusCode).toBe(201);
    const replyToReply = await c.post(STUDENT, '/episode/question', {
      episode_id: episode,
      main_question_id: reply.json().id,
      text: 'Grazie!',
    });
    expect(replyToReply.statusCode).toBe(404);
    expect(
      (await c.post(GIULIA, '/episode/question', { episode_id: episode, text: 'Ciao' })).statusCode,
    ).toBe(404);
    expect(
      (await c.post(STUDENT, '/episode/question', { episode_id: episode, text: '   ' })).statusCode,
    ).toBe(422);

    const list = z
      .array(episodeQuestionSchema)
      .parse((await c.get(GIULIA, `/episode/question?episode_id=${episode}`)).json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: question.id,
      own: false,
      author: { name: 'Sara Colombo' },
    });
    expect(list[0]!.replies.map((r) => [r.text, r.author.name])).toEqual([
      ['Passa il mouse sopra il link e leggi il dominio.', 'Paola Ferrari'],
    ]);
    expect((await c.get(STUDENT, '/episode/question?episode_id=999999')).statusCode).toBe(404);
  });
});
