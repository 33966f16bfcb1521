import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import {
  exportPack,
  importPack,
  listImports,
  openPackFile,
  PackRefused,
  planImport,
} from './content-pack-service.ts';
import { DEMO_PACK_DIR, demoManifest } from './demo-pack.ts';
import { schoolManifest, SCHOOL_MEDIA, writePackFolder, zipPackFile } from './pack-test-helpers.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

async function importFolder(
  t: TestDatabase,
  manifest: unknown,
  mediaDir: string,
  media = SCHOOL_MEDIA,
) {
  const pack = await openPackFile(await writePackFolder(manifest, media));
  try {
    return await importPack(t.db, pack, { mediaDir, importedBy: null, now: NOW });
  } finally {
    await pack.close();
  }
}

async function contentVersion(t: TestDatabase): Promise<string> {
  const [row] = await t.db.query<{ v: string }>('SELECT version::text AS v FROM content_version');
  return row!.v;
}

/** What students did, counted: an import must never change any of it. */
async function studentRecords(t: TestDatabase): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM resource_progress)::int AS resources,
            (SELECT count(*) FROM entity_progress)::int AS entities,
            (SELECT coalesce(sum(points), 0) FROM user_points)::int AS points,
            (SELECT count(*) FROM quiz_attempts)::int AS attempts,
            (SELECT count(*) FROM attempt_answers)::int AS answers,
            (SELECT count(*) FROM live_attendance)::int AS attendance,
            (SELECT count(*) FROM live_quiz_attempts)::int AS live_attempts,
            (SELECT count(*) FROM questions)::int AS questions`,
  );
  return row!;
}

async function readZipManifest(
  path: string,
): Promise<{ manifest: ContentPackManifest; files: string[] }> {
  const zip = await JSZip.loadAsync(await readFile(path));
  const manifest = JSON.parse(
    await zip.file('manifest.json')!.async('string'),
  ) as ContentPackManifest;
  return {
    manifest,
    files: Object.keys(zip.files)
      .filter((name) => !name.endsWith('/'))
      .sort(),
  };
}

async function exportTo(t: TestDatabase, mediaDir: string, packKey?: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'tj-export-')), 'export.zip');
  await exportPack(t.db, { mediaDir, now: NOW, packKey }, createWriteStream(path));
  return path;
}

describe(`content pack import (${TEST_ENGINE})`, () => {
  let t: TestDatabase;
  let mediaDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrate(t.db);
    mediaDir = await mkdtemp(join(tmpdir(), 'tj-media-'));
    await seedIfEmpty(t.db, NOW, { mediaDir });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('seeded the demo pack like any pack: its media in the media folder, its import recorded', async () => {
    const media = (await readdir(mediaDir)).filter((name) => name.endsWith('.webm'));
    expect(media.length).toBeGreaterThan(0);
    expect(await readdir(join(mediaDir, '.incoming'))).toEqual([]);
    const [record] = await listImports(t.db);
    expect(record).toMatchObject({ pack_key: 'tech-journey-demo', imported_by: null });
    expect(record!.added).toBeGreaterThan(50);
  });

  it('re-importing the demo pack changes nothing', async () => {
    const before = await contentVersion(t);
    const pack = await openPackFile(DEMO_PACK_DIR);
    const result = await importPack(t.db, pack, { mediaDir, importedBy: null, now: NOW });
    expect(result).toMatchObject({ imported: false, added: [], changed: [], retired: [] });
    expect(await contentVersion(t)).toBe(before);
    expect(await listImports(t.db)).toHaveLength(1);
  });

  it('dry-runs a school pack, then imports it: shown at once, media in place, twice is once', async () => {
    const pack = await openPackFile(await writePackFolder(schoolManifest()));
    const plan = await planImport(t.db, pack, NOW);
    expect(plan.added.map((item) => `${item.kind}:${item.key}`)).toEqual(
      expect.arrayContaining([
        'level:rossi-livello-1',
        'entity:rossi-arduino',
        'resource:rossi-arduino-quiz',
        'collection:rossi-percorso-maker',
        'live_course:rossi-live',
        'episode:rossi-live-1',
        'live_quiz:rossi-live-quiz',
      ]),
    );
    expect(plan.changed).toEqual([]);
    expect(plan.retired).toEqual([]);
    expect(plan.media).toEqual({
      files: 2,
      bytes: SCHOOL_MEDIA['arduino.webm']!.length + SCHOOL_MEDIA['arduino.vtt']!.length,
    });
    // A dry run writes nothing.
    const [none] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM entities WHERE key = 'rossi-arduino'",
    );
    expect(none!.n).toBe(0);

    const before = await contentVersion(t);
    const result = await importFolder(t, schoolManifest(), mediaDir);
    expect(result.imported).toBe(true);
    expect(await contentVersion(t)).not.toBe(before);
    expect(await readFile(join(mediaDir, 'arduino.webm'))).toEqual(SCHOOL_MEDIA['arduino.webm']);
    const [entity] = await t.db.query<{ pack_key: string; hex_id: string; captions: string }>(
      `SELECT e.pack_key, e.hex_id, r.captions_file AS captions FROM entities e
         JOIN resources r ON r.entity_id = e.id AND r.key = 'rossi-arduino-video'
        WHERE e.key = 'rossi-arduino'`,
    );
    expect(entity).toMatchObject({ pack_key: 'scuola-rossi', captions: 'arduino.vtt' });
    const [quiz] = await t.db.query<{ questions: number; answers: number }>(
      `SELECT count(DISTINCT qq.id)::int AS questions, count(qa.id)::int AS answers
         FROM quizzes q JOIN resources r ON r.id = q.resource_id
         JOIN quiz_questions qq ON qq.quiz_id = q.id JOIN quiz_answers qa ON qa.question_id = qq.id
        WHERE r.key = 'rossi-arduino-quiz'`,
    );
    expect(quiz).toEqual({ questions: 2, answers: 5 });

    const again = await importFolder(t, schoolManifest(), mediaDir);
    expect(again.imported).toBe(false);
    expect((await listImports(t.db)).map((record) => record.pack_key)).toEqual([
      'scuola-rossi',
      'tech-journey-demo',
    ]);
  });

  it('updates a newer pack in place: new quiz version, retired items, every record kept', async () => {
    const [student] = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM users WHERE email = 'studente2@demo.test'",
    );
    // studente2 did the Arduino exercise and took the quiz once (an open attempt).
    await t.db.query(
      `INSERT INTO resource_progress (user_id, resource_id, completed_at)
       SELECT $1, id, $2 FROM resources WHERE key = 'rossi-arduino-led'`,
      [student!.id, NOW],
    );
    await t.db.query(
      `INSERT INTO quiz_attempts (quiz_id, user_id, started_at)
       SELECT q.id, $1, $2 FROM quizzes q JOIN resources r ON r.id = q.resource_id
        WHERE r.key = 'rossi-arduino-quiz'`,
      [student!.id, NOW],
    );
    const records = await studentRecords(t);

    const newer = schoolManifest();
    newer.pack.version = '2';
    const module = newer.levels[0]!.entities[0]!;
    module.title = 'Arduino in pratica (2ª edizione)';
    // The exercise is gone; the quiz gets a third question.
    module.sections[0]!.resources.splice(1, 1);
    const quiz = module.sections[1]!.resources[0]!;
    if (quiz.type !== 'quiz') throw new Error('fixture');
    quiz.quiz.questions.push({
      text: 'Quanti volt dà il pin 5V?',
      type: 'single_answer',
      explanation: '',
      answers: [
        { text: '5', correct: true },
        { text: '12', correct: false },
      ],
    });
    newer.on_demand = [];
    newer.professional_paths[0]!.entity_keys = ['rossi-arduino'];
    newer.single_entity_keys = [];
    const pack = await openPackFile(await writePackFolder(newer));
    const plan = await planImport(t.db, pack, NOW);
    expect(plan.changed.map((item) => item.key).sort()).toEqual([
      'rossi-arduino',
      'rossi-arduino-quiz',
      'rossi-percorso-maker',
    ]);
    expect(plan.retired.map((item) => item.key).sort()).toEqual([
      'rossi-arduino-led',
      'rossi-sensori',
      'rossi-sensori-esercizio',
    ]);
    const result = await importFolder(t, newer, mediaDir);
    expect(result.imported).toBe(true);

    expect(await studentRecords(t)).toEqual(records);
    const retired = await t.db.query<{ key: string; retired: boolean }>(
      `SELECT key, retired_at IS NOT NULL AS retired FROM resources
        WHERE key IN ('rossi-arduino-led', 'rossi-arduino-video') ORDER BY key`,
    );
    expect(retired).toEqual([
      { key: 'rossi-arduino-led', retired: true },
      { key: 'rossi-arduino-video', retired: false },
    ]);
    const versions = await t.db.query<{
      version: number;
      first_version: number;
      last_version: number | null;
    }>(
      `SELECT q.version, qq.first_version, qq.last_version FROM quizzes q
         JOIN resources r ON r.id = q.resource_id JOIN quiz_questions qq ON qq.quiz_id = q.id
        WHERE r.key = 'rossi-arduino-quiz' ORDER BY qq.first_version, qq.order_num`,
    );
    expect(
      versions.map((row) => [
        Number(row.version),
        Number(row.first_version),
        row.last_version === null ? null : Number(row.last_version),
      ]),
    ).toEqual([
      [2, 1, 1],
      [2, 1, 1],
      [2, 2, null],
      [2, 2, null],
      [2, 2, null],
    ]);
    // The open attempt remembers the version it started on.
    const [attempt] = await t.db.query<{ quiz_version: number }>(
      'SELECT quiz_version FROM quiz_attempts WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [student!.id],
    );
    expect(Number(attempt!.quiz_version)).toBe(1);

    // Bringing the exercise back makes it live again, with the student's completion.
    await importFolder(t, schoolManifest(), mediaDir);
    const [back] = await t.db.query<{ retired: boolean; done: number }>(
      `SELECT r.retired_at IS NOT NULL AS retired,
              (SELECT count(*) FROM resource_progress p WHERE p.resource_id = r.id)::int AS done
         FROM resources r WHERE r.key = 'rossi-arduino-led'`,
    );
    expect(back).toEqual({ retired: false, done: 1 });
  });

  it('refuses a pack that takes another pack’s keys, and writes nothing', async () => {
    const thief = schoolManifest();
    thief.pack.key = 'altra-scuola';
    thief.levels[0]!.entities[0]!.key = 'git-basics';
    thief.professional_paths[0]!.entity_keys = ['git-basics'];
    const before = await contentVersion(t);
    const error = await importFolder(t, thief, mediaDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PackRefused);
    const places = (error as PackRefused).problems.map(
      (problem) => `${problem.place}: ${problem.message}`,
    );
    expect(places).toContain(
      "levels[0].entities[0].key: La chiave «git-basics» appartiene già al pacchetto «tech-journey-demo»: usa un'altra chiave.",
    );
    expect(places).toContain(
      "levels[0].key: La chiave «rossi-livello-1» appartiene già al pacchetto «scuola-rossi»: usa un'altra chiave.",
    );
    expect(await contentVersion(t)).toBe(before);
  });

  it('lists the manifest’s problems and the media’s in one refusal', async () => {
    const broken = schoolManifest();
    const video = broken.levels[0]!.entities[0]!.sections[0]!.resources[0]!;
    if (video.type !== 'video_lesson') throw new Error('fixture');
    video.media = 'git-intro.mp4';
    broken.professional_paths[0]!.entity_keys.push('robotica-avanzata');
    const pack = await openPackFile(await writePackFolder(broken));
    const error = await planImport(t.db, pack, NOW).catch((caught: unknown) => caught);
    expect((error as PackRefused).problems.map((p) => `${p.place}: ${p.message}`)).toEqual([
      'professional_paths[0].entity_keys[2]: Elemento «robotica-avanzata» assente nel pacchetto.',
      'levels[0].entities[0].sections[0].resources[0].media: Video «git-intro.mp4» assente nel pacchetto.',
    ]);
  });

  it('exports a pack that imports unchanged into an empty server (the round trip)', async () => {
    const exported = await exportTo(t, mediaDir, 'tech-journey-demo');
    const { manifest, files } = await readZipManifest(exported);
    expect(manifest.pack).toMatchObject({
      key: 'tech-journey-demo',
      version: demoManifest().pack.version,
    });
    expect(files).toContain('manifest.json');
    expect(files.filter((name) => name.startsWith('media/')).length).toBeGreaterThan(0);
    // The demo's recordings are short clips: their length travels in the pack, not a seed patch.
    const security = manifest.live_courses.find((course) => course.key === 'live-security');
    expect(security!.episodes.map((episode) => episode.duration_seconds)).toEqual([15, 14, 13]);

    const empty = await createTestDatabase();
    try {
      await migrate(empty.db);
      const otherMedia = await mkdtemp(join(tmpdir(), 'tj-media-'));
      const pack = await openPackFile(exported);
      const result = await importPack(empty.db, pack, {
        mediaDir: otherMedia,
        importedBy: null,
        now: NOW,
      });
      await pack.close();
      expect(result.imported).toBe(true);
      expect(result.changed).toEqual([]);
      const again = await exportTo(empty, otherMedia);
      expect((await readZipManifest(again)).manifest).toEqual(manifest);
      const ids = await empty.db.query<{ hex_id: string }>(
        "SELECT hex_id FROM entities WHERE key = 'git-basics'",
      );
      const original = await t.db.query<{ hex_id: string }>(
        "SELECT hex_id FROM entities WHERE key = 'git-basics'",
      );
      expect(ids).toEqual(original);
    } finally {
      await empty.drop();
    }
  });

  it('imports from a ZIP too, and an export of everything names every pack’s media', async () => {
    const exported = await exportTo(t, mediaDir);
    const { manifest, files } = await readZipManifest(exported);
    expect(manifest.pack.key).toBe('tech-journey-export');
    expect(files).toContain('media/arduino.vtt');
    const zipped = await zipPackFile(schoolManifest());
    const pack = await openPackFile(zipped);
    const result = await importPack(t.db, pack, { mediaDir, importedBy: null, now: NOW });
    await pack.close();
    expect(result.imported).toBe(false);
  });

  it('streams a large media file through without holding it', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 7);
    const manifest = schoolManifest();
    manifest.pack.key = 'scuola-grande';
    manifest.levels = [];
    manifest.on_demand = [];
    manifest.professional_paths = [];
    manifest.single_entity_keys = [];
    manifest.live_courses[0]!.key = 'grande-live';
    manifest.live_courses[0]!.episodes[0]!.key = 'grande-live-1';
    manifest.live_courses[0]!.episodes[0]!.video = 'grande.webm';
    manifest.live_courses[0]!.quizzes = [];
    const path = join(await mkdtemp(join(tmpdir(), 'tj-big-')), 'big.zip');
    const zip = new JSZip();
    zip.file('manifest.json', JSON.stringify(manifest));
    zip.file('media/grande.webm', big);
    zip.file('media/arduino.vtt', SCHOOL_MEDIA['arduino.vtt']!);
    await pipeline(zip.generateNodeStream({ streamFiles: true }), createWriteStream(path));
    const pack = await openPackFile(path);
    await importPack(t.db, pack, { mediaDir, importedBy: null, now: NOW });
    await pack.close();
    expect((await readFile(join(mediaDir, 'grande.webm'))).equals(big)).toBe(true);
  });
});
