import type { FastifyInstance } from 'fastify';
import { reportEndpoints } from '#common/api/reports/index.ts';
import { route } from '../http/endpoint-route.ts';
import {
  certificatesByClassroom,
  classroomCertificateStudents,
  obtainedCertificates,
} from './certificate-report-repository.ts';
import { requireCertificate } from './certificate-service.ts';
import { requireOwnClassroom } from './ownership.ts';

/** Reports API: learning-journey certificates per classroom and who obtained them. */
export async function certificateReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, reportEndpoints.getReportCertificates, async ({ auth }) =>
    certificatesByClassroom(db, auth.user_id),
  );

  route(app, reportEndpoints.getReportCertificateStudents, async ({ query, auth }) => {
    await requireOwnClassroom(db, auth.user_id, query.classroom_id);
    const certificate = await requireCertificate(db, { certificate_id: query.certificate_id });
    return classroomCertificateStudents(db, query.classroom_id, certificate.id);
  });

  route(app, reportEndpoints.getReportObtainedCertificates, async ({ auth }) =>
    obtainedCertificates(db, auth.user_id),
  );
}
