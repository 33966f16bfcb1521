import type {
  ContentPackManifest,
  PackEntity,
  PackLiveCourse,
  PackQuestion,
  PackResource,
} from '#common/content-pack/manifest.ts';
import { episodeMedia } from '#common/live/episode-media.ts';
import type { ContentRows, QuizAnswerRow } from './content-read-repository.ts';

/** A manifest's content without its header: what the platform has, or what a pack brings. */
export type PackContent = Omit<ContentPackManifest, 'format' | 'format_version' | 'pack'>;

const MINUTE = 60_000;

/**
 * The platform's current content in the manifest's shape: of one pack (`packKey`), or all of
 * it. The export writes this; the import compares a pack with this, item by item, so that
 * what comes back from the database reads exactly as the manifest that wrote it.
 */
export function contentFromRows(rows: ContentRows, packKey?: string): PackContent {
  const mine = (row: { pack_key: string }) => packKey === undefined || row.pack_key === packKey;
  const sectionsOf = groupBy(rows.sections, (row) => row.entity_key);
  const resourcesOf = groupBy(rows.resources.filter(mine), (row) => row.entity_key);
  const quizOf = new Map(rows.quizzes.map((row) => [row.resource_key, row]));
  const questionsOf = questionsByOwner(rows.quizAnswers);

  const entity = (row: ContentRows['entities'][number]): PackEntity => {
    const sections = (sectionsOf.get(row.key) ?? []).map((section) => ({
      title: section.title,
      resources: [] as PackResource[],
    }));
    for (const resource of resourcesOf.get(row.key) ?? []) {
      const section = sections[resource.section_order - 1];
      const built = toResource(resource, quizOf.get(resource.key), questionsOf.get(resource.key));
      if (section && built) section.resources.push(built);
    }
    return {
      key: row.key,
      type: row.type as PackEntity['type'],
      title: row.title,
      description: row.description,
      pcto_minutes: Number(row.pcto_minutes),
      points: Number(row.points),
      tags: row.tags,
      num_badges: Number(row.num_badges),
      certificate: row.certificate,
      ...optional('download_materials_link', row.download_materials_link),
      sections,
    };
  };

  const entities = rows.entities.filter(mine);
  const episodesOf = groupBy(rows.episodes, (row) => row.course_key);
  const quizzesOf = groupBy(rows.liveQuizzes, (row) => row.course_key);
  const liveQuestionsOf = questionsByOwner(rows.liveQuizAnswers);

  return {
    levels: rows.levels.filter(mine).map((level) => ({
      key: level.key,
      title: level.title,
      order_num: Number(level.order_num),
      ...optional('download_materials_link', level.download_materials_link),
      entities: entities.filter((row) => row.level_key === level.key).map(entity),
    })),
    on_demand: entities.filter((row) => row.level_key === null).map(entity),
    professional_paths: collectionsOf(rows, 'professional_path', mine),
    skill_focuses: collectionsOf(rows, 'skill_focus', mine),
    single_entity_keys: rows.singleEntityKeys.filter(mine).map((row) => row.key),
    live_courses: rows.liveCourses.filter(mine).map((course): PackLiveCourse => ({
      key: course.key,
      title: course.title,
      description: course.description,
      ...optional('thumbnail', course.thumbnail_path),
      channel: course.channel_id ?? course.key,
      authors: course.authors,
      resources: course.resources,
      episodes: (episodesOf.get(course.key) ?? []).map((episode) => ({
        key: episode.key,
        title: episode.title,
        description: episode.description,
        starts_at: new Date(episode.starts_at).toISOString(),
        minutes: Math.round(
          (new Date(episode.ends_at).getTime() - new Date(episode.starts_at).getTime()) / MINUTE,
        ),
        ...(episodeMedia(episode.link).kind === 'file'
          ? { video: episode.link }
          : { youtube_id: episode.link }),
        ...(episode.recording_seconds === null
          ? {}
          : { duration_seconds: Number(episode.recording_seconds) }),
        ...optional('captions', episode.captions_file),
      })),
      quizzes: (quizzesOf.get(course.key) ?? []).map((quiz) => ({
        key: quiz.key,
        title: quiz.title,
        ...optional('episode_key', quiz.episode_key),
        pass_percentage: Number(quiz.pass_percentage),
        questions: (liveQuestionsOf.get(quiz.key) ?? []).map(({ text, type, answers }) => ({
          text,
          type,
          answers,
        })),
      })),
    })),
  };
}

function toResource(
  row: ContentRows['resources'][number],
  quiz: ContentRows['quizzes'][number] | undefined,
  questions: PackQuestion[] | undefined,
): PackResource | null {
  const base = { key: row.key, title: row.title, description: row.description };
  if (row.type === 'video_lesson') {
    return {
      ...base,
      type: 'video_lesson',
      duration_seconds: Number(row.duration_seconds ?? 0),
      media: row.media_file ?? '',
      ...optional('captions', row.captions_file),
    };
  }
  if (row.type === 'exercise') {
    return {
      ...base,
      type: 'exercise',
      duration_seconds: Number(row.duration_seconds ?? 0),
      instructions: row.instructions ?? '',
    };
  }
  if (!quiz) return null;
  return {
    ...base,
    type: 'quiz',
    quiz: {
      kind: quiz.kind as 'quiz' | 'test' | 'final_test',
      pass_percentage: Number(quiz.pass_percentage),
      questions: questions ?? [],
    },
  };
}

function collectionsOf(
  rows: ContentRows,
  kind: 'professional_path' | 'skill_focus',
  mine: (row: { pack_key: string }) => boolean,
): PackContent['professional_paths'] {
  return rows.collections
    .filter((row) => row.kind === kind && mine(row))
    .map((row) => ({
      key: row.key,
      title: row.title,
      description: row.description,
      entity_keys: row.entity_keys,
    }));
}

function questionsByOwner(rows: readonly QuizAnswerRow[]): Map<string, PackQuestion[]> {
  const byOwner = new Map<string, PackQuestion[]>();
  let lastQuestionId = '';
  for (const row of rows) {
    const questions = byOwner.get(row.owner_key) ?? [];
    byOwner.set(row.owner_key, questions);
    if (row.question_id !== lastQuestionId) {
      questions.push({
        text: row.question_text,
        type: row.question_type as PackQuestion['type'],
        explanation: row.explanation,
        answers: [],
      });
      lastQuestionId = row.question_id;
    }
    questions.at(-1)!.answers.push({ text: row.answer_text, correct: row.correct });
  }
  return byOwner;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  return groups;
}

/** `{ [name]: value }` when there is a value, `{}` otherwise: manifests leave absent fields out. */
function optional<K extends string>(name: K, value: string | null): { [P in K]?: string } {
  return (value === null ? {} : { [name]: value }) as { [P in K]?: string };
}
