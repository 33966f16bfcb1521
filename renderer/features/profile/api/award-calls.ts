import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { BadgeAssertion } from '#common/api/profile/index.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';

/** Issues an Open Badges assertion; refusals are shown in the dialog, not as a toast. */
export const generateBadge = (
  http: ServiceClients,
  body: { badge_id: string; email: string; change_secondary_email: boolean },
): Promise<BadgeAssertion> =>
  request(http, profileEndpoints.generateBadge, { body }, { skipErrorToast: true });

export const revokeBadgeAssertion = (http: ServiceClients, id: string): Promise<undefined> =>
  request(http, profileEndpoints.revokeBadgeAssertion, { params: { id } });

/** The baked SVG of an assertion, through the download manager. */
export const bakedBadgeDownload = (assertion: { id: string }): DownloadRequest =>
  downloadRequest(
    profileEndpoints.downloadBakedBadge,
    { params: { id: assertion.id } },
    'badge.svg',
  );

/** One of the student's certificates as a PDF, through the download manager. */
export const myCertificateDownload = (certificate: {
  kind: 'journey' | 'live' | 'participation';
  id: string;
}): DownloadRequest => {
  const args = { params: { id: certificate.id } };
  if (certificate.kind === 'live') {
    return downloadRequest(profileEndpoints.downloadMyLiveCertificate, args, 'attestato.pdf');
  }
  if (certificate.kind === 'participation') {
    return downloadRequest(
      profileEndpoints.downloadMyParticipationCertificate,
      args,
      'attestato.pdf',
    );
  }
  return downloadRequest(profileEndpoints.downloadMyCertificate, args, 'attestato.pdf');
};
