import { z } from 'zod';
import { MAX_VIDEO_SECONDS, PACK_MEDIA_NAME } from './limits.ts';

/**
 * The manifest of a content pack (docs/content-packs.md): everything of a school's courses but
 * the media files, which travel beside it in the ZIP under media/. Every item has a stable key;
 * the server derives its wire ids from the keys, so links and progress survive a re-import.
 * The JSON Schema published with the API document (and in docs/) is generated from this schema.
 */

/** The format this server writes; it reads this one and every older one (see upgrade.ts). */
export const CONTENT_PACK_FORMAT = 'tech-journey-content-pack';
export const CONTENT_PACK_FORMAT_VERSION = 3;

/** The pack key of content made on the platform itself (the studio's): no imported pack takes it. */
export const LOCAL_PACK_KEY = 'local';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const key = z
  .string()
  .max(120)
  .regex(KEY, 'Chiave non valida: solo lettere minuscole, cifre e trattini (es. «git-basics»).');
const text = (max: number) => z.string().trim().min(1).max(max);
const media = (what: string) =>
  z
    .string()
    .regex(
      PACK_MEDIA_NAME,
      `Nome di ${what} non valido: un nome di file semplice in minuscolo, senza cartelle.`,
    );
const link = z.url({ protocol: /^https?$/ }).max(1000);

/**
 * The schemas of every item, built twice from one definition: `published` (what a pack and a
 * publication must satisfy) and `draft` (what the studio stores while an author works: the same
 * field rules, but an item may still be incomplete: a module without resources, a quiz without
 * questions, a lesson whose video is not uploaded yet). What keeps a draft from being published
 * is the published schema and the rules of rules.ts, listed to the author as a checklist.
 */
