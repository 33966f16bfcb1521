import type { FastifyInstance } from 'fastify';
import {
  addStudentRequestSchema,
  checkStudentQuerySchema,
  removeStudentQuerySchema,
  type ArchivedStudent,
  type CheckStudentResponse,
  type ClassroomStudent,
} from '../../common/api/classrooms/index.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { requireOwnClassroom } from './classroom-store.ts';
import {
  accountsByEmail,
  findClassroomStudent,
  insertMembership,
  listClassroomStudents,
} from './student-store.ts';

/**
 * The students of the professor's classrooms: check an e-mail, list, add by e-mail, remove.
 * Professors only; another professor's classroom or student is 404.
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const professorOnly = { preHandler: requireRole('professor') };

  app.get(
    '/classroom/check-student',
    professorOnly,
    async (request): Promise<CheckStudentResponse> => {
      const { email } = parseRequest(checkStudentQuerySchema, request.query);
      const account = (await accountsByEmail(db(), [email])).get(email);
      // A non-student account is answered exactly like an unknown e-mail: the check must not
      // reveal which e-mails belong to professors, staff or administrators.
      if (!account || account.role !== 'student') {
        return { exists: false, name: null, role_ok: false };
      }
      return { exists: true, name: account.name, role_ok: true };
    },
  );

  app.get('/classroom/students/:id', professorOnly, async (request) => {
    const { id } = parseRequest(idParamsSchema, request.params);
    await requireOwnClassroom(db(), authOf(request).user_id, id);
    return listClassroomStudents(db(), id);
  });

  app.post('/classroom/student', professorOnly, async (request, reply) => {
    const { classroomid, email } = parseRequest(addStudentRequestSchema, request.body);
    await requireOwnClassroom(db(), authOf(request).user_id, classroomid);
    const account = (await accountsByEmail(db(), [email])).get(email);
    if (!account) throw validationFailed({ email: 'Nessuno studente ha questa e-mail.' });
    if (account.role !== 'student') {
      throw validationFailed({ email: 'Solo gli studenti possono essere aggiunti a una classe.' });
    }
    const inserted = await db().transaction((tx) =>
      insertMembership(tx, classroomid, account.id, new Date(app.services.clock())),
    );
    if (!inserted) throw conflict('Lo studente è già in questa classe.');
    reply.status(201);
    return (await findClassroomStudent(db(), classroomid, account.id)) as ClassroomStudent;
  });

  app.patch('/classroom/remove', professorOnly, async (request, reply) => {
    const { classroomid, student } = parseRequest(removeStudentQuerySchema, request.query);
    await requireOwnClassroom(db(), authOf(request).user_id, classroomid);
    const removed = await db().query(
      `DELETE FROM classroom_students WHERE classroom_id = $1 AND student_id = $2
       RETURNING student_id`,
      [classroomid, student],
    );
    if (removed.length === 0) throw notFound();
    return reply.status(204).send();
  });

  app.get('/student/archive', professorOnly, async (request): Promise<ArchivedStudent[]> =>
    db().query<ArchivedStudent>(
      `SELECT u.id::text AS id, u.name, u.email, c.id::text AS classroom_id,
              c.name AS classroom_name
         FROM classroom_students cs
         JOIN classrooms c ON c.id = cs.classroom_id
         JOIN users u ON u.id = cs.student_id
        WHERE c.professor_id = $1 AND cs.state = 'archived'
        ORDER BY lower(u.name), u.id, c.id`,
      [authOf(request).user_id],
    ),
  );
}
