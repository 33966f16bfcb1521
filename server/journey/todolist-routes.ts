import type { FastifyInstance } from 'fastify';
import type { Entity } from '../../common/api/journey/entity.ts';
import { hexIdParamsSchema } from '../../common/api/journey/ids.ts';
import { requireRole } from '../auth/require-role.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { loadJourneyView } from './content/journey-view.ts';
import { loadTodoEntities } from './content/lists.ts';
import { viewerOf } from './content/viewer.ts';

/**
 * The student's to-do list of entities (spec 01 §4): saving what is saved and unsaving what is
 * not are refused with 409. Students only; other roles have no list (403).
 */
export async function todolistRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const students = { preHandler: requireRole('student') };

  app.get('/tech-journey/todolist', students, async (request): Promise<Entity[]> => {
    const viewer = viewerOf(request);
    return loadTodoEntities(db(), await loadJourneyView(db(), viewer), viewer.userId);
  });

  app.post('/tech-journey/todolist/:id', students, async (request, reply) => {
    const { id } = parseRequest(hexIdParamsSchema, request.params);
    const viewer = viewerOf(request);
    const viewed = (await loadJourneyView(db(), viewer)).byHexId.get(id);
    // Locked entities may be saved for later; the hidden level's may not (they do not exist).
    if (!viewed || !viewed.visible) throw notFound();
    const rows = await db().query(
      `INSERT INTO todolist (user_id, entity_id, saved_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING entity_id`,
      [viewer.userId, viewed.row.db_id, new Date(app.services.clock())],
    );
    if (rows.length === 0) throw conflict('È già nella tua lista.');
    return reply.status(201).send({ id });
  });

  app.delete('/tech-journey/todolist/:id', students, async (request, reply) => {
    const { id } = parseRequest(hexIdParamsSchema, request.params);
    const rows = await db().query(
      `DELETE FROM todolist WHERE user_id = $1
         AND entity_id = (SELECT e.id FROM entities e WHERE e.hex_id = $2) RETURNING entity_id`,
      [viewerOf(request).userId, id],
    );
    if (rows.length === 0) throw conflict('Non è nella tua lista.');
    return reply.status(204).send();
  });
}
