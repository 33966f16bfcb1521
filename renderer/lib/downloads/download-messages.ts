import { matchPath } from '#common/api/endpoint.ts';
import { liveReportEndpoints } from '#common/api/live/report-endpoints.ts';
import { reportEndpoints } from '#common/api/reports/endpoints.ts';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';

/** Spec 02 §9: the download toasts. */
export const DOWNLOAD_MESSAGES = {
  started: 'Download in corso...',
  completed: 'Download completato con successo.',
  failed: 'Errore durante il download.',
  noStudentPassed: 'Nessuno studente ha ancora superato il test',
} as const;

// "Download all certificates" (of a journey module, or of a live quiz from either service)
// answers 400 when nobody has passed yet: spec 02 §8 shows that sentence alone, without the
// generic prefix of the other failures.
const ALL_CERTIFICATES_DOWNLOADS = [
  reportEndpoints.downloadAllCertificates,
  liveReportEndpoints.downloadAllLiveCertificates,
  liveCourseReportEndpoints.downloadAllLiveCertificatesReport,
];

/** The message of the error toast for a failed download. */
export function downloadFailureMessage(
  request: Pick<DownloadRequest, 'service' | 'path'>,
  failure: { status?: number; message?: string },
): string {
  if (failure.status === 400 && isAllCertificatesDownload(request)) {
    return DOWNLOAD_MESSAGES.noStudentPassed;
  }
  return failure.message
    ? `${DOWNLOAD_MESSAGES.failed} ${failure.message}`
    : DOWNLOAD_MESSAGES.failed;
}

function isAllCertificatesDownload(request: Pick<DownloadRequest, 'service' | 'path'>): boolean {
  const path = request.path.split('?')[0]!;
  return ALL_CERTIFICATES_DOWNLOADS.some(
    (endpoint) => endpoint.service === request.service && matchPath(endpoint.path, path) !== null,
  );
}
