import type { FastifyInstance } from 'fastify';
import { sendJsonNotFound } from '../http/not-found.ts';
import { attendanceRoutes } from './attendance-routes.ts';
import { courseRoutes } from './course-routes.ts';
import { episodeRoutes } from './episode-routes.ts';
import { liveQuizRoutes } from './live-quiz-routes.ts';
import { liveReportRoutes } from './live-report-routes.ts';
import { participationReportRoutes } from './participation-report-routes.ts';
import { recordingRoutes } from './recording-routes.ts';

/** The live-course service of API.md (prefix /api/live, issue 13). */
export async function livePlugin(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler(sendJsonNotFound);
  await app.register(courseRoutes);
  await app.register(episodeRoutes);
  await app.register(attendanceRoutes);
  await app.register(recordingRoutes);
  await app.register(liveQuizRoutes);
  await app.register(liveReportRoutes);
  await app.register(participationReportRoutes);
}
