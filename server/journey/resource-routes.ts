import type { FastifyInstance } from 'fastify';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { requireVisibleResource, toEpisode } from './content/resources.ts';
import { viewerOf } from './content/viewer.ts';
import { withDraftPreview } from '../studio/preview/draft-preview.ts';
import { recordActivity } from './progress/streak.ts';
import { completeResource } from './progress/complete-resource.ts';
import { neighboursOf, suggestNextResource } from './resource-service.ts';

/**
 * A resource, the next suggestion, exercise completion and lesson navigation
 * (common/api/journey/resource-endpoints.ts), under /api/tj.
 */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, resourceEndpoints.getEpisode, async ({ params, request }) =>
    withDraftPreview(app, request, async (db) =>
      toEpisode(await requireVisibleResource(db, viewerOf(request), params.id)),
    ),
  );

  route(app, resourceEndpoints.getNextResource, async ({ params, request, reply }) => {
    const next = await withDraftPreview(app, request, (db) =>
      suggestNextResource(db, viewerOf(request), params.id),
    );
    // No suggestion is an empty 204, not a JSON null: the answer clients already read.
    if (!next) return reply.status(204).send();
    return next;
  });

  route(app, resourceEndpoints.completeExercise, async ({ params, request }) => {
    const viewer = viewerOf(request);
    const { resource } = await requireVisibleResource(services.db, viewer, params.id);
    // Only exercises complete by this call: lessons need the tracker, quizzes a passed attempt.
    if (resource.type !== 'exercise') throw notFound();
    const now = new Date(services.clock());
    await services.db.transaction(async (tx) => {
      await completeResource(tx, { userId: viewer.userId, resourceId: resource.id, now });
      await recordActivity(tx, viewer.userId, now, services.config.schoolTimeZone);
    });
  });

  route(app, resourceEndpoints.getResourceNavigation, async ({ params, request }) =>
    withDraftPreview(app, request, (db) => neighboursOf(db, viewerOf(request), params.id)),
  );
}
