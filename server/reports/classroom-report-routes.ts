import type { FastifyInstance } from 'fastify';
import { reportEndpoints } from '#common/api/reports/index.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import {
  classroomTestAttempts,
  classroomTests,
  professorClassrooms,
  quizExists,
} from './classroom-report-repository.ts';
import { requireOwnClassroom } from './ownership.ts';

/** Reports API: the professor's classrooms, their tests and the attempts of one test. */
export async function classroomReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, reportEndpoints.getReportClassrooms, async ({ auth }) =>
    professorClassrooms(db, auth.user_id),
  );

  route(app, reportEndpoints.getReportClassroomTests, async ({ auth }) =>
    classroomTests(db, auth.user_id),
  );

  route(app, reportEndpoints.getReportTestAttempts, async ({ params, auth }) => {
    await requireOwnClassroom(db, auth.user_id, params.classroomId);
    if (!(await quizExists(db, params.quizId))) throw notFound();
    return classroomTestAttempts(db, params.classroomId, params.quizId);
  });
}
