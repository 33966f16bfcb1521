import { matchPath } from '#common/api/endpoint.ts';
import { reportEndpoints } from '#common/api/reports/endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';

/** Spec 02 §9: the download toasts. */
export const DOWNLOAD_MESSAGES = {
  started: 'Download in corso...',
  completed: 'Download completato con successo.',
  failed: 'Errore durante il download.',
  noStudentPassed: 'Nessuno studente ha ancora superato il test',
} as const;

// "Download all certificates" answers 400 when nobody has passed yet; the live courses' own
// "all certificates" joins this list once it is declared.
const ALL_CERTIFICATES_DOWNLOADS = [reportEndpoints.downloadAllCertificates];

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
