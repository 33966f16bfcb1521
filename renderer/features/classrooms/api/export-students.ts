import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { ExportStudentsRequest } from '#common/api/classrooms/index.ts';
import { fillPath } from '#common/api/endpoint.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';

/**
 * The download of the students export, built from its declaration: a download goes through the
 * download helper (in the desktop app main sends it), not through request().
 */
export function exportStudentsDownload(studentIds: readonly string[]): DownloadRequest {
  const endpoint = classroomEndpoints.exportStudents;
  const body: ExportStudentsRequest = { ids: [...studentIds] };
  return {
    service: endpoint.service,
    method: endpoint.method,
    path: fillPath(endpoint.path, undefined),
    body,
    suggestedName: 'studenti.xlsx',
  };
}
