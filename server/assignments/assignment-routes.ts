import type { FastifyInstance } from 'fastify';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import { requireOwnClassroom } from '../classrooms/classroom-service.ts';
import { route } from '../http/endpoint-route.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { sendStudentDataFile } from '../privacy/record-download.ts';
import { listClassroomStudentsForOverview } from './assignment-read-repository.ts';
import {
  createAssignment,
  listAssignableWork,
  listClassroomAssignableRecordings,
  listClassroomAssignments,
  listMyAssignments,
  updateAssignment,
  withdrawAssignment,
} from './assignment-service.ts';
import { buildOverviewXlsx, overviewFileName } from './overview-xlsx.ts';

/**
 * Assignments (common/api/assignments/endpoints.ts, docs/assignments.md): the professor's
 * picker, assigning, editing, withdrawing, what each student did and the class overview as
 * XLSX; the student's own «Compiti».
 */
export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;
  const context = () => ({ now: new Date(clock()), timeZone: config.schoolTimeZone });

  route(app, assignmentEndpoints.listAssignableWork, async () => listAssignableWork(db));

  route(app, assignmentEndpoints.listAssignableRecordings, async ({ params, auth }) =>
    listClassroomAssignableRecordings(db, auth.user_id, params.id, config.schoolTimeZone),
  );

  route(app, assignmentEndpoints.listClassroomAssignments, async ({ params, auth }) =>
    listClassroomAssignments(db, auth.user_id, params.id, config.schoolTimeZone),
  );

  route(app, assignmentEndpoints.createAssignment, async ({ params, body, auth }) =>
    createAssignment(db, auth.user_id, params.id, body, context()),
  );

  route(app, assignmentEndpoints.updateAssignment, async ({ params, body, auth }) =>
    updateAssignment(db, auth.user_id, params.id, body, context()),
  );

  route(app, assignmentEndpoints.withdrawAssignment, async ({ params, auth }) => {
    await withdrawAssignment(db, auth.user_id, params.id, new Date(clock()));
  });

  route(app, assignmentEndpoints.exportAssignmentOverview, async ({ params, auth, reply }) => {
    const classroom = await requireOwnClassroom(db, auth.user_id, params.id);
    const assignments = await listClassroomAssignments(
      db,
      auth.user_id,
      params.id,
      config.schoolTimeZone,
    );
    const students = await listClassroomStudentsForOverview(db, params.id);
    const now = new Date(clock());
    return sendStudentDataFile(
      reply,
      { db, viewer: auth, at: now },
      {
        bytes: await buildOverviewXlsx(students, assignments, config.schoolTimeZone),
        type: 'xlsx',
        name: overviewFileName(classroom.name, now, config.schoolTimeZone),
        studentIds: students.map((student) => student.id),
        detail: DOWNLOAD_DETAILS.assignmentOverview(classroom.name),
      },
    );
  });

  route(app, assignmentEndpoints.listMyAssignments, async ({ auth }) =>
    listMyAssignments(db, auth.user_id, new Date(clock())),
  );
}
