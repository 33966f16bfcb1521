import type { FastifyInstance } from 'fastify';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { requireVisibleResource } from './content/resources.ts';
import { viewerOf } from './content/viewer.ts';
import { averageOf, findVote, saveVote } from './ranking-repository.ts';

/**
 * Star ratings of a resource (common/api/journey/resource-endpoints.ts), under /api/tj. Everyone
 * who may open the resource sees the average; students and professors vote (one vote each,
 * voting again replaces it).
 */
export async function rankingRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, resourceEndpoints.getResourceRating, async ({ params, request }) => {
    await requireVisibleResource(services.db, viewerOf(request), params.id);
    return averageOf(services.db, params.id);
  });

  route(app, resourceEndpoints.getMyResourceVote, async ({ params, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(services.db, viewer, params.id);
    return { vote: await findVote(services.db, viewer.userId, params.id) };
  });

  route(app, resourceEndpoints.voteResource, async ({ body, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(services.db, viewer, body.resource_id);
    await saveVote(services.db, {
      userId: viewer.userId,
      resourceId: body.resource_id,
      vote: body.vote,
      now: new Date(services.clock()),
    });
    return averageOf(services.db, body.resource_id);
  });
}
