import type { FastifyInstance } from 'fastify';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { createVotesService } from '../votes/votes-service.ts';
import { requireVisibleResource } from './content/resources.ts';
import { viewerOf } from './content/viewer.ts';

/**
 * Star ratings of a resource (common/api/journey/resource-endpoints.ts), under /api/tj, over the
 * shared engine of server/votes. Everyone who may open the resource sees the average; students
 * and professors vote (one vote each, voting again replaces it).
 */
export async function rankingRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const votes = createVotesService(db, clock);

  route(app, resourceEndpoints.getResourceRating, async ({ params, request }) => {
    await requireVisibleResource(db, viewerOf(request), params.id);
    return votes.average('resource', params.id);
  });

  route(app, resourceEndpoints.getMyResourceVote, async ({ params, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(db, viewer, params.id);
    return { vote: await votes.myVote('resource', params.id, viewer.userId) };
  });

  route(app, resourceEndpoints.voteResource, async ({ body, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(db, viewer, body.resource_id);
    return votes.vote('resource', {
      subjectId: body.resource_id,
      userId: viewer.userId,
      vote: body.vote,
    });
  });
}
