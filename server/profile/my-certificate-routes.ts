import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { certificateFileName } from '../files/file-names.ts';
import { sendFile } from '../files/send-file.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { certificatePdf } from '../reports/certificate-files.ts';
import { findProfileRow, completedEntities } from './profile-repository.ts';

/**
 * "I MIEI CERTIFICATI": the student's own certificates (completed certificate entities), and each
 * as the very PDF the professor downloads (reports/certificate-files.ts builds both).
 */
export async function myCertificateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.getMyCertificates, async ({ auth }) =>
    (await completedEntities(db, auth.user_id))
      .filter((entity) => entity.certificate)
      .reverse()
      .map((entity) => ({
        id: entity.hexId,
        title: entity.title,
        pcto_minutes: entity.pctoMinutes,
        obtained_at: entity.completedAt.toISOString(),
      })),
  );

  // A certificate not (yet) obtained is 404 like one that does not exist.
  route(app, profileEndpoints.downloadMyCertificate, async ({ params, auth, reply }) => {
    const entity = (await completedEntities(db, auth.user_id)).find(
      (completed) => completed.certificate && completed.hexId === params.id,
    );
    const student = await findProfileRow(db, auth.user_id);
    if (!entity || !student) throw notFound();
    const pdf = await certificatePdf(
      {
        id: entity.hexId,
        hexId: entity.hexId,
        title: entity.title,
        pctoMinutes: entity.pctoMinutes,
      },
      [{ studentId: student.id, name: student.name, obtainedAt: entity.completedAt }],
    );
    return sendFile(reply, {
      bytes: pdf,
      type: 'pdf',
      name: certificateFileName(student.name, entity.title),
    });
  });
}
