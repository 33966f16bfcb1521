import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';

export type CredentialsFormat = 'pdf' | 'xlsx';

/** The one-time passwords of accounts just created or reset, as a file (each format once). */
export const credentialsDownload = (id: string, format: CredentialsFormat): DownloadRequest =>
  downloadRequest(
    classroomEndpoints.downloadCredentials,
    { params: { id }, query: { format } },
    `credenziali.${format}`,
  );

/** A new one-time password for one of the professor's students (ends their sessions). */
export const resetStudentPassword = (
  http: ServiceClients,
  studentId: string,
): Promise<{ credentials_id: string }> =>
  request(http, classroomEndpoints.resetStudentPassword, { params: { id: studentId } });
