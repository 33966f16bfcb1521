import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeSchema, navigationSchema } from '#common/api/journey/episode.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { journeyClient, NEWCOMER, PROFESSOR, STUDENT, VISITOR } from './journey-test-helpers.ts';

describe(`resources, next suggestion, exercise completion, navigation (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  const ids: Record<string, string> = {};
  // Media are served from the data directory: a folder of the test's own, not the checkout's.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tj-resources-'));
    t = await createTestApp({ config: { dataDir } });
    c = journeyClient(t);
    for (const key of [
      'terminal-basics-what-is-a-shell',
      'terminal-basics-navigating-folders',
      'terminal-basics-exercise-navigation',
      'terminal-basics-files-and-folders',
      'terminal-basics-final-quiz',
      'git-basics-exercise-first-repository',
    ]) {
      ids[key] = await c.resourceId(key);
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a video lesson with its media url, an exercise with instructions, a quiz with its id', async () => {
    const lesson = episodeSchema.parse(
      (
        await c.get(NEWCOMER, `/tech-journey/resource/${ids['terminal-basics-what-is-a-shell']}`)
      ).json(),
    );
    expect(lesson).toMatchObject({
      type: 'video_lesson',
      entity_id: c.hex('terminal-basics'),
      completed: false,
    });
    expect(lesson.media_url).toMatch(/^\/media\/[a-z0-9-]+\.webm$/);
    // What the content-pack import writes to the media folder: the clip the lesson names.
    const clipName = lesson.media_url!.slice('/media/'.length);
    await mkdir(mediaDirOf({ dataDir }), { recursive: true });
    await copyFile(
      new URL(`../../resources/demo-pack/media/${clipName}`, import.meta.url),
      join(mediaDirOf({ dataDir }), clipName),
    );
    const mediaResponse = await t.app.inject({ method: 'GET', url: lesson.media_url! });
    expect(mediaResponse.statusCode).toBe(200);
    const exercise = episodeSchema.parse(
      (
        await c.get(
          NEWCOMER,
          `/tech-journey/resource/${ids['terminal-basics-exercise-navigation']}`,
        )
      ).json(),
    );
    expect(exercise.instructions).toBeTruthy();
    expect(exercise.media_url).toBeNull();
    const quiz = episodeSchema.parse(
      (await c.get(STUDENT, `/tech-journey/resource/${ids['terminal-basics-final-quiz']}`)).json(),
    );
    expect(quiz).toMatchObject({ type: 'quiz', completed: true });
    expect(quiz.quiz_id).not.toBeNull();
  });

  it('answers a video lesson with the url of its captions when it has some, null otherwise', async () => {
    const id = ids['terminal-basics-what-is-a-shell']!;
    const lesson = async () =>
      episodeSchema.parse((await c.get(NEWCOMER, `/tech-journey/resource/${id}`)).json());
    // The demo pack captions every lesson clip.
    expect((await lesson()).captions_url).toBe('/media/terminale.vtt');
    await t.db.query('UPDATE resources SET captions_file = NULL WHERE id = $1', [id]);
    try {
      expect((await lesson()).captions_url).toBeNull();
    } finally {
      await t.db.query(`UPDATE resources SET captions_file = 'terminale.vtt' WHERE id = $1`, [id]);
    }
  });

  it('answers 404 for a locked or unknown resource, 422 for a malformed id, 401 without session', async () => {
    const locked = `/tech-journey/resource/${ids['git-basics-exercise-first-repository']}`;
    expect((await c.get(NEWCOMER, locked)).statusCode).toBe(404);
    expect((await c.get(VISITOR, locked)).statusCode).toBe(200);
    expect((await c.get(NEWCOMER, '/tech-journey/resource/999999')).statusCode).toBe(404);
    expect((await c.get(NEWCOMER, '/tech-journey/resource/1.5')).statusCode).toBe(422);
    expect((await c.get(null, locked)).statusCode).toBe(401);
  });

  it('suggests the next resource, across entities when the next one is open, else 204', async () => {
    const within = await c.get(
      NEWCOMER,
      `/tech-journey/resource/next/${ids['terminal-basics-what-is-a-shell']}`,
    );
    expect(within.json()).toMatchObject({ id: ids['terminal-basics-navigating-folders'] });
    const lastQuiz = `/tech-journey/resource/next/${ids['terminal-basics-final-quiz']}`;
    // The newcomer has not completed the terminal module: Git is still locked.
    const none = await c.get(NEWCOMER, lastQuiz);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    const across = await c.get(STUDENT, lastQuiz);
    expect(across.statusCode).toBe(200);
    expect(across.json()).toMatchObject({ entity_id: c.hex('git-basics') });
  });

  it('navigates within the entity, across sections', async () => {
    const first = navigationSchema.parse(
      (
        await c.get(
          NEWCOMER,
          `/tech-journey/video-lessons/${ids['terminal-basics-what-is-a-shell']}/navigation`,
        )
      ).json(),
    );
    expect(first.previous).toBeNull();
    expect(first.next?.id).toBe(ids['terminal-basics-navigating-folders']);
    const second = navigationSchema.parse(
      (
        await c.get(
          NEWCOMER,
          `/tech-journey/video-lessons/${ids['terminal-basics-files-and-folders']}/navigation`,
        )
      ).json(),
    );
    expect(second.previous?.id).toBe(ids['terminal-basics-exercise-navigation']);
    const locked = `/tech-journey/video-lessons/${ids['git-basics-exercise-first-repository']}/navigation`;
    expect((await c.get(NEWCOMER, locked)).statusCode).toBe(404);
  });

  it('completes an exercise for students only, once, and nothing but exercises', async () => {
    const exercise = ids['terminal-basics-exercise-navigation']!;
    const path = `/tech-journey/exercises/${exercise}/complete`;
    expect((await c.post(NEWCOMER, path)).statusCode).toBe(204);
    expect((await c.post(NEWCOMER, path)).statusCode).toBe(204);
    const episode = episodeSchema.parse(
      (await c.get(NEWCOMER, `/tech-journey/resource/${exercise}`)).json(),
    );
    expect(episode.completed).toBe(true);
    expect((await c.post(PROFESSOR, path)).statusCode).toBe(403);
    expect((await c.post(VISITOR, path)).statusCode).toBe(403);
    const lesson = `/tech-journey/exercises/${ids['terminal-basics-what-is-a-shell']}/complete`;
    expect((await c.post(NEWCOMER, lesson)).statusCode).toBe(404);
    const locked = `/tech-journey/exercises/${ids['git-basics-exercise-first-repository']}/complete`;
    expect((await c.post(NEWCOMER, locked)).statusCode).toBe(404);
    expect((await c.post(NEWCOMER, '/tech-journey/exercises/abc/complete')).statusCode).toBe(422);
  });
});
