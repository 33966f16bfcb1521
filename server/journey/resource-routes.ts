import type { FastifyInstance } from 'fastify';
import type { Episode, EpisodeSummary, Navigation } from '../../common/api/journey/episode.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { requireVisibleResource, resourcesInOrder, toEpisode } from './content/resources.ts';
import { viewerOf } from './content/viewer.ts';
import { completeResource } from './progress/complete-resource.ts';

/** A resource, the next suggestion, exercise completion and lesson navigation (spec 01 §7). */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;

  app.get(
    '/tech-journey/resource/:id',
    { preHandler: requireRole() },
    async (request): Promise<Episode> => {
      const { id } = parseRequest(idParamsSchema, request.params);
      return toEpisode(await requireVisibleResource(db(), viewerOf(request), id));
    },
  );

  // The resource after this one in its entity; after the last one, the first resource of the
  // next entity along the path when the viewer may open it; otherwise 204 (no suggestion).
  app.get(
    '/tech-journey/resource/next/:id',
    { preHandler: requireRole() },
    async (request, reply) => {
      const { id } = parseRequest(idParamsSchema, request.params);
      const viewer = viewerOf(request);
      const { owner, view } = await requireVisibleResource(db(), viewer, id);
      const siblings = await resourcesInOrder(db(), owner.row.db_id, owner.row.hex_id);
      const index = siblings.findIndex((resource) => resource.id === id);
      let next: EpisodeSummary | undefined = siblings[index + 1];
      if (!next) {
        const position = view.ordered.indexOf(owner);
        const following = position >= 0 ? view.ordered[position + 1] : undefined;
        const opens = following && following.visible && following.entity.unlocked;
        const nextIsTest = following?.row.type === 'final_test' && viewer.role !== 'professor';
        if (following && opens && !nextIsTest) {
          next = (await resourcesInOrder(db(), following.row.db_id, following.row.hex_id))[0];
        }
      }
      if (!next) return reply.status(204).send();
      return next;
    },
  );

  app.post(
    '/tech-journey/exercises/:id/complete',
    { preHandler: requireRole('student') },
    async (request, reply) => {
      const { id } = parseRequest(idParamsSchema, request.params);
      const viewer = viewerOf(request);
      const { resource } = await requireVisibleResource(db(), viewer, id);
      // Only exercises complete by this call: lessons need the tracker, quizzes a passed attempt.
      if (resource.type !== 'exercise') throw notFound();
      const now = new Date(app.services.clock());
      await db().transaction((tx) =>
        completeResource(tx, { userId: viewer.userId, resourceId: id, now }),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/tech-journey/video-lessons/:id/navigation',
    { preHandler: requireRole() },
    async (request): Promise<Navigation> => {
      const { id } = parseRequest(idParamsSchema, request.params);
      // Any resource type is accepted: the episode page shows the same links for exercises.
      const { owner } = await requireVisibleResource(db(), viewerOf(request), id);
      const siblings = await resourcesInOrder(db(), owner.row.db_id, owner.row.hex_id);
      const index = siblings.findIndex((candidate) => candidate.id === id);
      return { previous: siblings[index - 1] ?? null, next: siblings[index + 1] ?? null };
    },
  );
}
