import { reportEndpoints } from '#common/api/reports/endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { fileNameSlug as slug } from '#common/format/file-name-slug.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';

/*
 * The files of the reports page as download requests of their declared endpoints: paths are
 * relative to the service's base URL (main or the browser adds it); ids travel in the query.
 */
export type ReportDownloadRequest = DownloadRequest;

/**
 * The longest suggested name sent. The desktop channel refuses names over
 * MAX_SUGGESTED_NAME_LENGTH (200) and titles are unbounded; 150 leaves main room to add a
 * " (2)" suffix when the file exists.
 */
export const MAX_REPORT_FILE_NAME_LENGTH = 150;

/** `stem.extension`, the stem cut (and its trailing dash dropped) so the whole fits the limit. */
export function boundedFileName(stem: string, extension: string): string {
  const room = MAX_REPORT_FILE_NAME_LENGTH - extension.length - 1;
  const cut = stem.length > room ? stem.slice(0, room).replace(/-+$/, '') : stem;
  return `${cut}.${extension}`;
}

/** One student's certificate as a PDF. */
export function studentCertificateDownload(
  certificate: { id: string; title: string },
  student: { id: string; name: string },
): ReportDownloadRequest {
  return downloadRequest(
    reportEndpoints.downloadCertificates,
    { query: { certificate_id: certificate.id, user_id: student.id } },
    boundedFileName(`attestato-${slug(student.name)}-${slug(certificate.title)}`, 'pdf'),
  );
}

/** The certificates obtained by one classroom's students, one page each in one PDF. */
export function classCertificatesDownload(
  certificate: { id: string; title: string },
  classroom: { id: string; name: string },
): ReportDownloadRequest {
  return downloadRequest(
    reportEndpoints.downloadCertificates,
    { query: { certificate_id: certificate.id, classroom_id: classroom.id } },
    boundedFileName(`attestati-${slug(certificate.title)}-${slug(classroom.name)}`, 'pdf'),
  );
}

/** Every holder among the professor's students (all classrooms), one PDF each in a ZIP. */
export function allCertificatesDownload(certificate: {
  id: string;
  title: string;
}): ReportDownloadRequest {
  return downloadRequest(
    reportEndpoints.downloadAllCertificates,
    { query: { certificate_id: certificate.id } },
    boundedFileName(`attestati-${slug(certificate.title)}`, 'zip'),
  );
}

/** The certified PCTO hours of the professor's students, as a spreadsheet. */
export const certifiedHoursDownload: ReportDownloadRequest = downloadRequest(
  reportEndpoints.downloadCertifiedHours,
  {},
  'ore-certificate-PCTO.xlsx',
);
