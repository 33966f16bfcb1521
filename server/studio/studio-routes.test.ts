import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  studioItemStateSchema,
  studioMediaSchema,
  studioPackSummarySchema,
  studioPublishResultSchema,
  studioWorkspaceSchema,
} from '#common/api/studio/studio.ts';
import { PACK_MEDIA_NAME } from '#common/content-pack/limits.ts';
import { multipartFile } from '../classrooms/upload-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { DEMO_PACK_DIR } from '../content-packs/demo-pack.ts';

const ADMIN = 'admin@demo.test';
const DOCENTE = 'docente@demo.test';
const STUDENT = 'studente2@demo.test';
const BASE = '/tech-journey/studio';
const LOCAL = `${BASE}/packs/local`;
const DEMO = `${BASE}/packs/tech-journey-demo`;

/** A module of the school's own level, complete but for what each test leaves out. */
function studioModule(resources: unknown[]) {
  return {
    key: 'studio-git',
    type: 'module',
    title: 'Git in laboratorio',
    description: '<p>Il <strong>primo</strong> modulo scritto nello studio.</p>',
    pcto_minutes: 30,
    points: 10,
    tags: ['git'],
    num_badges: 1,
    certificate: false,
    sections: [{ title: 'Per cominciare', resources }],
  };
}

const quizResource = (right: boolean) => ({
  key: 'studio-git-quiz',
  type: 'quiz',
  title: 'Quiz su Git',
  description: '',
  quiz: {
    kind: 'quiz',
    pass_percentage: 50,
    questions: [
      {
        text: 'Quale comando crea un repository?',
        type: 'single_answer',
        explanation: '',
        answers: [
          { text: 'git init', correct: right },
          { text: 'git push', correct: false },
        ],
      },
    ],
  },
});

