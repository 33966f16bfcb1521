import type { FastifyInstance } from 'fastify';
import { sendJsonNotFound } from '../http/not-found.ts';
import { attemptReportRoutes } from './attempt-report-routes.ts';
import { certificateDownloadRoutes } from './certificate-download-routes.ts';
import { certificateReportRoutes } from './certificate-report-routes.ts';
import { classroomReportRoutes } from './classroom-report-routes.ts';
import { liveCourseReportRoutes } from './live-report-routes.ts';
import { statsReportRoutes } from './stats-report-routes.ts';

/**
 * The reports service of API.md (prefix /api/reports): what a professor learns about their own
 * classrooms' students (common/api/reports/endpoints.ts). Every route is professor-only; another
 * professor's objects are 404. The live courses' reports (live-report-routes.ts) are answered
 * here too, by the live area's services, under the reports path of the spec.
 */
export async function reportsPlugin(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler(sendJsonNotFound);
  await app.register(classroomReportRoutes);
  await app.register(certificateReportRoutes);
  await app.register(certificateDownloadRoutes);
  await app.register(attemptReportRoutes);
  await app.register(statsReportRoutes);
  await app.register(liveCourseReportRoutes);
}
