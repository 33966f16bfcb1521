import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { certificatePrintingOf } from '../certificates/certificate-printing.ts';
import { sendFile } from '../files/send-file.ts';
import { route } from '../http/endpoint-route.ts';
import {
  myCertificates,
  myJourneyCertificate,
  myLiveCertificate,
  myParticipationCertificate,
  type CertificateFile,
} from './my-certificate-service.ts';

/** "I MIEI CERTIFICATI": the list and the downloads of the student's own certificates. */
export async function myCertificateRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const pdf = (file: CertificateFile) => ({
    bytes: file.bytes,
    type: 'pdf' as const,
    name: file.name,
  });

  route(app, profileEndpoints.getMyCertificates, ({ auth }) =>
    myCertificates(db, auth.user_id, new Date(clock())),
  );
  route(
    app,
    profileEndpoints.downloadMyParticipationCertificate,
    async ({ params, auth, request, reply }) =>
      sendFile(
        reply,
        pdf(
          await myParticipationCertificate(
            db,
            auth.user_id,
            params.id,
            certificatePrintingOf(request),
          ),
        ),
      ),
  );
  route(app, profileEndpoints.downloadMyLiveCertificate, async ({ params, auth, request, reply }) =>
    sendFile(
      reply,
      pdf(await myLiveCertificate(db, auth.user_id, params.id, certificatePrintingOf(request))),
    ),
  );
  route(app, profileEndpoints.downloadMyCertificate, async ({ params, auth, request, reply }) =>
    sendFile(
      reply,
      pdf(await myJourneyCertificate(db, auth.user_id, params.id, certificatePrintingOf(request))),
    ),
  );
}
