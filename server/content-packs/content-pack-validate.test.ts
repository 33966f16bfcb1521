import { describe, expect, it } from 'vitest';
import { openPackFile, PackRefused } from './content-pack-service.ts';
import { readManifest } from './validate-manifest.ts';
import { checkPackMedia } from './pack-media.ts';
import { schoolManifest, writePackFolder, zipPackFile, SCHOOL_MEDIA } from './pack-test-helpers.ts';

/** The problems a manifest text is refused with, as `place: message`. */
function problemsOf(manifest: unknown): string[] {
  try {
    readManifest(JSON.stringify(manifest));
  } catch (error) {
    if (error instanceof PackRefused) {
      return error.problems.map((problem) => `${problem.place}: ${problem.message}`);
    }
    throw error;
  }
  return [];
}

async function openProblems(path: string): Promise<string[]> {
  try {
    await (await openPackFile(path)).close();
  } catch (error) {
    if (error instanceof PackRefused) return error.problems.map((p) => `${p.place}: ${p.message}`);
    throw error;
  }
  return [];
}

describe('content pack validation', () => {
  it('accepts the school pack of the docs', () => {
    expect(problemsOf(schoolManifest())).toEqual([]);
  });

  it('says where and why, in Italian, for every problem of the schema', () => {
    const manifest = schoolManifest() as unknown as {
      levels: Array<{ entities: Array<Record<string, unknown>>; title: unknown }>;
    };
    manifest.levels[0]!.title = '';
    manifest.levels[0]!.entities[0]!.points = -5;
    manifest.levels[0]!.entities[0]!.colour = 'blu';
    const problems = problemsOf(manifest);
    expect(problems).toContainEqual(expect.stringMatching(/^levels\[0\]\.title: /));
    expect(problems).toContainEqual(expect.stringMatching(/^levels\[0\]\.entities\[0\]\.points: /));
    expect(problems).toContainEqual(expect.stringMatching(/^levels\[0\]\.entities\[0\]: .*colour/));
    // zod's Italian locale, not its English defaults.
    expect(problems.join('\n')).not.toMatch(/Too small|Unrecognized|expected/);
  });

  it('refuses repeated keys, references to missing items and wrong right answers', () => {
    const manifest = schoolManifest();
    const level = manifest.levels[0]!;
    level.entities[1]!.key = 'rossi-arduino';
    manifest.professional_paths[0]!.entity_keys.push('non-esiste');
    manifest.live_courses[0]!.quizzes[0]!.episode_key = 'episodio-perso';
    const quiz = level.entities[0]!.sections[1]!.resources[0]!;
    if (quiz.type !== 'quiz') throw new Error('fixture');
    quiz.quiz.questions[0]!.answers[1]!.correct = true;
    expect(problemsOf(manifest)).toEqual([
      'levels[0].entities[0].sections[1].resources[0].quiz.questions[0].answers: Una domanda a risposta singola ha una sola risposta giusta (qui 2).',
      'levels[0].entities[1].key: Chiave «rossi-arduino» già usata per un altro elemento (levels[0].entities[0].key).',
      'professional_paths[0].entity_keys[2]: Elemento «non-esiste» assente nel pacchetto.',
      'live_courses[0].quizzes[0].episode_key: Episodio «episodio-perso» assente nel corso.',
    ]);
  });

  it('refuses what is not a pack of ours, and a format newer than this server', () => {
    expect(problemsOf({ format: 'moodle-backup' })).toEqual([
      'format: Non è un pacchetto di contenuti di Tech Journey (atteso «tech-journey-content-pack»).',
    ]);
    expect(problemsOf({ ...schoolManifest(), format_version: 9 })).toEqual([
      'format_version: Il pacchetto usa il formato 9, più recente del 3 che questo server sa leggere: aggiorna Tech Journey.',
    ]);
    expect(() => readManifest('{"format": ')).toThrow(/non è JSON valido/);
  });

  it('reads a version 1 pack, whose episodes had one link for a file or a YouTube id', () => {
    const manifest = schoolManifest() as unknown as {
      format_version: number;
      live_courses: Array<{ episodes: Array<Record<string, unknown>> }>;
    };
    manifest.format_version = 1;
    const [episode] = manifest.live_courses[0]!.episodes;
    delete episode!.video;
    episode!.link = 'arduino.webm';
    manifest.live_courses[0]!.episodes.push({
      ...episode,
      key: 'rossi-live-2',
      link: 'dQw4w9WgXcQ',
      captions: undefined,
    });
    const read = readManifest(JSON.stringify(manifest));
    expect(read.format_version).toBe(3);
    expect(read.live_courses[0]!.episodes.map((e) => [e.video, e.youtube_id])).toEqual([
      ['arduino.webm', undefined],
      [undefined, 'dQw4w9WgXcQ'],
    ]);
  });

  it("takes an uploaded recording's length, within the lesson's bounds, and only with a video", () => {
    const withLength = (change: (episode: Record<string, unknown>) => void) => {
      const manifest = schoolManifest();
      manifest.format_version = 3;
      const episode = manifest.live_courses[0]!.episodes[0]! as Record<string, unknown>;
      episode.duration_seconds = 2700;
      change(episode);
      return manifest;
    };
    const read = readManifest(JSON.stringify(withLength(() => {})));
    expect(read.live_courses[0]!.episodes[0]!.duration_seconds).toBe(2700);
    expect(problemsOf(withLength((episode) => (episode.duration_seconds = 24 * 3600)))).toEqual([]);

    const refused =
      'live_courses[0].episodes[0].duration_seconds: La durata della registrazione («duration_seconds») vale solo per un video caricato («video»): con un video YouTube o senza registrazione va tolta.';
    expect(
      problemsOf(
        withLength((episode) => {
          delete episode.video;
          episode.youtube_id = 'dQw4w9WgXcQ';
        }),
      ),
    ).toEqual([refused]);
    expect(problemsOf(withLength((episode) => delete episode.video))).toContainEqual(refused);

    for (const wrong of [0, -5, 24 * 3600 + 1, 12.5, '2700']) {
      const problems = problemsOf(withLength((episode) => (episode.duration_seconds = wrong)));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^live_courses\[0\]\.episodes\[0\]\.duration_seconds: /);
    }
  });

  it('reads a version 2 pack as it is: its episodes count their live window', () => {
    const manifest = schoolManifest();
    manifest.format_version = 2;
    const read = readManifest(JSON.stringify(manifest));
    expect(read.format_version).toBe(3);
    expect(read.live_courses[0]!.episodes[0]!.duration_seconds).toBeUndefined();
    expect(read.live_courses[0]!.episodes[0]!.video).toBe('arduino.webm');
  });

  it('checks that every media file named is in the pack, of its kind, and captions are WebVTT', async () => {
    const manifest = schoolManifest();
    const folder = await writePackFolder(manifest, {
      'arduino.vtt': Buffer.from('not captions'),
    });
    const pack = await openPackFile(folder);
    const problems = await checkPackMedia(manifest, pack.media);
    expect(problems.map((p) => `${p.place}: ${p.message}`)).toEqual([
      'levels[0].entities[0].sections[0].resources[0].media: Video «arduino.webm» assente nel pacchetto.',
      'levels[0].entities[0].sections[0].resources[0].captions: «arduino.vtt» non è un file WebVTT (deve iniziare con «WEBVTT»).',
      'live_courses[0].episodes[0].video: Video «arduino.webm» assente nel pacchetto.',
      'live_courses[0].episodes[0].captions: «arduino.vtt» non è un file WebVTT (deve iniziare con «WEBVTT»).',
    ]);
  });

  it('opens a ZIP made by zipping the pack folder, and ignores what archivers add', async () => {
    const path = await zipPackFile(schoolManifest(), SCHOOL_MEDIA, {
      root: 'corsi-rossi',
      extra: { '__MACOSX/._manifest.json': 'x', 'corsi-rossi/.DS_Store': 'x' },
    });
    const pack = await openPackFile(path);
    expect([...pack.media.keys()].sort()).toEqual(['arduino.vtt', 'arduino.webm']);
    expect(JSON.parse(pack.manifestText).pack.key).toBe('scuola-rossi');
    await pack.close();
  });

  it('refuses a file that is not a ZIP, a ZIP without manifest, stray files and bad media names', async () => {
    const notZip = await writePackFolder(schoolManifest());
    expect(await openProblems(`${notZip}/manifest.json`)).toEqual([
      'pacchetto: Il file non è un pacchetto ZIP valido.',
    ]);
    const stray = await zipPackFile(
      schoolManifest(),
      { 'Lezione 1.MOV': SCHOOL_MEDIA['arduino.webm']! },
      {
        extra: { 'note.txt': 'ciao' },
      },
    );
    expect(await openProblems(stray)).toEqual([
      expect.stringMatching(/^media\/Lezione 1\.MOV: Nome di file multimediale non valido/),
      'note.txt: File non previsto: un pacchetto contiene solo manifest.json e la cartella media/.',
    ]);
    const noManifest = await zipPackFile(undefined, {});
    expect(await openProblems(noManifest)).toContain(
      'manifest.json: Il pacchetto non contiene manifest.json.',
    );
  });
});
