import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeSchema } from '#common/api/journey/episode.ts';
import { itemDetailSchema } from '#common/api/journey/item-detail.ts';
import { levelsResponseSchema } from '#common/api/journey/entity.ts';
import { professorQuizSchema } from '#common/api/quizzes/quiz.ts';
import type { ContentPackManifest, PackEntity } from '#common/content-pack/manifest.ts';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';
import type { Queryable } from '../../db/database.ts';
import { hexIdForKey } from '../../content-packs/hex-id.ts';
import { publishedManifest } from '../../content-packs/pack-test-helpers.ts';
import { signedInClient } from '../../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { PREVIEW_WRITE_MESSAGE } from './draft-preview.ts';
import { PREVIEW_FIRST_ID } from './preview-ids-repository.ts';

const PACK = 'tech-journey-demo';
const ADMIN = 'admin@demo.test';
const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';
const DRAFT_TITLE = 'Titolo della bozza';
const DRAFT_QUESTION = 'Domanda riscritta nella bozza?';
const NEW_MODULE = 'anteprima-modulo-nuovo';

/** The first quiz resource of the pack, where the draft rewrites a question. */
function firstQuiz(manifest: ContentPackManifest) {
  const entities = [...manifest.levels.flatMap((level) => level.entities), ...manifest.on_demand];
  for (const entity of entities) {
    for (const section of entity.sections) {
      for (const resource of section.resources) if (resource.type === 'quiz') return resource;
    }
  }
  throw new Error('the demo pack has no quiz');
}

const newModule: PackEntity = {
  key: NEW_MODULE,
  type: 'module',
  title: 'Modulo solo in bozza',
  description: '',
  pcto_minutes: 30,
  points: 10,
  tags: [],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Esercizi',
      resources: [
        {
          key: 'anteprima-esercizio',
          type: 'exercise',
          title: 'Esercizio in bozza',
          description: '',
          duration_seconds: 300,
          instructions: 'Prova.',
        },
      ],
    },
  ],
};

/**
 * Stands in for the studio's loader: the published demo pack with its first entity renamed, a
 * question rewritten and a new module in its first level.
 */
async function draftOf(db: Queryable, packKey: string): Promise<ContentPackManifest | null> {
  const manifest = await publishedManifest(db, packKey);
  if (!manifest) return null;
  manifest.levels[0]!.entities[0]!.title = DRAFT_TITLE;
  const quiz = firstQuiz(manifest);
  if (quiz.type === 'quiz') quiz.quiz.questions[0]!.text = DRAFT_QUESTION;
  manifest.levels[0]!.entities.push(newModule);
  return manifest;
}

