import type { FastifyInstance } from 'fastify';
import { type Entity, type Level } from '../../common/api/journey/entity.ts';
import type { Collection, HomePage } from '../../common/api/journey/home.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { titleProgress } from '../../common/progress/titles.ts';
import { requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { loadJourneyView } from './content/journey-view.ts';
import {
  continueEntity,
  loadCollections,
  loadSingleEntities,
  loadTodoEntities,
  startedEntities,
} from './content/lists.ts';
import { viewerOf } from './content/viewer.ts';
import { totalPoints } from './progress/complete-resource.ts';

/**
 * The journey lists (spec 01 §7). Every signed-in role may read them: students with their
 * progress, professors (also through /tech-journey/professor) and visitors/sorintian with
 * everything open and no progress.
 */
export async function levelsRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const anyone = { preHandler: requireRole() };

  const levels = async (request: Parameters<typeof viewerOf>[0]): Promise<Level[]> =>
    (await loadJourneyView(db(), viewerOf(request))).levels;
  app.get('/tech-journey', anyone, levels);
  app.get('/tech-journey/professor', { preHandler: requireRole('professor') }, levels);

  app.get('/tech-journey/on-demand', anyone, async (request): Promise<Entity[]> => {
    const view = await loadJourneyView(db(), viewerOf(request));
    return view.ordered.filter((viewed) => viewed.row.level_id === null).map((v) => v.entity);
  });

  app.get('/tech-journey/single-entities', anyone, async (request): Promise<Entity[]> =>
    loadSingleEntities(db(), await loadJourneyView(db(), viewerOf(request))),
  );

  app.get('/tech-journey/started-entities', anyone, async (request): Promise<Entity[]> =>
    startedEntities(await loadJourneyView(db(), viewerOf(request))),
  );

  app.get('/tech-journey/professional-paths', anyone, async (request): Promise<Collection[]> =>
    loadCollections(db(), await loadJourneyView(db(), viewerOf(request)), 'professional_path'),
  );

  app.get('/tech-journey/skill-focuses', anyone, async (request): Promise<Collection[]> =>
    loadCollections(db(), await loadJourneyView(db(), viewerOf(request)), 'skill_focus'),
  );

  app.get('/tech-journey/skill-focuses/:id', anyone, async (request): Promise<Collection> => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const view = await loadJourneyView(db(), viewerOf(request));
    const [focus] = await loadCollections(db(), view, 'skill_focus', id);
    if (!focus) throw notFound();
    return focus;
  });

  app.get('/tech-journey/home-page', anyone, async (request): Promise<HomePage> => {
    const viewer = viewerOf(request);
    const view = await loadJourneyView(db(), viewer);
    const studentId = viewer.progressUserId;
    const points = studentId ? await totalPoints(db(), studentId) : 0;
    const title = titleProgress(points);
    return {
      user: {
        name: request.auth?.name ?? '',
        points,
        title: title.title,
        next_title: title.nextTitle,
        points_to_next_title: title.pointsToNextTitle,
      },
      continue: studentId ? continueEntity(view) : null,
      started: startedEntities(view),
      todo: studentId ? await loadTodoEntities(db(), view, studentId) : [],
      single_entities: await loadSingleEntities(db(), view),
    };
  });
}
