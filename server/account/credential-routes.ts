import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { sendFile } from '../files/send-file.ts';
import { route } from '../http/endpoint-route.ts';
import { requireOwnStudent } from '../reports/ownership.ts';
import { revokeOtherFamilies } from '../auth/refresh-store.ts';
import {
  purgeExpiredBatches,
  storeCredentialBatch,
  takeCredentialBatch,
} from './credential-batches.ts';
import { newOneTimePassword } from './one-time-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { platformUrlOf } from './platform-url.ts';

/** The files module, loaded at the first download (pdf-lib and exceljs are loaded lazily). */
const credentialFiles = () => import('../files/credentials-files.ts');

/**
 * The one-time passwords of accounts a professor created or reset: downloaded once as printable
 * slips (PDF) and once as a sheet (XLSX), through the download manager on the desktop; and a
 * new one-time password for one of the professor's own students (another's: 404).
 */
export async function credentialRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, classroomEndpoints.downloadCredentials, async ({ params, query, auth, reply }) => {
    const now = new Date(clock());
    const files = await credentialFiles();
    // Taken and built in one transaction: a file that fails to build leaves the batch as it was.
    const bytes = await db.transaction(async (tx) => {
      const batch = await takeCredentialBatch(tx, auth.user_id, params.id, query.format, now);
      return query.format === 'pdf'
        ? files.buildCredentialsPdf(batch)
        : files.buildCredentialsXlsx(batch);
    });
    return sendFile(reply, {
      bytes,
      type: query.format,
      name: files.credentialsFileName(now, query.format),
    });
  });

  // The student's sessions end and the old password stops working at once; the slip has the new one.
  route(app, classroomEndpoints.resetStudentPassword, async ({ params, auth, request }) => {
    const now = new Date(clock());
    const student = await requireOwnStudent(db, auth.user_id, params.id);
    const [account] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      student.id,
    ]);
    const password = newOneTimePassword();
    const passwordHash = await hashPassword(password);
    const credentialsId = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, password_expired = true WHERE id = $1', [
        student.id,
        passwordHash,
      ]);
      await revokeOtherFamilies(tx, student.id, null, now);
      await purgeExpiredBatches(tx, now);
      return storeCredentialBatch(
        tx,
        auth.user_id,
        {
          platformUrl: platformUrlOf(request),
          credentials: [{ name: student.name, email: account!.email, password }],
        },
        now,
      );
    });
    return { credentials_id: credentialsId };
  });
}