describe(`draft preview (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof signedInClient>;
  let firstEntityHex: string;
  let quizId: string;
  const preview = { [PREVIEW_HEADER]: PACK };

  beforeAll(async () => {
    t = await createTestApp({ loadDraftManifest: draftOf });
    client = signedInClient(t);
    const published = (await publishedManifest(t.db, PACK))!;
    firstEntityHex = hexIdForKey(published.levels[0]!.entities[0]!.key);
    const [quiz] = await t.db.query<{ id: string }>(
      `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
        WHERE r.key = $1`,
      [firstQuiz(published).key],
    );
    quizId = quiz!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const levelsOf = async (email: string, headers: Record<string, string> = {}) => {
    const response = await client.call('GET', email, '/tech-journey', undefined, headers);
    expect(response.statusCode).toBe(200);
    return levelsResponseSchema.parse(response.json());
  };
  const titlesOf = (levels: Awaited<ReturnType<typeof levelsOf>>) =>
    levels.flatMap((level) => level.entities.map((entity) => entity.title));

  it('shows an author the draft on the map and the module page', async () => {
    const levels = await levelsOf(ADMIN, preview);
    const first = levels[0]!.entities.find((entity) => entity.id === firstEntityHex);
    expect(first?.title).toBe(DRAFT_TITLE);
    expect(titlesOf(levels)).toContain(newModule.title);

    const page = await client.call(
      'GET',
      ADMIN,
      `/tech-journey/${hexIdForKey(NEW_MODULE)}`,
      undefined,
      preview,
    );
    expect(page.statusCode).toBe(200);
    const detail = itemDetailSchema.parse(page.json());
    expect(detail.title).toBe(newModule.title);
    expect(detail.sections[0]?.resources.map((resource) => resource.title)).toEqual([
      'Esercizio in bozza',
    ]);
  });

  it('gives what the draft adds the same ids on every request, so its pages link up', async () => {
    const page = await client.call(
      'GET',
      ADMIN,
      `/tech-journey/${hexIdForKey(NEW_MODULE)}`,
      undefined,
      preview,
    );
    const resourceId = itemDetailSchema.parse(page.json()).sections[0]!.resources[0]!.id;
    expect(Number(resourceId)).toBeGreaterThanOrEqual(PREVIEW_FIRST_ID);
    const resource = await client.call(
      'GET',
      ADMIN,
      `/tech-journey/resource/${resourceId}`,
      undefined,
      preview,
    );
    expect(resource.statusCode).toBe(200);
    expect(episodeSchema.parse(resource.json()).title).toBe('Esercizio in bozza');
    expect((await client.get(ADMIN, `/tech-journey/resource/${resourceId}`)).statusCode).toBe(404);
    // The sequences came back with the rollback: real rows keep their ordinary ids.
    const [level] = await t.db.query<{ id: string }>(
      "INSERT INTO levels (key, title, order_num) VALUES ('dopo-anteprima', 'Dopo', 30) RETURNING id::text AS id",
    );
    expect(Number(level!.id)).toBeLessThan(PREVIEW_FIRST_ID);
  });

  it("shows an author the draft's questions without starting an attempt", async () => {
    const response = await client.call(
      'GET',
      ADMIN,
      `/tech-journey/professor/quizzes/${quizId}`,
      undefined,
      preview,
    );
    expect(response.statusCode).toBe(200);
    const quiz = professorQuizSchema.parse(response.json());
    expect(quiz.questions[0]?.text).toBe(DRAFT_QUESTION);
    const attempts = await t.db.query('SELECT 1 FROM quiz_attempts');
    const published = await client.get(ADMIN, `/tech-journey/professor/quizzes/${quizId}`);
    expect(professorQuizSchema.parse(published.json()).questions[0]?.text).not.toBe(DRAFT_QUESTION);
    expect(await t.db.query('SELECT 1 FROM quiz_attempts')).toHaveLength(attempts.length);
  });

  it('keeps the draft from everyone else and from the database (rolled back)', async () => {
    await levelsOf(ADMIN, preview);
    for (const email of [ADMIN, STUDENT, PROFESSOR]) {
      const titles = titlesOf(await levelsOf(email));
      expect(titles).not.toContain(DRAFT_TITLE);
      expect(titles).not.toContain(newModule.title);
    }
    const page = await client.get(ADMIN, `/tech-journey/${hexIdForKey(NEW_MODULE)}`);
    expect(page.statusCode).toBe(404);
    expect(await t.db.query('SELECT 1 FROM entities WHERE key = $1', [NEW_MODULE])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM entities WHERE title = $1', [DRAFT_TITLE])).toEqual([]);
  });

  it('refuses the preview to whoever is not an author (403) and an unknown pack (404)', async () => {
    for (const email of [STUDENT, PROFESSOR]) {
      const response = await client.call('GET', email, '/tech-journey', undefined, preview);
      expect(response.statusCode).toBe(403);
    }
    const unknown = await client.call('GET', ADMIN, '/tech-journey', undefined, {
      [PREVIEW_HEADER]: 'nessun-pacchetto',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves nothing in preview: a write with the header is refused', async () => {
    const [exercise] = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM resources WHERE type = 'exercise' ORDER BY id LIMIT 1",
    );
    const before = await t.db.query('SELECT * FROM resource_progress');
    for (const email of [ADMIN, STUDENT]) {
      const response = await client.call(
        'POST',
        email,
        `/tech-journey/exercises/${exercise!.id}/complete`,
        undefined,
        preview,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: PREVIEW_WRITE_MESSAGE });
    }
    expect(await t.db.query('SELECT * FROM resource_progress')).toEqual(before);
  });
});
