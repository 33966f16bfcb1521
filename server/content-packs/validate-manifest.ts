import {
  CONTENT_PACK_FORMAT,
  CONTENT_PACK_FORMAT_VERSION,
  contentPackManifestSchema,
  type ContentPackManifest,
  type PackEntity,
  type PackQuestion,
} from '#common/content-pack/manifest.ts';
import { CONTENT_PACK_LIMITS } from '#common/content-pack/limits.ts';
// zod's messages in Italian (set once there), also when the CLI validates without a server.
import '../http/validate.ts';
import { upgradeManifest } from './manifest-upgrade.ts';
import { PackRefused, placeOf, type PackProblem } from './pack-problems.ts';

/** More problems than this are not listed: the admin fixes the first ones and tries again. */
export const MAX_PROBLEMS = 200;

/**
 * The manifest of a pack, parsed, brought up to the current format and checked: the schema,
 * then what a schema cannot say (keys unique, references between items, right answers, the
 * stated limits). Throws PackRefused with every problem and its place; the media files are
 * checked by checkPackMedia.
 */
export function readManifest(text: string): ContentPackManifest {
  const manifest = parseManifest(text);
  const problems = crossChecks(manifest);
  if (problems.length > 0) throw new PackRefused(problems.slice(0, MAX_PROBLEMS));
  return manifest;
}

/**
 * The manifest parsed and checked against the schema (PackRefused otherwise); crossChecks
 * says the rest, so that a caller can list those problems with the media's in one refusal.
 */
export function parseManifest(text: string): ContentPackManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new PackRefused([
      { place: 'manifest.json', message: `Il file non è JSON valido (${jsonErrorWhere(error)}).` },
    ]);
  }
  const header = raw as { format?: unknown; format_version?: unknown } | null;
  if (typeof header !== 'object' || header === null || header.format !== CONTENT_PACK_FORMAT) {
    throw new PackRefused([
      {
        place: 'format',
        message: `Non è un pacchetto di contenuti di Tech Journey (atteso «${CONTENT_PACK_FORMAT}»).`,
      },
    ]);
  }
  const version = header.format_version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new PackRefused([
      { place: 'format_version', message: 'Versione del formato mancante o non valida.' },
    ]);
  }
  if (version > CONTENT_PACK_FORMAT_VERSION) {
    throw new PackRefused([
      {
        place: 'format_version',
        message: `Il pacchetto usa il formato ${version}, più recente del ${CONTENT_PACK_FORMAT_VERSION} che questo server sa leggere: aggiorna Tech Journey.`,
      },
    ]);
  }
  const parsed = contentPackManifestSchema.safeParse(
    upgradeManifest(raw as Record<string, unknown>, version),
  );
  if (!parsed.success) {
    throw new PackRefused(
      parsed.error.issues
        .slice(0, MAX_PROBLEMS)
        .map((issue) => ({ place: placeOf(issue.path), message: issue.message })),
    );
  }
  return parsed.data;
}