function contentSchemas<Draft extends boolean>(draft: Draft) {
  /** A count an item needs before it is published, not while it is being written. */
  const atLeast = (n: number) => (draft ? 0 : n);
  const lessonMedia = media('video');
  /** Typed per variant, so published content always has its video in the types too. */
  type LessonMedia = Draft extends true ? z.ZodOptional<typeof lessonMedia> : typeof lessonMedia;

  const answerSchema = z.strictObject({
    text: text(1000),
    correct: z.boolean(),
  });

  const questionTypeSchema = z.enum(['single_answer', 'multiple_answer']);

  const questionSchema = z.strictObject({
    text: text(2000),
    /** single_answer: exactly one correct answer; multiple_answer: one or more. */
    type: questionTypeSchema,
    /** Shown with the answers once the quiz is passed. */
    explanation: z.string().max(2000).default(''),
    answers: z.array(answerSchema).min(atLeast(2)).max(10),
  });

  const quizSchema = z.strictObject({
    kind: z.enum(['quiz', 'test', 'final_test']),
    /** Percentage of right questions needed to pass (0-100). */
    pass_percentage: z.number().int().min(0).max(100),
    questions: z.array(questionSchema).min(atLeast(1)).max(200),
  });

  const resourceBase = {
    key,
    title: text(200),
    description: z.string().max(5000).default(''),
  };

  const videoLessonSchema = z.strictObject({
    ...resourceBase,
    type: z.literal('video_lesson'),
    /** The video's real length: the 90 % watch rule counts against it. */
    duration_seconds: z.number().int().min(atLeast(1)).max(MAX_VIDEO_SECONDS),
    /** A video file under media/ (WebM or MP4); a draft may not have it yet. */
    media: (draft ? lessonMedia.optional() : lessonMedia) as LessonMedia,
    /** WebVTT captions in Italian, under media/. */
    captions: media('sottotitoli').optional(),
  });

  const exerciseSchema = z.strictObject({
    ...resourceBase,
    type: z.literal('exercise'),
    duration_seconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600),
    instructions: text(20_000),
  });

  const quizResourceSchema = z.strictObject({
    ...resourceBase,
    type: z.literal('quiz'),
    quiz: quizSchema,
  });

  const resourceSchema = z.discriminatedUnion('type', [
    videoLessonSchema,
    exerciseSchema,
    quizResourceSchema,
  ]);

  const sectionSchema = z.strictObject({
    title: text(200),
    resources: z.array(resourceSchema).min(atLeast(1)).max(200),
  });

  const entitySchema = z.strictObject({
    key,
    type: z.enum(['module', 'pit_stop', 'focus', 'final_test', 'on_demand']),
    title: text(200),
    description: z.string().max(5000).default(''),
    /** Work-experience (PCTO) minutes certified on completion. */
    pcto_minutes: z.number().int().min(0).max(100_000).default(0),
    points: z.number().int().min(0).max(100_000).default(0),
    /** Hashtags shown on the card, without the #. */
    tags: z.array(text(40)).max(20).default([]),
    /** Badges a student earns with it. */
    num_badges: z.number().int().min(0).max(100).default(0),
    /** Whether completing it gives a certificate. */
    certificate: z.boolean().default(false),
    download_materials_link: link.optional(),
    /** In order; a module's last resource is its final quiz. */
    sections: z.array(sectionSchema).min(atLeast(1)).max(100),
  });

  const levelSchema = z.strictObject({
    key,
    title: text(200),
    /** 1, 2, 3…: the order of the path; 20 is the hidden level every list leaves out. */
    order_num: z.number().int().min(1).max(1000),
    download_materials_link: link.optional(),
    /** In order along the path; the last is the level's final test. */
    entities: z.array(entitySchema).min(atLeast(1)).max(500),
  });

  const collectionSchema = z.strictObject({
    key,
    title: text(200),
    description: z.string().max(5000).default(''),
    /** Keys of entities of the levels or of the on-demand items, in order. */
    entity_keys: z.array(key).min(atLeast(1)).max(500),
  });

  const liveAnswerSchema = answerSchema;

  const liveQuizSchema = z.strictObject({
    key,
    title: text(200),
    /** The key of the course's episode it belongs to. */
    episode_key: key.optional(),
    pass_percentage: z.number().int().min(0).max(100),
    questions: z
      .array(
        z.strictObject({
          text: text(2000),
          type: questionTypeSchema,
          answers: z.array(liveAnswerSchema).min(atLeast(2)).max(10),
        }),
      )
      .min(atLeast(1))
      .max(200),
  });

  const episodeSchema = z
    .strictObject({
      key,
      title: text(200),
      description: z.string().max(5000).default(''),
      /** When it starts, with its offset (2026-12-03T15:00:00+01:00). */
      starts_at: z.iso.datetime({ offset: true }).optional(),
      /**
       * Or minutes from the first import (negative: in the past), for demos and templates: an
       * episode keeps the time it got when it was first imported.
       */
      starts_in_minutes: z.number().int().min(-525_600).max(525_600).optional(),
      minutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
      /** The recording: a video under media/… */
      video: media('video').optional(),
      /** …or a YouTube video id, embedded from the no-cookie domain. */
      youtube_id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{11}$/, 'Id di un video YouTube non valido (11 caratteri).')
        .optional(),
      /**
       * The uploaded recording's real length, when it is not the whole live window (a clip, a
       * trimmed broadcast): the 90 % watch rule of an assigned recording counts against it.
       * Absent: the recording counts as long as the broadcast (end − start).
       */
      duration_seconds: z.number().int().min(1).max(MAX_VIDEO_SECONDS).optional(),
      captions: media('sottotitoli').optional(),
    })
    .refine(
      (episode) => (episode.starts_at === undefined) !== (episode.starts_in_minutes === undefined),
      {
        message: 'Indica «starts_at» oppure «starts_in_minutes» (uno solo dei due).',
        path: ['starts_at'],
      },
    )
    .refine(
      (episode) =>
        (draft && episode.video === undefined && episode.youtube_id === undefined) ||
        (episode.video === undefined) !== (episode.youtube_id === undefined),
      {
        message: 'Indica «video» oppure «youtube_id» (uno solo dei due).',
        path: ['video'],
      },
    )
    .refine(
      // A YouTube embed does not report its position, so no length of it is ever counted; a
      // draft may hold the length read from a file whose upload has not finished yet.
      (episode) =>
        episode.duration_seconds === undefined ||
        episode.video !== undefined ||
        (draft && episode.youtube_id === undefined),
      {
        message:
          'La durata della registrazione («duration_seconds») vale solo per un video caricato («video»): con un video YouTube o senza registrazione va tolta.',
        path: ['duration_seconds'],
      },
    );

  const liveCourseSchema = z.strictObject({
    key,
    title: text(200),
    description: z.string().max(5000).default(''),
    /** An image under media/. */
    thumbnail: media('immagine').optional(),
    /** The course's channel in the chat. */
    channel: key,
    authors: z
      .array(z.strictObject({ name: text(200), headline: z.string().max(200).default('') }))
      .max(20)
      .default([]),
    /** Links for the course: «Titolo | https://…» or a bare address. */
    resources: z.array(text(1000)).max(50).default([]),
    episodes: z.array(episodeSchema).max(200).default([]),
    quizzes: z.array(liveQuizSchema).max(100).default([]),
  });

  const manifestSchema = z.strictObject({
    format: z.literal(CONTENT_PACK_FORMAT),
    format_version: z.number().int().min(1),
    pack: z.strictObject({
      key,
      title: text(200),
      /** The pack's own version, chosen by its authors (e.g. «2026.11.1»). */
      version: text(50),
      description: z.string().max(5000).default(''),
    }),
    levels: z.array(levelSchema).max(100).default([]),
    /** Entities of type on_demand, outside the levels. */
    on_demand: z.array(entitySchema).max(5000).default([]),
    professional_paths: z.array(collectionSchema).max(200).default([]),
    skill_focuses: z.array(collectionSchema).max(200).default([]),
    /** Keys of entities offered one by one on the home page, in order. */
    single_entity_keys: z.array(key).max(200).default([]),
    live_courses: z.array(liveCourseSchema).max(500).default([]),
  });

  return {
    answer: answerSchema,
    question: questionSchema,
    quiz: quizSchema,
    resource: resourceSchema,
    section: sectionSchema,
    entity: entitySchema,
    level: levelSchema,
    collection: collectionSchema,
    liveQuiz: liveQuizSchema,
    episode: episodeSchema,
    liveCourse: liveCourseSchema,
    manifest: manifestSchema,
  };
}

const published = contentSchemas(false);

/** The item schemas of a studio draft (see contentSchemas). */
export const draftSchemas = contentSchemas(true);

export const contentPackManifestSchema = published.manifest;
export const packEntitySchema = published.entity;
export const packLiveCourseSchema = published.liveCourse;

export type ContentPackManifest = z.output<typeof contentPackManifestSchema>;
export type PackLevel = ContentPackManifest['levels'][number];
export type PackEntity = PackLevel['entities'][number];
export type PackSection = PackEntity['sections'][number];
export type PackResource = PackSection['resources'][number];
export type PackQuiz = Extract<PackResource, { type: 'quiz' }>['quiz'];
export type PackQuestion = PackQuiz['questions'][number];
export type PackCollection = ContentPackManifest['professional_paths'][number];
export type PackLiveCourse = ContentPackManifest['live_courses'][number];
export type PackEpisode = PackLiveCourse['episodes'][number];
export type PackLiveQuiz = PackLiveCourse['quizzes'][number];
