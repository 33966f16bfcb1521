import { useQuery } from '@tanstack/react-query';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { liveReportEndpoints } from '#common/api/live/report-endpoints.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { boundedFileName, type ReportDownloadRequest } from './report-downloads.ts';
import { fileNameSlug as slug } from '#common/format/file-name-slug.ts';

/**
 * The live courses one of the professor's classrooms follows (the others have nothing to report):
 * the live area's course list, filtered here, so both read one cache entry.
 */
export function useFollowedLiveCourses() {
  return useQuery(
    endpointQuery(
      liveEndpoints.listProfessorCourses,
      {},
      { select: (courses) => courses.filter((course) => course.subscribed) },
    ),
  );
}

/** The class attendance summary (one row per student) or the per-episode report. */
export function attendanceDownload(
  course: { id: string; title: string },
  episodes: boolean,
): ReportDownloadRequest {
  return downloadRequest(
    episodes
      ? liveReportEndpoints.downloadAttendanceEpisodes
      : liveReportEndpoints.downloadAttendanceSummary,
    { query: { course_id: course.id } },
    boundedFileName(`presenze${episodes ? '-episodi' : ''}-${slug(course.title)}`, 'xlsx'),
  );
}

export function liveResultsDownload(course: { id: string; title: string }): ReportDownloadRequest {
  return downloadRequest(
    liveReportEndpoints.downloadLiveResults,
    { query: { courseId: course.id } },
    boundedFileName(`risultati-quiz-live-${slug(course.title)}`, 'xlsx'),
  );
}

/** A live quiz's certificates: one classroom's in one PDF, or every holder's as a ZIP. */
export function liveCertificatesDownload(
  quiz: { id: string; title: string },
  classroom?: { id: string; name: string },
): ReportDownloadRequest {
  return classroom
    ? downloadRequest(
        liveReportEndpoints.downloadClassLiveCertificates,
        { query: { quiz_id: quiz.id, class_id: classroom.id } },
        boundedFileName(`attestati-${slug(quiz.title)}-${slug(classroom.name)}`, 'pdf'),
      )
    : downloadRequest(
        liveReportEndpoints.downloadAllLiveCertificates,
        { query: { quiz_id: quiz.id } },
        boundedFileName(`attestati-${slug(quiz.title)}`, 'zip'),
      );
}

/** One student's live certificate of a quiz, as a PDF. */
export function studentLiveCertificateDownload(
  quiz: { id: string; title: string },
  student: { id: string; name: string },
): ReportDownloadRequest {
  return downloadRequest(
    liveReportEndpoints.downloadLiveCertificate,
    { query: { quiz_id: quiz.id, user_id: student.id } },
    boundedFileName(`attestato-${slug(student.name)}-${slug(quiz.title)}`, 'pdf'),
  );
}

/**
 * A course's participation certificates: one student's PDF, one classroom's in one PDF, or every
 * holder's as a ZIP — the same three files as a live quiz's certificates.
 */
export function participationCertificatesDownload(
  course: { id: string; title: string },
  holders:
    { student: { id: string; name: string } } | { classroom: { id: string; name: string } } | 'all',
): ReportDownloadRequest {
  const stem = `attestati-partecipazione-${slug(course.title)}`;
  if (holders === 'all') {
    return downloadRequest(
      liveReportEndpoints.downloadAllParticipationCertificates,
      { query: { course_id: course.id } },
      boundedFileName(stem, 'zip'),
    );
  }
  if ('student' in holders) {
    return downloadRequest(
      liveReportEndpoints.downloadParticipationCertificate,
      { query: { course_id: course.id, user_id: holders.student.id } },
      boundedFileName(
        `attestato-partecipazione-${slug(holders.student.name)}-${slug(course.title)}`,
        'pdf',
      ),
    );
  }
  return downloadRequest(
    liveReportEndpoints.downloadClassParticipationCertificates,
    { query: { course_id: course.id, class_id: holders.classroom.id } },
    boundedFileName(`${stem}-${slug(holders.classroom.name)}`, 'pdf'),
  );
}
