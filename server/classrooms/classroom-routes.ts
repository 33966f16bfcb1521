import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { deleteClassroom, listClassrooms } from './classroom-repository.ts';
import {
  changeArchived,
  createClassroom,
  renameClassroom,
  requireOwnClassroom,
} from './classroom-service.ts';

/**
 * The professor's classrooms (common/api/classrooms/endpoints.ts): list, create, rename, delete,
 * archive and unarchive. Another professor's classroom is 404.
 */
export async function classroomRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, classroomEndpoints.listClassrooms, async ({ auth }) =>
    listClassrooms(services.db, auth.user_id),
  );

  route(app, classroomEndpoints.createClassroom, async ({ body, auth }) =>
    createClassroom(services.db, auth.user_id, body.Name, new Date(services.clock())),
  );

  route(app, classroomEndpoints.renameClassroom, async ({ body, auth }) =>
    renameClassroom(services.db, auth.user_id, body.classroomid, body.name),
  );

  route(app, classroomEndpoints.deleteClassroom, async ({ query, auth }) => {
    await requireOwnClassroom(services.db, auth.user_id, query.classroomid);
    await deleteClassroom(services.db, query.classroomid);
  });

  route(app, classroomEndpoints.archiveClassroom, async ({ params, auth }) =>
    changeArchived(services.db, auth.user_id, params.id, true),
  );

  route(app, classroomEndpoints.unarchiveClassroom, async ({ params, auth }) =>
    changeArchived(services.db, auth.user_id, params.id, false),
  );
}
