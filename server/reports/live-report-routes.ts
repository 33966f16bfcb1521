import type { FastifyInstance } from 'fastify';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { liveAttemptDetail } from '../live/live-attempt-report.ts';
import { sendAllLiveCertificates } from '../live/live-report-routes.ts';
import {
  obtainedLiveCertificates,
  obtainedParticipationCertificates,
} from '../live/live-certificate-service.ts';
import {
  courseLiveCertificates,
  liveStats,
  ownClassroomCertificateStudents,
  ownClassroomLiveAttempts,
  ownClassroomLiveTests,
  ownStudentLiveStats,
} from '../live/live-report-service.ts';

/**
 * The live courses' reports under /api/reports (common/api/reports/live-endpoints.ts): a classroom's attempts and tests of live quizzes, the certificates obtained, the
 * stats, one attempt with its answers, and the certificates' ZIP under its reports path. The
 * rules are the live area's services; this file only answers them here.
 */
export async function liveCourseReportRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, liveCourseReportEndpoints.listClassroomLiveAttempts, ({ auth, params }) =>
    ownClassroomLiveAttempts(db, auth.user_id, params.classroomId, params.quizId),
  );
  route(app, liveCourseReportEndpoints.listObtainedLiveCertificates, ({ auth }) =>
    obtainedLiveCertificates(db, auth.user_id),
  );
  route(app, liveCourseReportEndpoints.listObtainedParticipationCertificates, ({ auth }) =>
    obtainedParticipationCertificates(db, auth.user_id, new Date(clock())),
  );
  route(app, liveCourseReportEndpoints.listClassroomLiveTests, ({ auth, params }) =>
    ownClassroomLiveTests(db, auth.user_id, params.classroomId),
  );
  route(app, liveCourseReportEndpoints.listLiveCourseCertificates, ({ auth, params }) =>
    courseLiveCertificates(db, auth.user_id, params.courseId),
  );
  route(app, liveCourseReportEndpoints.listLiveCertificateStudents, ({ auth, query }) =>
    ownClassroomCertificateStudents(db, auth.user_id, query.classroom_id, query.certificate_id),
  );
  route(app, liveCourseReportEndpoints.getStudentLiveStats, ({ auth, query }) =>
    ownStudentLiveStats(db, {
      professorId: auth.user_id,
      studentId: query.student_id,
      courseId: query.course_id,
      now: new Date(clock()),
    }),
  );
  route(app, liveCourseReportEndpoints.getLiveStats, async ({ auth, params }) => {
    const stats = await liveStats(db, auth.user_id, params.courseId, new Date(clock()));
    if (!stats) throw notFound();
    return stats;
  });
  route(app, liveCourseReportEndpoints.getLiveAttempt, async ({ auth, params }) => {
    const attempt = await liveAttemptDetail(db, auth.user_id, params.attemptId);
    if (!attempt) throw notFound();
    return attempt;
  });
  route(
    app,
    liveCourseReportEndpoints.downloadAllLiveCertificatesReport,
    ({ auth, query, request, reply }) =>
      sendAllLiveCertificates({ auth, quizId: query.quiz_id, request, reply }),
  );
}
