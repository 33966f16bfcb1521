import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { sendFile } from '../files/send-file.ts';
import { route } from '../http/endpoint-route.ts';
import { downloadCredentials, resetStudentPassword } from './credential-service.ts';
import { platformUrlOf } from './platform-url.ts';

/**
 * The one-time passwords of accounts a professor created or reset: downloaded once as printable
 * slips (PDF) and once as a sheet (XLSX), through the download manager on the desktop; and a
 * new one-time password for one of the professor's own students (another's: 404).
 */
export async function credentialRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;

  route(app, classroomEndpoints.downloadCredentials, async ({ params, query, auth, reply }) => {
    const now = new Date(clock());
    const file = await downloadCredentials(
      db,
      auth,
      params.id,
      query.format,
      now,
      config.schoolTimeZone,
    );
    // Logged for each student of the batch by downloadCredentials, in its transaction.
    return sendFile(reply, { bytes: file.bytes, type: query.format, name: file.name });
  });

  route(app, classroomEndpoints.resetStudentPassword, async ({ params, auth, request }) => {
    const credentialsId = await resetStudentPassword(db, {
      professorId: auth.user_id,
      studentId: params.id,
      platformUrl: platformUrlOf(request),
      now: new Date(clock()),
    });
    return { credentials_id: credentialsId };
  });
}
