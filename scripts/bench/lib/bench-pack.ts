import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import type { ContentPackManifest } from '#common/content-pack/manifest.ts';

/** The size of one generated lesson video: 200 of them make the 2 GB. */
export const VIDEO_BYTES = 10 * 1024 ** 2;
const CHUNK_BYTES = 1024 ** 2;
const LEVELS = 10;
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:05.000\nBenvenuti alla lezione.\n';

export interface BenchPackShape {
  entities: number;
  questions: number;
  videos: number;
}

/**
 * A pack of the benchmark's shape: `entities` spread over ten levels (each ending with its final
 * test) with one in twenty on demand, every entity with a lessons section (an exercise, plus the
 * video lessons it carries) and a quiz section; `questions` spread over the quizzes, three
 * answers each; `videos` captioned video lessons spread round the entities.
 */
export function benchManifest(shape: BenchPackShape): ContentPackManifest {
  const onDemand = Math.max(1, Math.round(shape.entities / 20));
  const inLevels = shape.entities - onDemand;
  if (inLevels < LEVELS) throw new Error(`at least ${LEVELS + 1} entities, please`);
  const questionsOf = (index: number) =>
    Math.floor(shape.questions / shape.entities) +
    (index < shape.questions % shape.entities ? 1 : 0);
  const entity = (index: number, type: ContentPackManifest['on_demand'][number]['type']) => {
    const key = `bench-entita-${index}`;
    const videos = [];
    for (let v = index; v < shape.videos; v += shape.entities) {
      videos.push({
        key: `${key}-video-${v}`,
        type: 'video_lesson' as const,
        title: `Video ${v}`,
        description: '',
        duration_seconds: 300,
        media: videoName(v),
        captions: `video-${v}.vtt`,
      });
    }
    return {
      key,
      type,
      title: `Entità di prova ${index}`,
      description: 'Generata dal benchmark dei pacchetti.',
      pcto_minutes: 30,
      points: 10,
      tags: ['bench'],
      num_badges: 0,
      certificate: false,
      sections: [
        {
          title: 'Lezioni',
          resources: [
            ...videos,
            {
              key: `${key}-esercizio`,
              type: 'exercise' as const,
              title: 'Esercizio',
              description: '',
              duration_seconds: 600,
              instructions: `Svolgi l’esercizio numero ${index}.`,
            },
          ],
        },
        {
          title: 'Verifica',
          resources: [
            {
              key: `${key}-quiz`,
              type: 'quiz' as const,
              title: `Quiz ${index}`,
              description: '',
              quiz: {
                kind: type === 'final_test' ? ('final_test' as const) : ('quiz' as const),
                pass_percentage: 60,
                questions: Array.from({ length: Math.max(1, questionsOf(index)) }, (_, q) => ({
                  text: `Domanda ${q + 1} dell’entità ${index}?`,
                  type: 'single_answer' as const,
                  explanation: 'La prima risposta è quella giusta.',
                  answers: [
                    { text: 'Giusta', correct: true },
                    { text: 'Sbagliata', correct: false },
                    { text: 'Anche sbagliata', correct: false },
                  ],
                })),
              },
            },
          ],
        },
      ],
    };
  };
  let next = 0;
  const levels = Array.from({ length: LEVELS }, (_, l) => {
    const count = Math.floor(inLevels / LEVELS) + (l < inLevels % LEVELS ? 1 : 0);
    return {
      key: `bench-livello-${l + 1}`,
      title: `Livello di prova ${l + 1}`,
      // After the demo's levels (1-3, and the hidden 20).
      order_num: 100 + l,
      entities: Array.from({ length: count }, (_, e) =>
        entity(next++, e === count - 1 ? 'final_test' : 'module'),
      ),
    };
  });
  return {
    format: 'tech-journey-content-pack',
    format_version: 2,
    pack: { key: 'bench-pack', title: 'Pacchetto del benchmark', version: '1', description: '' },
    levels,
    on_demand: Array.from({ length: onDemand }, () => entity(next++, 'on_demand')),
    professional_paths: [],
    skill_focuses: [],
    single_entity_keys: [],
    live_courses: [],
  };
}

export function videoName(index: number): string {
  return `video-${index}.webm`;
}

/** The pack's questions, counted as the issue counts them. */
export function countQuestions(manifest: ContentPackManifest): number {
  return [...manifest.levels.flatMap((level) => level.entities), ...manifest.on_demand]
    .flatMap((entity) => entity.sections.flatMap((section) => section.resources))
    .reduce(
      (sum, resource) => sum + (resource.type === 'quiz' ? resource.quiz.questions.length : 0),
      0,
    );
}

/**
 * Writes the pack as a folder (manifest.json, media/) and as a ZIP of it next to it. Videos are
 * written from one reused 1 MiB chunk (its first bytes made unique per file) and zipped stored,
 * streamed from disk: nothing close to the media's size is ever in memory.
 */
export async function writeBenchPack(
  dir: string,
  shape: BenchPackShape,
): Promise<{ folder: string; zip: string; mediaBytes: number }> {
  const folder = join(dir, 'pack');
  const media = join(folder, 'media');
  await mkdir(media, { recursive: true });
  const manifest = benchManifest(shape);
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
  const chunk = Buffer.alloc(CHUNK_BYTES);
  for (let i = 0; i < CHUNK_BYTES; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  const names = ['manifest.json'];
  let mediaBytes = 0;
  for (let v = 0; v < shape.videos; v++) {
    const first = Buffer.from(chunk);
    first.write(`video ${v} `, 0);
    await pipeline(
      Readable.from(
        (function* () {
          yield first;
          for (let c = 1; c < VIDEO_BYTES / CHUNK_BYTES; c++) yield chunk;
        })(),
      ),
      createWriteStream(join(media, videoName(v))),
    );
    await writeFile(join(media, `video-${v}.vtt`), CAPTIONS);
    names.push(`media/${videoName(v)}`, `media/video-${v}.vtt`);
    mediaBytes += VIDEO_BYTES + Buffer.byteLength(CAPTIONS);
  }
  const zip = new JSZip();
  for (const name of names) zip.file(name, createReadStream(join(folder, name)), { binary: true });
  const zipPath = join(dir, 'pack.zip');
  await pipeline(
    zip.generateNodeStream({ streamFiles: true, compression: 'STORE' }),
    createWriteStream(zipPath),
  );
  return { folder, zip: zipPath, mediaBytes };
}
