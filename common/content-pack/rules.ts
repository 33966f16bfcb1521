import { CONTENT_PACK_LIMITS } from './limits.ts';
import type { ContentPackManifest, PackEntity, PackQuestion } from './manifest.ts';

/**
 * What a schema cannot say about content (keys unique, references between items, right
 * answers, the pack's stated limits): one rules module for pack validation on the server and
 * the studio's messages beside each field in the renderer.
 */

/** One problem of some content: where (`levels[1].entities[3].title`), and why, in Italian. */
export interface PackProblem {
  /** A place in the manifest (`levels[1].entities[3].resources[0]`), or a file of the pack. */
  place: string;
  message: string;
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
export function checkAnswers(
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

/** The problem of one question's right answers, if any (the studio shows it beside the answers). */
export function answersProblem(question: Pick<PackQuestion, 'type' | 'answers'>): string | null {
  let found: string | null = null;
  checkAnswers(question, '', (_place, message) => (found = message));
  return found;
}

/** An episode's length from its start and end, or why they cannot be an episode. */
export function episodeMinutes(startsAt: Date, endsAt: Date): number | string {
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return 'Indica inizio e fine.';
  if (minutes < 1) return "La fine dev'essere dopo l'inizio.";
  if (minutes > 24 * 60) return 'Un episodio dura al massimo 24 ore.';
  return minutes;
}

/** Episodes of one course whose times overlap, as pairs of keys: a warning, not a refusal. */
export function overlappingEpisodes(
  episodes: ReadonlyArray<{ key: string; startsAt: Date; minutes: number }>,
): Array<[string, string]> {
  const sorted = [...episodes].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const pairs: Array<[string, string]> = [];
  for (const [i, episode] of sorted.entries()) {
    const ends = episode.startsAt.getTime() + episode.minutes * 60_000;
    for (const later of sorted.slice(i + 1)) {
      if (later.startsAt.getTime() >= ends) break;
      pairs.push([episode.key, later.key]);
    }
  }
  return pairs;
}
