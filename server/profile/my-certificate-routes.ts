import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { buildCertificatesPdf } from '../files/certificate-pdf.ts';
import { certificateFileName } from '../files/file-names.ts';
import { sendFile } from '../files/send-file.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { passedLiveQuizCertificates } from '../live/live-certificates.ts';
import { participationCertificates } from '../live/participation-certificates.ts';
import { certificatePdf } from '../reports/certificate-files.ts';
import { findProfileRow, completedEntities } from './profile-repository.ts';

/**
 * "I MIEI CERTIFICATI": the student's own certificates — completed certificate entities, passed
 * live quizzes and live courses followed enough — each as the very PDF the professor downloads.
 */
export async function myCertificateRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;

  route(app, profileEndpoints.getMyCertificates, async ({ auth }) => {
    const journey = (await completedEntities(db, auth.user_id))
      .filter((entity) => entity.certificate)
      .map((entity) => ({
        kind: 'journey' as const,
        id: entity.hexId,
        title: entity.title,
        pcto_minutes: entity.pctoMinutes,
        obtained_at: entity.completedAt.toISOString(),
      }));
    const live = (await passedLiveQuizCertificates(db, [auth.user_id])).map(
      ({ quizId, certificate }) => ({
        kind: 'live' as const,
        id: quizId,
        title: certificate.courseTitle,
        pcto_minutes: certificate.pctoMinutes,
        obtained_at: certificate.obtainedAt.toISOString(),
      }),
    );
    const participation = (
      await participationCertificates(db, [auth.user_id], new Date(clock()))
    ).map(({ courseId, certificate }) => ({
      kind: 'participation' as const,
      id: courseId,
      title: certificate.courseTitle,
      pcto_minutes: certificate.pctoMinutes,
      obtained_at: certificate.obtainedAt.toISOString(),
    }));
    // Newest first, whichever kind.
    return [...journey, ...live, ...participation].sort((a, b) =>
      b.obtained_at.localeCompare(a.obtained_at),
    );
  });

  route(
    app,
    profileEndpoints.downloadMyParticipationCertificate,
    async ({ params, auth, reply }) => {
      const own = (await participationCertificates(db, [auth.user_id], new Date(clock()))).find(
        (certificate) => certificate.courseId === params.id,
      );
      if (!own) throw notFound();
      return sendFile(reply, {
        bytes: await buildCertificatesPdf([own.certificate], config.schoolTimeZone),
        type: 'pdf',
        name: certificateFileName(own.studentName, own.certificate.courseTitle),
      });
    },
  );

  route(app, profileEndpoints.downloadMyLiveCertificate, async ({ params, auth, reply }) => {
    const student = await findProfileRow(db, auth.user_id);
    if (!student) throw notFound();
    const own = (await passedLiveQuizCertificates(db, [auth.user_id])).find(
      (certificate) => certificate.quizId === params.id,
    );
    if (!own) throw notFound();
    return sendFile(reply, {
      bytes: await buildCertificatesPdf([own.certificate], config.schoolTimeZone),
      type: 'pdf',
      name: certificateFileName(student.name, own.certificate.courseTitle),
    });
  });

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
      config.schoolTimeZone,
    );
    return sendFile(reply, {
      bytes: pdf,
      type: 'pdf',
      name: certificateFileName(student.name, entity.title),
    });
  });
}