/** What the schema cannot say: keys unique, references, right answers, the stated limits. */
export function crossChecks(manifest: ContentPackManifest): PackProblem[] {
  const problems: PackProblem[] = [];
  const problem = (place: string, message: string) => problems.push({ place, message });
  const unique = uniqueKeys(problem);

  const levelKeys = unique('livello');
  const entityKeys = unique('elemento');
  const resourceKeys = unique('risorsa');
  const orders = new Map<number, string>();
  let questions = 0;

  const checkEntity = (entity: PackEntity, place: string, onDemand: boolean) => {
    entityKeys(entity.key, `${place}.key`);
    if (onDemand !== (entity.type === 'on_demand')) {
      problem(
        `${place}.type`,
        onDemand
          ? 'Gli elementi on demand hanno tipo «on_demand».'
          : 'Il tipo «on_demand» è solo per gli elementi fuori dai livelli.',
      );
    }
    entity.sections.forEach((section, s) =>
      section.resources.forEach((resource, r) => {
        const at = `${place}.sections[${s}].resources[${r}]`;
        resourceKeys(resource.key, `${at}.key`);
        if (resource.type !== 'quiz') return;
        questions += resource.quiz.questions.length;
        resource.quiz.questions.forEach((question, q) =>
          checkAnswers(question, `${at}.quiz.questions[${q}]`, problem),
        );
      }),
    );
  };

  manifest.levels.forEach((level, l) => {
    levelKeys(level.key, `levels[${l}].key`);
    const other = orders.get(level.order_num);
    if (other) problem(`levels[${l}].order_num`, `Stessa posizione del livello «${other}».`);
    orders.set(level.order_num, level.key);
    level.entities.forEach((entity, e) =>
      checkEntity(entity, `levels[${l}].entities[${e}]`, false),
    );
  });
  manifest.on_demand.forEach((entity, e) => checkEntity(entity, `on_demand[${e}]`, true));

  const known = new Set([
    ...manifest.levels.flatMap((level) => level.entities.map((entity) => entity.key)),
    ...manifest.on_demand.map((entity) => entity.key),
  ]);
  if (known.size > CONTENT_PACK_LIMITS.maxEntities) {
    problem(
      'levels',
      `Il pacchetto supera il limite di ${CONTENT_PACK_LIMITS.maxEntities} elementi.`,
    );
  }
  const collectionKeys = unique('percorso');
  const checkCollections = (field: 'professional_paths' | 'skill_focuses') =>
    manifest[field].forEach((collection, c) => {
      collectionKeys(collection.key, `${field}[${c}].key`);
      const seen = new Set<string>();
      collection.entity_keys.forEach((key, k) => {
        const place = `${field}[${c}].entity_keys[${k}]`;
        if (!known.has(key)) problem(place, `Elemento «${key}» assente nel pacchetto.`);
        else if (seen.has(key)) problem(place, `Elemento «${key}» ripetuto.`);
        seen.add(key);
      });
    });
  checkCollections('professional_paths');
  checkCollections('skill_focuses');
  const singles = new Set<string>();
  manifest.single_entity_keys.forEach((key, k) => {
    const place = `single_entity_keys[${k}]`;
    if (!known.has(key)) problem(place, `Elemento «${key}» assente nel pacchetto.`);
    else if (singles.has(key)) problem(place, `Elemento «${key}» ripetuto.`);
    singles.add(key);
  });

  const courseKeys = unique('corso live');
  const episodeKeys = unique('episodio');
  const liveQuizKeys = unique('quiz live');
  manifest.live_courses.forEach((course, c) => {
    const place = `live_courses[${c}]`;
    courseKeys(course.key, `${place}.key`);
    const episodes = new Set<string>();
    course.episodes.forEach((episode, e) => {
      episodeKeys(episode.key, `${place}.episodes[${e}].key`);
      episodes.add(episode.key);
    });
    course.quizzes.forEach((quiz, q) => {
      const at = `${place}.quizzes[${q}]`;
      liveQuizKeys(quiz.key, `${at}.key`);
      if (quiz.episode_key && !episodes.has(quiz.episode_key)) {
        problem(`${at}.episode_key`, `Episodio «${quiz.episode_key}» assente nel corso.`);
      }
      questions += quiz.questions.length;
      quiz.questions.forEach((question, n) =>
        checkAnswers(question, `${at}.questions[${n}]`, problem),
      );
    });
  });
  if (questions > CONTENT_PACK_LIMITS.maxQuestions) {
    problem(
      'levels',
      `Il pacchetto supera il limite di ${CONTENT_PACK_LIMITS.maxQuestions} domande.`,
    );
  }
  return problems;
}

/** single_answer: exactly one right answer; multiple_answer: at least one. */
function checkAnswers(
  question: Pick<PackQuestion, 'type' | 'answers'>,
  place: string,
  problem: (place: string, message: string) => void,
): void {
  const right = question.answers.filter((answer) => answer.correct).length;
  if (question.type === 'single_answer' && right !== 1) {
    problem(
      `${place}.answers`,
      `Una domanda a risposta singola ha una sola risposta giusta (qui ${right}).`,
    );
  } else if (question.type === 'multiple_answer' && right === 0) {
    problem(`${place}.answers`, 'Una domanda a risposta multipla ha almeno una risposta giusta.');
  }
}

/** A checker per kind of key: the second use of a key is a problem at its place. */
function uniqueKeys(problem: (place: string, message: string) => void) {
  return (what: string) => {
    const seen = new Map<string, string>();
    return (key: string, place: string) => {
      const first = seen.get(key);
      if (first) problem(place, `Chiave «${key}» già usata per un altro ${what} (${first}).`);
      else seen.set(key, place);
    };
  };
}

function jsonErrorWhere(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message)?.[1];
  return position ? `errore al carattere ${position}` : 'contenuto non leggibile';
}
