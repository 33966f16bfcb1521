import type { FastifyInstance } from 'fastify';
import { reportEndpoints } from '#common/api/reports/index.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { findOwnStudentAttempt } from './attempt-report-repository.ts';

/** Reports API: one attempt of a professor's student with every answer, the chosen ones marked. */
export async function attemptReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, reportEndpoints.getReportAttempt, async ({ params, auth }) => {
    const attempt = await findOwnStudentAttempt(db, auth.user_id, params.attemptId);
    if (!attempt) throw notFound();
    return attempt;
  });
}
