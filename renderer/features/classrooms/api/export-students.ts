import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';

/**
 * The download of the students export, built from its declaration: a download goes through the
 * download helper (in the desktop app main sends it), not through request().
 */
export function exportStudentsDownload(studentIds: readonly string[]): DownloadRequest {
  return downloadRequest(
    classroomEndpoints.exportStudents,
    { body: { ids: [...studentIds] } },
    'studenti.xlsx',
  );
}
