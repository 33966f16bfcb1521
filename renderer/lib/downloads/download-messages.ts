/** Spec 02 §9: the download toasts. */
export const DOWNLOAD_MESSAGES = {
  started: 'Download in corso...',
  completed: 'Download completato con successo.',
  failed: 'Errore durante il download.',
  noStudentPassed: 'Nessuno studente ha ancora superato il test',
} as const;

// "Download all certificates" (learning journey or live) answers 400 when nobody has passed yet.
const ALL_CERTIFICATES_PATH = /^\/certificates\/(?:live\/)?download\/all(?:[?/]|$)/;

/** The message of the error toast for a failed download of `path`. */
export function downloadFailureMessage(
  path: string,
  failure: { status?: number; message?: string },
): string {
  if (failure.status === 400 && ALL_CERTIFICATES_PATH.test(path)) {
    return DOWNLOAD_MESSAGES.noStudentPassed;
  }
  return failure.message
    ? `${DOWNLOAD_MESSAGES.failed} ${failure.message}`
    : DOWNLOAD_MESSAGES.failed;
}
