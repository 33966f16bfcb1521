import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import {
  CONTENT_PACK_FORMAT,
  CONTENT_PACK_FORMAT_VERSION,
  type ContentPackManifest,
} from '#common/content-pack/manifest.ts';
import type { Queryable } from '../db/database.ts';
import { readContentRows } from './content-read-repository.ts';
import { contentFromRows } from './current-content.ts';

/** A WebM-looking file: packs are checked by name and size, never decoded. */
export const FAKE_VIDEO = Buffer.from('fake webm video bytes for tests');
export const CAPTIONS = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBenvenuti nel corso.\n');

/**
 * A small school pack as a teacher would write it after docs/content-packs.md: one level with a
 * module (a captioned video lesson, an exercise, a final quiz) and a final test, an on-demand
 * module, a professional path, and a live course with an episode and a quiz.
 */
export function schoolManifest(): ContentPackManifest {
  return structuredClone({
    format: 'tech-journey-content-pack',
    format_version: 2,
    pack: { key: 'scuola-rossi', title: 'Corsi del Liceo Rossi', version: '1', description: '' },
    levels: [
      {
        key: 'rossi-livello-1',
        title: 'Robotica di base',
        order_num: 7,
        entities: [
          {
            key: 'rossi-arduino',
            type: 'module',
            title: 'Arduino in pratica',
            description: 'Il primo circuito.',
            pcto_minutes: 60,
            points: 100,
            tags: ['arduino'],
            num_badges: 1,
            certificate: true,
            sections: [
              {
                title: 'Lezioni',
                resources: [
                  {
                    key: 'rossi-arduino-video',
                    type: 'video_lesson',
                    title: 'Che cos’è Arduino',
                    description: '',
                    duration_seconds: 12,
                    media: 'arduino.webm',
                    captions: 'arduino.vtt',
                  },
                  {
                    key: 'rossi-arduino-led',
                    type: 'exercise',
                    title: 'Accendi un LED',
                    description: '',
                    duration_seconds: 600,
                    instructions: 'Collega un LED al pin 13 e fallo lampeggiare.',
                  },
                ],
              },
              {
                title: 'Verifica',
                resources: [
                  {
                    key: 'rossi-arduino-quiz',
                    type: 'quiz',
                    title: 'Quiz su Arduino',
                    description: '',
                    quiz: {
                      kind: 'quiz',
                      pass_percentage: 50,
                      questions: [
                        {
                          text: 'Quale pin ha il LED integrato?',
                          type: 'single_answer',
                          explanation: 'Il LED integrato è sul pin 13.',
                          answers: [
                            { text: '13', correct: true },
                            { text: '2', correct: false },
                          ],
                        },
                        {
                          text: 'Che cosa serve per programmarlo?',
                          type: 'multiple_answer',
                          explanation: 'Basta l’IDE e un cavo USB.',
                          answers: [
                            { text: 'L’IDE di Arduino', correct: true },
                            { text: 'Un cavo USB', correct: true },
                            { text: 'Una stampante', correct: false },
                          ],
                        },
                      ],
                    },
                  },
                ],
              },
            ],
          },
          {
            key: 'rossi-test-finale',
            type: 'final_test',
            title: 'Test finale di robotica',
            description: '',
            pcto_minutes: 0,
            points: 50,
            tags: [],
            num_badges: 0,
            certificate: false,
            sections: [
              {
                title: 'Test',
                resources: [
                  {
                    key: 'rossi-test-finale-quiz',
                    type: 'quiz',
                    title: 'Test finale',
                    description: '',
                    quiz: {
                      kind: 'final_test',
                      pass_percentage: 60,
                      questions: [
                        {
                          text: 'Arduino è un microcontrollore?',
                          type: 'single_answer',
                          explanation: '',
                          answers: [
                            { text: 'Sì', correct: true },
                            { text: 'No', correct: false },
                          ],
                        },
                      ],
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    on_demand: [
      {
        key: 'rossi-sensori',
        type: 'on_demand',
        title: 'Sensori',
        description: '',
        pcto_minutes: 30,
        points: 20,
        tags: [],
        num_badges: 0,
        certificate: false,
        sections: [
          {
            title: 'Lezione',
            resources: [
              {
                key: 'rossi-sensori-esercizio',
                type: 'exercise',
                title: 'Leggi un sensore',
                description: '',
                duration_seconds: 300,
                instructions: 'Leggi la temperatura e stampala sul monitor seriale.',
              },
            ],
          },
        ],
      },
    ],
    professional_paths: [
      {
        key: 'rossi-percorso-maker',
        title: 'Maker',
        description: '',
        entity_keys: ['rossi-arduino', 'rossi-sensori'],
      },
    ],
    skill_focuses: [],
    single_entity_keys: ['rossi-sensori'],
    live_courses: [
      {
        key: 'rossi-live',
        title: 'Robotica dal vivo',
        description: '',
        channel: 'robotica-dal-vivo',
        authors: [{ name: 'Paola Rossi', headline: 'Docente di robotica' }],
        resources: ['https://www.arduino.cc'],
        episodes: [
          {
            key: 'rossi-live-1',
            title: 'Il primo robot',
            description: '',
            starts_at: '2026-12-03T15:00:00+01:00',
            minutes: 60,
            video: 'arduino.webm',
            captions: 'arduino.vtt',
          },
        ],
        quizzes: [
          {
            key: 'rossi-live-quiz',
            title: 'Quiz del primo robot',
            episode_key: 'rossi-live-1',
            pass_percentage: 60,
            questions: [
              {
                text: 'Un robot ha bisogno di sensori?',
                type: 'single_answer',
                answers: [
                  { text: 'Sì', correct: true },
                  { text: 'No', correct: false },
                ],
              },
            ],
          },
        ],
      },
    ],
  } satisfies ContentPackManifest);
}

export const SCHOOL_MEDIA: Record<string, Buffer> = {
  'arduino.webm': FAKE_VIDEO,
  'arduino.vtt': CAPTIONS,
};

/** The pack as an unzipped folder in a new temporary directory. */
export async function writePackFolder(
  manifest: unknown,
  media: Record<string, Buffer> = SCHOOL_MEDIA,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tj-pack-'));
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  await mkdir(join(dir, 'media'));
  for (const [name, bytes] of Object.entries(media))
    await writeFile(join(dir, 'media', name), bytes);
  return dir;
}

/** The pack as a ZIP file; `root` puts everything in one folder, as zipping a folder does. */
export async function zipPackFile(
  manifest: unknown,
  media: Record<string, Buffer> = SCHOOL_MEDIA,
  options: { root?: string; extra?: Record<string, string> } = {},
): Promise<string> {
  const zip = new JSZip();
  const root = options.root ? `${options.root}/` : '';
  if (manifest !== undefined) zip.file(`${root}manifest.json`, JSON.stringify(manifest));
  for (const [name, bytes] of Object.entries(media)) zip.file(`${root}media/${name}`, bytes);
  for (const [name, text] of Object.entries(options.extra ?? {})) zip.file(name, text);
  const dir = await mkdtemp(join(tmpdir(), 'tj-pack-zip-'));
  const path = join(dir, 'pack.zip');
  await writeFile(path, await zip.generateAsync({ type: 'nodebuffer' }));
  return path;
}

/**
 * The manifest of a pack exactly as the platform holds it now (the export's reading): tests
 * change it to stand for an edited pack or an author's draft. null: the platform has nothing
 * of that pack.
 */
export async function publishedManifest(
  db: Queryable,
  packKey: string,
): Promise<ContentPackManifest | null> {
  const content = contentFromRows(await readContentRows(db), packKey);
  if (content.levels.length === 0 && content.on_demand.length === 0) return null;
  return {
    format: CONTENT_PACK_FORMAT,
    format_version: CONTENT_PACK_FORMAT_VERSION,
    pack: { key: packKey, title: packKey, version: 'test', description: '' },
    ...content,
  };
}
