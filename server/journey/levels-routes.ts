import type { FastifyInstance, FastifyRequest } from 'fastify';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { loadHomePage } from './content/home-page.ts';
import { loadJourneyView } from './content/journey-view.ts';
import { loadCollections, loadSingleEntities, startedEntities } from './content/lists.ts';
import { viewerOf } from './content/viewer.ts';

/**
 * The journey lists (spec 01 §7). Every signed-in role may read them: students with their
 * progress, professors (also through /tech-journey/professor) and visitors/sorintian with
 * everything open and no progress.
 */
export async function levelsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const viewOf = (request: FastifyRequest) => loadJourneyView(services.db, viewerOf(request));

  for (const endpoint of [journeyEndpoints.getLevels, journeyEndpoints.getProfessorLevels]) {
    route(app, endpoint, async ({ request }) => (await viewOf(request)).levels);
  }

  route(app, journeyEndpoints.getOnDemandEntities, async ({ request }) =>
    (await viewOf(request)).ordered
      .filter((viewed) => viewed.row.level_id === null)
      .map((viewed) => viewed.entity),
  );

  route(app, journeyEndpoints.getSingleEntities, async ({ request }) =>
    loadSingleEntities(services.db, await viewOf(request)),
  );

  route(app, journeyEndpoints.getStartedEntities, async ({ request }) =>
    startedEntities(await viewOf(request)),
  );

  route(app, journeyEndpoints.getProfessionalPaths, async ({ request }) =>
    loadCollections(services.db, await viewOf(request), 'professional_path'),
  );

  route(app, journeyEndpoints.getSkillFocuses, async ({ request }) =>
    loadCollections(services.db, await viewOf(request), 'skill_focus'),
  );

  route(app, journeyEndpoints.getSkillFocus, async ({ params, request }) => {
    const [focus] = await loadCollections(
      services.db,
      await viewOf(request),
      'skill_focus',
      params.id,
    );
    if (!focus) throw notFound();
    return focus;
  });

  route(app, journeyEndpoints.getHomePage, async ({ auth, request }) =>
    loadHomePage(services.db, viewerOf(request), auth.name),
  );
}
