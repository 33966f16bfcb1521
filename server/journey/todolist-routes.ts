import type { FastifyInstance } from 'fastify';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { loadJourneyView } from './content/journey-view.ts';
import { loadTodoEntities } from './content/lists.ts';
import { viewerOf } from './content/viewer.ts';
import { deleteTodo, insertTodo } from './todolist-repository.ts';

/**
 * The student's to-do list of entities (spec 01 §4): saving what is saved and unsaving what is
 * not are refused with 409. Students only (the declarations say so); other roles get 403.
 */
export async function todolistRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, journeyEndpoints.getTodoList, async ({ request }) => {
    const viewer = viewerOf(request);
    return loadTodoEntities(services.db, await loadJourneyView(services.db, viewer), viewer.userId);
  });

  route(app, journeyEndpoints.saveTodo, async ({ params, request }) => {
    const viewer = viewerOf(request);
    const viewed = (await loadJourneyView(services.db, viewer)).byHexId.get(params.id);
    // Locked entities may be saved for later; the hidden level's may not (they do not exist).
    if (!viewed || !viewed.visible) throw notFound();
    const saved = await insertTodo(services.db, {
      userId: viewer.userId,
      entityDbId: viewed.row.db_id,
      savedAt: new Date(services.clock()),
    });
    if (!saved) throw conflict('È già nella tua lista.');
    return { id: params.id };
  });

  route(app, journeyEndpoints.removeTodo, async ({ params, auth }) => {
    if (!(await deleteTodo(services.db, auth.user_id, params.id))) {
      throw conflict('Non è nella tua lista.');
    }
  });
}