describe(`studio routes (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tj-studio-routes-'));
    t = await createTestApp({ config: { dataDir } });
    // The test seed writes no media; a started server has the demo pack's.
    await cp(join(DEMO_PACK_DIR, 'media'), join(dataDir, 'media'), {
      recursive: true,
      filter: (source) => !/\.(md|sh)$/.test(source),
    });
    c = signedInClient(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const save = (email: string, pack: string, payload: object) =>
    c.put(email, `${pack}/items`, payload);
  const state = (answer: { json: () => unknown }) => studioItemStateSchema.parse(answer.json());
  const workspace = async (email: string, pack = LOCAL) => {
    const answer = await c.get(email, pack);
    expect(answer.statusCode).toBe(200);
    return studioWorkspaceSchema.parse(answer.json());
  };
  const upload = async (email: string, name: string, content: string) => {
    const { payload, headers } = multipartFile(name, content);
    return c.call('POST', email, `${BASE}/media`, payload, headers);
  };
  const draftCount = async () =>
    Number(
      (await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM studio_drafts'))[0]!.n,
    );

  it('answers 403 to everyone who is neither an admin nor a course editor, and writes nothing', async () => {
    // The demo makes docente an editor of the security course: without it, docente is nobody.
    expect(
      (await c.put(ADMIN, `${BASE}/live-courses/live-security/editors`, { emails: [] })).json(),
    ).toEqual([]);
    for (const email of [DOCENTE, STUDENT]) {
      expect((await c.get(email, `${BASE}/packs`)).statusCode).toBe(403);
      expect((await c.get(email, LOCAL)).statusCode).toBe(403);
      const level = { key: 'x', title: 'X', order_num: 50, entity_keys: [] };
      expect(
        (await save(email, LOCAL, { kind: 'level', key: 'x', revision: 0, item: level }))
          .statusCode,
      ).toBe(403);
      expect(
        (await c.post(email, `${LOCAL}/undo`, { kind: 'level', key: 'x', revision: 1 })).statusCode,
      ).toBe(403);
      expect((await c.post(email, `${LOCAL}/publish`, {})).statusCode).toBe(403);
      expect((await upload(email, 'a.vtt', 'WEBVTT\n')).statusCode).toBe(403);
      expect(
        (await c.put(email, `${BASE}/live-courses/live-security/editors`, { emails: [] }))
          .statusCode,
      ).toBe(403);
    }
    expect(await draftCount()).toBe(0);
  });

  it('lists the packs for an admin and shows the demo pack as published, with nothing to fix', async () => {
    const packs = studioPackSummarySchema
      .array()
      .parse((await c.get(ADMIN, `${BASE}/packs`)).json());
    expect(packs.map((pack) => pack.key)).toEqual(['local', 'tech-journey-demo']);
    const demo = await workspace(ADMIN, DEMO);
    expect(demo.draft.levels.map((level) => level.key)).toContain('level-basics');
    expect(demo.items).toEqual([]);
    expect(demo.problems).toEqual([]);
    expect((await c.get(ADMIN, `${BASE}/packs/no-such-pack`)).statusCode).toBe(404);
  });

  it('builds a module in drafts: students see nothing until it is published, the checklist says what is missing', async () => {
    const level = {
      key: 'studio-level',
      title: 'Laboratorio',
      order_num: 40,
      entity_keys: ['studio-git'],
    };
    expect(
      state(
        await save(ADMIN, LOCAL, { kind: 'level', key: 'studio-level', revision: 0, item: level }),
      ),
    ).toMatchObject({ revision: 1, state: 'new', updated_by: 'Roberto Gallo' });
    const bad = await save(ADMIN, LOCAL, {
      kind: 'entity',
      key: 'studio-git',
      revision: 0,
      item: { ...studioModule([]), title: ' ' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details)).toContain('title');
    expect(
      (
        await save(ADMIN, LOCAL, {
          kind: 'entity',
          key: 'studio-git',
          revision: 0,
          item: studioModule([]),
        })
      ).statusCode,
    ).toBe(200);

    let draft = await workspace(ADMIN);
    expect(draft.draft.levels.find((l) => l.key === 'studio-level')?.entity_keys).toEqual([
      'studio-git',
    ]);
    expect(draft.problems).toContainEqual(
      expect.objectContaining({
        kind: 'entity',
        key: 'studio-git',
        place: 'sections[0].resources',
      }),
    );
    const refused = await c.post(ADMIN, `${LOCAL}/publish`, {});
    expect(refused.statusCode).toBe(422);
    expect((await t.db.query("SELECT 1 FROM entities WHERE key = 'studio-git'")).length).toBe(0);

    // A lesson whose video was never uploaded, and a quiz without a right answer.
    const lesson = {
      key: 'studio-git-lesson',
      type: 'video_lesson',
      title: 'Che cos’è Git',
      description: '',
      duration_seconds: 0,
    };
    expect(
      (
        await save(ADMIN, LOCAL, {
          kind: 'entity',
          key: 'studio-git',
          revision: 1,
          item: studioModule([lesson, quizResource(false)]),
        })
      ).statusCode,
    ).toBe(200);
    draft = await workspace(ADMIN);
    const messages = draft.problems.filter((p) => p.key === 'studio-git').map((p) => p.place);
    expect(messages).toEqual(
      expect.arrayContaining([
        'sections[0].resources[0].media',
        'sections[0].resources[1].quiz.questions[0].answers',
      ]),
    );

    const video = await upload(ADMIN, 'Che cos’è Git.webm', 'video bytes');
    expect(video.statusCode).toBe(200);
    const { name } = studioMediaSchema.parse(video.json());
    expect(name).toMatch(PACK_MEDIA_NAME);
    expect(name).toMatch(/^che-cos-e-git-[0-9a-f]{8}\.webm$/);
    expect(await readFile(join(dataDir, 'media', name), 'utf8')).toBe('video bytes');
    const captions = studioMediaSchema.parse(
      (await upload(ADMIN, 'git.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nCiao\n')).json(),
    );
    const complete = studioModule([
      { ...lesson, duration_seconds: 95, media: name, captions: captions.name },
      quizResource(true),
    ]);
    expect(
      (await save(ADMIN, LOCAL, { kind: 'entity', key: 'studio-git', revision: 2, item: complete }))
        .statusCode,
    ).toBe(200);
    expect((await workspace(ADMIN)).problems).toEqual([]);

    const published = await c.post(ADMIN, `${LOCAL}/publish`, {});
    expect(published.statusCode).toBe(200);
    const result = studioPublishResultSchema.parse(published.json());
    expect(result.added.map((item) => item.key)).toEqual(
      expect.arrayContaining([
        'studio-level',
        'studio-git',
        'studio-git-lesson',
        'studio-git-quiz',
      ]),
    );
    const [row] = await t.db.query<{ pack_key: string; description: string }>(
      "SELECT pack_key, description FROM entities WHERE key = 'studio-git'",
    );
    expect(row).toMatchObject({ pack_key: 'local', description: complete.description });
    const [record] = await t.db.query<{ source: string }>(
      "SELECT source FROM content_pack_imports WHERE pack_key = 'local'",
    );
    expect(record?.source).toBe('studio');
    expect(await draftCount()).toBe(0);
    expect((await workspace(ADMIN)).last_published?.by).toBe('Roberto Gallo');
  });

  it('refuses a save over a newer revision with the other author’s name, and undoes one’s own last change', async () => {
    const current = (await workspace(ADMIN)).draft.entities.find((e) => e.key === 'studio-git')!;
    const first = state(
      await save(ADMIN, LOCAL, {
        kind: 'entity',
        key: 'studio-git',
        revision: 0,
        item: { ...current, title: 'Git, prima prova' },
      }),
    );
    expect(first).toMatchObject({ revision: 1, state: 'changed', can_undo: true });
    const stale = await save(ADMIN, LOCAL, {
      kind: 'entity',
      key: 'studio-git',
      revision: 0,
      item: { ...current, title: 'Un’altra versione' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Roberto Gallo');
    expect((await workspace(ADMIN)).draft.entities.find((e) => e.key === 'studio-git')?.title).toBe(
      'Git, prima prova',
    );

    expect(
      (await c.post(ADMIN, `${LOCAL}/undo`, { kind: 'entity', key: 'studio-git', revision: 5 }))
        .statusCode,
    ).toBe(409);
    expect(
      state(
        await c.post(ADMIN, `${LOCAL}/undo`, { kind: 'entity', key: 'studio-git', revision: 1 }),
      ),
    ).toMatchObject({ revision: 0, state: 'published' });
    expect(await draftCount()).toBe(0);
  });

  it('publishes a fixed question as a new quiz version and retires a module while keeping its rows', async () => {
    const current = (await workspace(ADMIN)).draft.entities.find((e) => e.key === 'studio-git')!;
    const [before] = await t.db.query<{ version: number }>(
      "SELECT q.version FROM quizzes q JOIN resources r ON r.id = q.resource_id WHERE r.key = 'studio-git-quiz'",
    );
    const fixed = structuredClone(current);
    const quiz = fixed.sections[0]!.resources[1]!;
    if (quiz.type !== 'quiz') throw new Error('the module ends with its quiz');
    quiz.quiz.questions[0]!.text = 'Quale comando crea un nuovo repository Git?';
    expect(
      (await save(ADMIN, LOCAL, { kind: 'entity', key: 'studio-git', revision: 0, item: fixed }))
        .statusCode,
    ).toBe(200);
    expect((await c.post(ADMIN, `${LOCAL}/publish`, {})).statusCode).toBe(200);
    const [after] = await t.db.query<{ version: number }>(
      "SELECT q.version FROM quizzes q JOIN resources r ON r.id = q.resource_id WHERE r.key = 'studio-git-quiz'",
    );
    expect(Number(after!.version)).toBe(Number(before!.version) + 1);

    const level = (await workspace(ADMIN)).draft.levels.find((l) => l.key === 'studio-level')!;
    expect(
      (
        await save(ADMIN, LOCAL, {
          kind: 'level',
          key: 'studio-level',
          revision: 0,
          item: { ...level, entity_keys: [] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await save(ADMIN, LOCAL, { kind: 'level', key: 'studio-level', revision: 1, item: null }))
        .statusCode,
    ).toBe(200);
    expect((await c.post(ADMIN, `${LOCAL}/publish`, {})).statusCode).toBe(200);
    const rows = await t.db.query<{ retired: boolean }>(
      "SELECT retired_at IS NOT NULL AS retired FROM entities WHERE key = 'studio-git'",
    );
    expect(rows).toEqual([{ retired: true }]);
  });

  it('refuses to publish a draft whose published item an import changed meanwhile', async () => {
    const demo = await workspace(ADMIN, DEMO);
    const entity = demo.draft.entities.find((e) => e.key === demo.draft.levels[0]!.entity_keys[0])!;
    expect(
      (
        await save(ADMIN, DEMO, {
          kind: 'entity',
          key: entity.key,
          revision: 0,
          item: { ...entity, points: entity.points + 1 },
        })
      ).statusCode,
    ).toBe(200);
    await t.db.query('UPDATE entities SET title = $2 WHERE key = $1', [
      entity.key,
      `${entity.title} (importato)`,
    ]);
    const answer = await c.post(ADMIN, `${DEMO}/publish`, {});
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('cambiato');
    await t.db.query('UPDATE entities SET title = $2 WHERE key = $1', [entity.key, entity.title]);
    expect(
      (await c.post(ADMIN, `${DEMO}/undo`, { kind: 'entity', key: entity.key, revision: 1 }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a course editor schedule episodes of their course and nothing else', async () => {
    const unknown = await c.put(ADMIN, `${BASE}/live-courses/live-security/editors`, {
      emails: ['nessuno@demo.test'],
    });
    expect(unknown.statusCode).toBe(422);
    const named = await c.put(ADMIN, `${BASE}/live-courses/live-security/editors`, {
      emails: [DOCENTE],
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual([
      expect.objectContaining({ course_key: 'live-security', name: 'Paola Ferrari' }),
    ]);

    const packs = studioPackSummarySchema
      .array()
      .parse((await c.get(DOCENTE, `${BASE}/packs`)).json());
    expect(packs).toEqual([
      expect.objectContaining({ key: 'tech-journey-demo', access: 'course_author' }),
    ]);
    const mine = await workspace(DOCENTE, DEMO);
    expect(mine.draft.levels).toEqual([]);
    expect(mine.draft.live_courses.map((course) => course.key)).toEqual(['live-security']);
    expect((await c.get(DOCENTE, LOCAL)).statusCode).toBe(404);

    const course = mine.draft.live_courses[0]!;
    const episode = {
      key: 'live-security-studio',
      title: 'Password e passkey',
      description: '',
      starts_at: '2027-01-12T15:00:00+01:00',
      minutes: 60,
      youtube_id: 'dQw4w9WgXcQ',
    };
    const overlapping = {
      ...episode,
      key: 'live-security-studio-2',
      title: 'Domande e risposte',
      starts_at: '2027-01-12T15:30:00+01:00',
    };
    const retitled = await save(DOCENTE, DEMO, {
      kind: 'live_course',
      key: 'live-security',
      revision: 0,
      item: { ...course, title: 'Altro titolo' },
    });
    expect(retitled.statusCode).toBe(422);
    expect(
      (
        await save(DOCENTE, DEMO, {
          kind: 'live_course',
          key: 'live-cloud',
          revision: 0,
          item: course,
        })
      ).statusCode,
    ).toBe(404);
    const entityKey = (await workspace(ADMIN, DEMO)).draft.entities[0]!.key;
    expect(
      (await save(DOCENTE, DEMO, { kind: 'entity', key: entityKey, revision: 0, item: {} }))
        .statusCode,
    ).toBe(404);

    expect(
      (
        await save(DOCENTE, DEMO, {
          kind: 'live_course',
          key: 'live-security',
          revision: 0,
          item: { ...course, episodes: [...course.episodes, episode, overlapping] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await workspace(DOCENTE, DEMO)).warnings).toEqual([
      expect.objectContaining({
        kind: 'live_course',
        key: 'live-security',
        message: expect.stringContaining('si sovrappone'),
      }),
    ]);
    expect(
      (await t.db.query("SELECT 1 FROM live_episodes WHERE key = 'live-security-studio'")).length,
    ).toBe(0);
    const published = await c.post(DOCENTE, `${DEMO}/publish`, {
      items: [{ kind: 'live_course', key: 'live-security' }],
    });
    expect(published.statusCode).toBe(200);
    const [row] = await t.db.query<{ starts_at: Date; ends_at: Date }>(
      "SELECT starts_at, ends_at FROM live_episodes WHERE key = 'live-security-studio'",
    );
    expect(new Date(row!.starts_at).toISOString()).toBe('2027-01-12T14:00:00.000Z');
    expect(new Date(row!.ends_at).getTime() - new Date(row!.starts_at).getTime()).toBe(3_600_000);
  });

  it('sets an uploaded recording’s length in the studio and publishes it; refuses it with YouTube', async () => {
    const read = await workspace(ADMIN, DEMO);
    const course = read.draft.live_courses.find((item) => item.key === 'live-security')!;
    // The studio shows what the demo pack declares.
    expect(course.episodes.slice(0, 3).map((episode) => episode.duration_seconds)).toEqual([
      15, 14, 13,
    ]);
    const revision =
      read.items.find((item) => item.kind === 'live_course' && item.key === 'live-security')
        ?.revision ?? 0;
    const withLength = (episode: (typeof course.episodes)[number], index: number) =>
      index === 0 ? { ...episode, duration_seconds: 2850 } : episode;

    const onYouTube = await save(ADMIN, DEMO, {
      kind: 'live_course',
      key: 'live-security',
      revision,
      item: {
        ...course,
        episodes: course.episodes.map((episode, index) =>
          index === 1
            ? { ...withLength(episode, 0), video: undefined, youtube_id: 'dQw4w9WgXcQ' }
            : episode,
        ),
      },
    });
    expect(onYouTube.statusCode).toBe(422);
    expect(JSON.stringify(onYouTube.json())).toContain('episodes[1].duration_seconds');

    expect(
      (
        await save(ADMIN, DEMO, {
          kind: 'live_course',
          key: 'live-security',
          revision,
          item: { ...course, episodes: course.episodes.map(withLength) },
        })
      ).statusCode,
    ).toBe(200);
    const published = await c.post(ADMIN, `${DEMO}/publish`, {
      items: [{ kind: 'live_course', key: 'live-security' }],
    });
    expect(published.statusCode).toBe(200);
    const rows = await t.db.query<{ key: string; recording_seconds: number | null }>(
      `SELECT key, recording_seconds FROM live_episodes
        WHERE key IN ('live-security-episode-1', 'live-security-episode-2') ORDER BY key`,
    );
    expect(rows.map((row) => [row.key, Number(row.recording_seconds)])).toEqual([
      ['live-security-episode-1', 2850],
      ['live-security-episode-2', 14],
    ]);
  });

  it('refuses media of other kinds and captions that are not WebVTT', async () => {
    expect((await upload(ADMIN, 'virus.exe', 'MZ')).statusCode).toBe(422);
    expect((await upload(ADMIN, 'captions.vtt', 'not captions')).statusCode).toBe(422);
    expect((await upload(ADMIN, 'empty.mp4', '')).statusCode).toBe(422);
  });
});
