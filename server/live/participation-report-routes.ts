import type { FastifyInstance } from 'fastify';
import { liveReportEndpoints } from '#common/api/live/report-endpoints.ts';
import { certificatePrintingOf } from '../certificates/certificate-printing.ts';
import { route } from '../http/endpoint-route.ts';
import { sendStudentDataFile } from '../privacy/record-download.ts';
import {
  allParticipationCertificates,
  classParticipationCertificates,
  studentParticipationCertificate,
} from './participation-certificate-service.ts';

/**
 * The professor's participation certificates under /api/live (common/api/live/report-endpoints.ts):
 * one student's, a classroom's in one PDF, or every holder's in a ZIP, beside the live quiz
 * certificates of live-report-routes.ts. Each student in a file has the download in their "who
 * looked" log.
 */
export async function participationReportRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  // Every file goes out through the who-looked log, stamped now.
  const send = (
    reply: Parameters<typeof sendStudentDataFile>[0],
    viewer: Parameters<typeof sendStudentDataFile>[1]['viewer'],
    file: Parameters<typeof sendStudentDataFile>[2],
  ) => sendStudentDataFile(reply, { db, viewer, at: new Date(clock()) }, file);

  route(
    app,
    liveReportEndpoints.downloadParticipationCertificate,
    async ({ auth, query, request, reply }) => {
      const file = await studentParticipationCertificate(db, {
        professorId: auth.user_id,
        courseId: query.course_id,
        studentId: query.user_id,
        printing: certificatePrintingOf(request),
      });
      return send(reply, auth, { ...file, type: 'pdf' });
    },
  );

  route(
    app,
    liveReportEndpoints.downloadClassParticipationCertificates,
    async ({ auth, query, request, reply }) => {
      const file = await classParticipationCertificates(db, {
        professorId: auth.user_id,
        courseId: query.course_id,
        classroomId: query.class_id,
        printing: certificatePrintingOf(request),
      });
      return send(reply, auth, { ...file, type: 'pdf' });
    },
  );

  route(
    app,
    liveReportEndpoints.downloadAllParticipationCertificates,
    async ({ auth, query, request, reply }) => {
      const file = await allParticipationCertificates(db, {
        professorId: auth.user_id,
        courseId: query.course_id,
        printing: certificatePrintingOf(request),
      });
      return send(reply, auth, { ...file, type: 'zip' });
    },
  );
}
