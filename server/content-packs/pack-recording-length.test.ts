import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { exportPack, importPack, openPackFile } from './content-pack-service.ts';
import { schoolManifest, writePackFolder } from './pack-test-helpers.ts';

/**
 * An uploaded recording's length (`duration_seconds` of an episode) travels with the pack: the
 * import writes it to live_episodes.recording_seconds, where the watch rule of an assigned
 * recording reads it, and the export writes it back, so a pack round-trips.
 */

const NOW = new Date('2026-11-26T10:00:00Z');

function packWithLength(seconds: number | undefined): ContentPackManifest {
  const manifest = schoolManifest();
  manifest.format_version = 3;
  const episode = manifest.live_courses[0]!.episodes[0]!;
  if (seconds === undefined) delete episode.duration_seconds;
  else episode.duration_seconds = seconds;
  return manifest;
}

async function importInto(db: TestDatabase['db'], manifest: unknown, mediaDir: string) {
  const pack = await openPackFile(await writePackFolder(manifest));
  try {
    return await importPack(db, pack, { mediaDir, importedBy: null, now: NOW });
  } finally {
    await pack.close();
  }
}

async function recordingSeconds(db: TestDatabase['db']): Promise<number | null> {
  const [row] = await db.query<{ recording_seconds: number | null }>(
    "SELECT recording_seconds FROM live_episodes WHERE key = 'rossi-live-1'",
  );
  if (!row) throw new Error('The school pack’s episode is missing');
  return row.recording_seconds === null ? null : Number(row.recording_seconds);
}

async function exportedEpisode(db: TestDatabase['db'], mediaDir: string) {
  const path = join(await mkdtemp(join(tmpdir(), 'tj-export-')), 'export.zip');
  await exportPack(db, { mediaDir, now: NOW, packKey: 'scuola-rossi' }, createWriteStream(path));
  const zip = await JSZip.loadAsync(await readFile(path));
  const manifest = JSON.parse(
    await zip.file('manifest.json')!.async('string'),
  ) as ContentPackManifest;
  return { path, manifest, episode: manifest.live_courses[0]!.episodes[0]! };
}

describe(`a recording's length in a content pack (${TEST_ENGINE})`, () => {
  let t: TestDatabase;
  let mediaDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrate(t.db);
    mediaDir = await mkdtemp(join(tmpdir(), 'tj-media-'));
  });
  afterAll(async () => {
    await t.drop();
  });

  it('imports it, and a pack without it leaves the recording as long as its live window', async () => {
    expect((await importInto(t.db, packWithLength(undefined), mediaDir)).imported).toBe(true);
    expect(await recordingSeconds(t.db)).toBeNull();
    expect((await exportedEpisode(t.db, mediaDir)).episode).not.toHaveProperty('duration_seconds');

    const result = await importInto(t.db, packWithLength(2700), mediaDir);
    expect(result.changed.map((item) => `${item.kind}:${item.key}`)).toEqual([
      'episode:rossi-live-1',
    ]);
    expect(await recordingSeconds(t.db)).toBe(2700);
    // The same pack again is no change: what the database holds reads as the manifest wrote it.
    expect((await importInto(t.db, packWithLength(2700), mediaDir)).imported).toBe(false);
  });

  it('changes it on a re-import, and a re-import without it sets it back to none', async () => {
    const changed = await importInto(t.db, packWithLength(1800), mediaDir);
    expect(changed.changed.map((item) => item.key)).toEqual(['rossi-live-1']);
    expect(await recordingSeconds(t.db)).toBe(1800);

    const removed = await importInto(t.db, packWithLength(undefined), mediaDir);
    expect(removed.changed.map((item) => item.key)).toEqual(['rossi-live-1']);
    expect(await recordingSeconds(t.db)).toBeNull();
  });

  it('exports it, and the export imports into an empty server with the same length', async () => {
    await importInto(t.db, packWithLength(95), mediaDir);
    const exported = await exportedEpisode(t.db, mediaDir);
    expect(exported.manifest.format_version).toBe(3);
    expect(exported.episode).toMatchObject({ video: 'arduino.webm', duration_seconds: 95 });

    const empty = await createTestDatabase();
    try {
      await migrate(empty.db);
      const otherMedia = await mkdtemp(join(tmpdir(), 'tj-media-'));
      const pack = await openPackFile(exported.path);
      const result = await importPack(empty.db, pack, {
        mediaDir: otherMedia,
        importedBy: null,
        now: NOW,
      });
      await pack.close();
      expect(result.imported).toBe(true);
      expect(await recordingSeconds(empty.db)).toBe(95);
      expect((await exportedEpisode(empty.db, otherMedia)).manifest).toEqual(exported.manifest);
    } finally {
      await empty.drop();
    }
  });
});
