import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { requireOwnClassroom } from './classroom-service.ts';
import { removeMembership } from './membership-service.ts';
import { listArchivedStudents, listClassroomStudents } from './student-repository.ts';
import { platformUrlOf } from './platform-url.ts';
import { addStudent, checkStudent } from './student-service.ts';

/**
 * The students of the professor's classrooms (common/api/classrooms/endpoints.ts): check an
 * e-mail, list, add by e-mail, remove, list the archived. Another professor's classroom or
 * student is 404.
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, classroomEndpoints.checkStudent, async ({ query }) =>
    checkStudent(services.db, query.email),
  );

  route(app, classroomEndpoints.listClassroomStudents, async ({ params, auth }) => {
    await requireOwnClassroom(services.db, auth.user_id, params.id);
    return listClassroomStudents(services.db, params.id);
  });

  route(app, classroomEndpoints.addStudent, async ({ body, auth, request }) => {
    await requireOwnClassroom(services.db, auth.user_id, body.classroomid);
    return addStudent(
      services.db,
      {
        classroomId: body.classroomid,
        professorId: auth.user_id,
        platformUrl: platformUrlOf(request),
      },
      {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        schoolYear: body.school_year,
      },
      new Date(services.clock()),
    );
  });

  route(app, classroomEndpoints.removeStudent, async ({ query, auth }) => {
    await requireOwnClassroom(services.db, auth.user_id, query.classroomid);
    await removeMembership(
      services.db,
      query.classroomid,
      query.student,
      new Date(services.clock()),
    );
  });

  route(app, classroomEndpoints.listArchivedStudents, async ({ auth }) =>
    listArchivedStudents(services.db, auth.user_id),
  );
}
