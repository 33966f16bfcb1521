import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '#common/auth/claims.ts';
import { liveReportEndpoints } from '#common/api/live/report-endpoints.ts';
import { attendanceFileName, liveResultsFileName } from '../files/file-names.ts';
import {
  buildAttendanceEpisodesXlsx,
  buildAttendanceSummaryXlsx,
  buildLiveResultsXlsx,
} from '../files/live-attendance-xlsx.ts';
import { certificatePrintingOf } from '../certificates/certificate-printing.ts';
import { route } from '../http/endpoint-route.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { sendStudentDataFile } from '../privacy/record-download.ts';
import {
  allLiveCertificates,
  classLiveCertificates,
  studentLiveCertificate,
} from './live-certificate-service.ts';
import { attendanceSheet, liveResults } from './live-report-service.ts';

/**
 * The professor's live-course files under /api/live (common/api/live/report-endpoints.ts),
 * generated on request and never stored. Every one is about the professor's own students in
 * their classrooms that follow the course (live-report-repository.ts); other students and
 * classrooms are 404. The reports under /api/reports are server/reports/live-report-routes.ts.
 * Each student in a file has the download in their "who looked" log.
 */
export async function liveReportRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;
  const download = (viewer: AccessClaims) => ({ db, viewer, at: new Date(clock()) });

  // The class summary (one row per student) and the per-episode report read the same sheet.
  for (const [endpoint, build, perEpisode, detail] of [
    [
      liveReportEndpoints.downloadAttendanceSummary,
      buildAttendanceSummaryXlsx,
      false,
      DOWNLOAD_DETAILS.attendanceSummary,
    ],
    [
      liveReportEndpoints.downloadAttendanceEpisodes,
      buildAttendanceEpisodesXlsx,
      true,
      DOWNLOAD_DETAILS.attendanceEpisodes,
    ],
  ] as const) {
    route(app, endpoint, async ({ auth, query, reply }) => {
      const sheet = await attendanceSheet(
        db,
        auth.user_id,
        query.course_id,
        new Date(clock()),
        config.schoolTimeZone,
      );
      return sendStudentDataFile(reply, download(auth), {
        bytes: await build(sheet),
        type: 'xlsx',
        name: attendanceFileName(sheet.courseTitle, perEpisode),
        studentIds: sheet.studentIds,
        detail: detail(sheet.courseTitle),
      });
    });
  }

  route(app, liveReportEndpoints.downloadLiveResults, async ({ auth, query, reply }) => {
    const { title, rows, studentIds } = await liveResults(
      db,
      auth.user_id,
      query.courseId,
      config.schoolTimeZone,
    );
    return sendStudentDataFile(reply, download(auth), {
      bytes: await buildLiveResultsXlsx(rows),
      type: 'xlsx',
      name: liveResultsFileName(title),
      studentIds,
      detail: DOWNLOAD_DETAILS.liveResults(title),
    });
  });

  route(
    app,
    liveReportEndpoints.downloadLiveCertificate,
    async ({ auth, query, request, reply }) => {
      const file = await studentLiveCertificate(db, {
        professorId: auth.user_id,
        quizId: query.quiz_id,
        studentId: query.user_id,
        printing: certificatePrintingOf(request),
      });
      return sendStudentDataFile(reply, download(auth), { ...file, type: 'pdf' });
    },
  );

  route(
    app,
    liveReportEndpoints.downloadClassLiveCertificates,
    async ({ auth, query, request, reply }) => {
      const file = await classLiveCertificates(db, {
        professorId: auth.user_id,
        quizId: query.quiz_id,
        classroomId: query.class_id,
        printing: certificatePrintingOf(request),
      });
      return sendStudentDataFile(reply, download(auth), { ...file, type: 'pdf' });
    },
  );

  route(app, liveReportEndpoints.downloadAllLiveCertificates, ({ auth, query, request, reply }) =>
    sendAllLiveCertificates({ auth, quizId: query.quiz_id, request, reply }),
  );
}

/**
 * Every live certificate of one quiz among the professor's students, as a ZIP: served under
 * /api/live and again under the reports' path (server/reports/live-report-routes.ts), one
 * handler for both; each holder's "who looked" log records the download.
 */
export async function sendAllLiveCertificates(input: {
  auth: AccessClaims;
  quizId: string;
  request: FastifyRequest;
  reply: FastifyReply;
}): Promise<FastifyReply> {
  const { db, clock } = input.request.server.services;
  const file = await allLiveCertificates(
    db,
    input.auth.user_id,
    input.quizId,
    certificatePrintingOf(input.request),
  );
  return sendStudentDataFile(
    input.reply,
    { db, viewer: input.auth, at: new Date(clock()) },
    { ...file, type: 'zip' },
  );
}
