import type { FastifyInstance, FastifyRequest } from 'fastify';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Queryable } from '../db/database.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { loadHomePage } from './content/home-page.ts';
import { loadJourneyView } from './content/journey-view.ts';
import { loadCollections, loadSingleEntities, startedEntities } from './content/lists.ts';
import { viewerOf } from './content/viewer.ts';
import { withDraftPreview } from '../studio/preview/draft-preview.ts';

/**
 * The journey lists (spec 01 §7). Every signed-in role may read them: students with their
 * progress, professors (also through /tech-journey/professor) and visitors/sorintian with
 * everything open and no progress.
 */
export async function levelsRoutes(app: FastifyInstance): Promise<void> {
  // Every list reads through the preview wrapper: the database, or an author's draft.
  const read = <T>(request: FastifyRequest, fn: (db: Queryable) => Promise<T>) =>
    withDraftPreview(app, request, fn);
  const viewOf = (db: Queryable, request: FastifyRequest) => loadJourneyView(db, viewerOf(request));

  for (const endpoint of [journeyEndpoints.getLevels, journeyEndpoints.getProfessorLevels]) {
    route(app, endpoint, async ({ request }) =>
      read(request, async (db) => (await viewOf(db, request)).levels),
    );
  }

  route(app, journeyEndpoints.getOnDemandEntities, async ({ request }) =>
    read(request, async (db) =>
      (await viewOf(db, request)).ordered
        .filter((viewed) => viewed.row.level_id === null)
        .map((viewed) => viewed.entity),
    ),
  );

  route(app, journeyEndpoints.getSingleEntities, async ({ request }) =>
    read(request, async (db) => loadSingleEntities(db, await viewOf(db, request))),
  );

  route(app, journeyEndpoints.getStartedEntities, async ({ request }) =>
    read(request, async (db) => startedEntities(await viewOf(db, request))),
  );

  route(app, journeyEndpoints.getProfessionalPaths, async ({ request }) =>
    read(request, async (db) =>
      loadCollections(db, await viewOf(db, request), 'professional_path'),
    ),
  );

  route(app, journeyEndpoints.getSkillFocuses, async ({ request }) =>
    read(request, async (db) => loadCollections(db, await viewOf(db, request), 'skill_focus')),
  );

  route(app, journeyEndpoints.getSkillFocus, async ({ params, request }) => {
    const [focus] = await read(request, async (db) =>
      loadCollections(db, await viewOf(db, request), 'skill_focus', params.id),
    );
    if (!focus) throw notFound();
    return focus;
  });

  route(app, journeyEndpoints.getHomePage, async ({ auth, request }) =>
    read(request, (db) => loadHomePage(db, viewerOf(request), auth.name)),
  );
}
