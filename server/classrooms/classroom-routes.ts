import type { FastifyInstance } from 'fastify';
import {
  classroomIdQuerySchema,
  createClassroomRequestSchema,
  renameClassroomRequestSchema,
  type Classroom,
} from '../../common/api/classrooms/index.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { parseRequest } from '../http/validate.ts';
import { listClassrooms, requireFreeName, requireOwnClassroom } from './classroom-store.ts';

/**
 * The professor's classrooms (spec 02 §7 "Classroom"): list, create, rename, delete, archive
 * and unarchive. Professors only; another professor's classroom is 404.
 */
export async function classroomRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const professorOnly = { preHandler: requireRole('professor') };

  app.get('/classroom/prof', professorOnly, async (request) =>
    listClassrooms(db(), authOf(request).user_id),
  );

  app.post('/classroom', professorOnly, async (request, reply): Promise<Classroom> => {
    const { Name: name } = parseRequest(createClassroomRequestSchema, request.body);
    const professorId = authOf(request).user_id;
    await requireFreeName(db(), professorId, name, null);
    const rows = await db().query<{ id: string }>(
      `INSERT INTO classrooms (professor_id, name, created_at) VALUES ($1, $2, $3)
       RETURNING id::text AS id`,
      [professorId, name, new Date(app.services.clock())],
    );
    reply.status(201);
    return requireOwnClassroom(db(), professorId, rows[0]!.id);
  });

  app.put('/classroom/rename', professorOnly, async (request): Promise<Classroom> => {
    const { classroomid, name } = parseRequest(renameClassroomRequestSchema, request.body);
    const professorId = authOf(request).user_id;
    const classroom = await requireOwnClassroom(db(), professorId, classroomid);
    if (!classroom.archived) await requireFreeName(db(), professorId, name, classroomid);
    await db().query('UPDATE classrooms SET name = $1 WHERE id = $2', [name, classroomid]);
    return requireOwnClassroom(db(), professorId, classroomid);
  });

  app.delete('/classroom', professorOnly, async (request, reply) => {
    const { classroomid } = parseRequest(classroomIdQuerySchema, request.query);
    await requireOwnClassroom(db(), authOf(request).user_id, classroomid);
    // Its students' memberships and invitations go with it (ON DELETE CASCADE).
    await db().query('DELETE FROM classrooms WHERE id = $1', [classroomid]);
    return reply.status(204).send();
  });

  app.post('/classroom/archive/:id', professorOnly, async (request): Promise<Classroom> => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const professorId = authOf(request).user_id;
    await requireOwnClassroom(db(), professorId, id);
    await db().query('UPDATE classrooms SET archived = true WHERE id = $1', [id]);
    return requireOwnClassroom(db(), professorId, id);
  });

  app.post('/classroom/unarchive/:id', professorOnly, async (request): Promise<Classroom> => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const professorId = authOf(request).user_id;
    const classroom = await requireOwnClassroom(db(), professorId, id);
    if (classroom.archived) await requireFreeName(db(), professorId, classroom.name, id);
    await db().query('UPDATE classrooms SET archived = false WHERE id = $1', [id]);
    return requireOwnClassroom(db(), professorId, id);
  });
}
