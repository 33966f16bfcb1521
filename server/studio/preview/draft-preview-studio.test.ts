import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelsResponseSchema } from '#common/api/journey/entity.ts';
import { studioWorkspaceSchema } from '#common/api/studio/studio.ts';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';
import { signedInClient } from '../../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

const ADMIN = 'admin@demo.test';
const STUDENT = 'studente2@demo.test';
const PACK = 'tech-journey-demo';
const STUDIO = `/tech-journey/studio/packs/${PACK}`;
const DRAFT_TITLE = 'Titolo salvato come bozza';

/** The preview with the studio's own drafts: an author saves, previews, nothing else moves. */
describe(`draft preview of a studio draft (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const titles = async (email: string, headers: Record<string, string> = {}) => {
    const answer = await c.call('GET', email, '/tech-journey', undefined, headers);
    expect(answer.statusCode).toBe(200);
    return levelsResponseSchema
      .parse(answer.json())
      .flatMap((level) => level.entities.map((entity) => entity.title));
  };

  it('shows a saved draft in the preview only', async () => {
    const workspace = studioWorkspaceSchema.parse((await c.get(ADMIN, STUDIO)).json());
    const entity = workspace.draft.entities.find(
      (candidate) => candidate.key === workspace.draft.levels[0]!.entity_keys[0],
    )!;
    const saved = await c.put(ADMIN, `${STUDIO}/items`, {
      kind: 'entity',
      key: entity.key,
      revision: 0,
      item: { ...entity, title: DRAFT_TITLE },
    });
    expect(saved.statusCode).toBe(200);

    expect(await titles(ADMIN, { [PREVIEW_HEADER]: PACK })).toContain(DRAFT_TITLE);
    expect(await titles(ADMIN)).not.toContain(DRAFT_TITLE);
    expect(await titles(STUDENT)).not.toContain(DRAFT_TITLE);
    expect(await t.db.query('SELECT 1 FROM entities WHERE title = $1', [DRAFT_TITLE])).toEqual([]);
    // While previewing, the studio's own saves are refused too: nothing is saved in preview.
    const refused = await c.call(
      'PUT',
      ADMIN,
      `${STUDIO}/items`,
      { kind: 'entity', key: entity.key, revision: 1, item: entity },
      { [PREVIEW_HEADER]: PACK },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for a pack that does not exist', async () => {
    const answer = await c.call('GET', ADMIN, '/tech-journey', undefined, {
      [PREVIEW_HEADER]: 'nessun-pacchetto',
    });
    expect(answer.statusCode).toBe(404);
  });
});
