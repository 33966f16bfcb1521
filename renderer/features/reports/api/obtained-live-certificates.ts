import { useQuery } from '@tanstack/react-query';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/*
 * Who of the professor's students obtained each live certificate and each participation
 * certificate. Each call answers every classroom at once (one row per holder and classroom), so
 * every quiz and course of the page reads one cache entry and filters its own rows here.
 */

/** The chosen classroom's holders of one live quiz's certificate. */
export function useLiveQuizHolders(classroomId: string, quizId: string) {
  return useQuery(
    endpointQuery(
      liveCourseReportEndpoints.listObtainedLiveCertificates,
      {},
      {
        select: (rows) =>
          rows.filter((row) => row.classroom_id === classroomId && row.quiz_id === quizId),
      },
    ),
  );
}

/** The chosen classroom's holders of one course's participation certificate. */
export function useParticipationHolders(classroomId: string, courseId: string) {
  return useQuery(
    endpointQuery(
      liveCourseReportEndpoints.listObtainedParticipationCertificates,
      {},
      {
        select: (rows) =>
          rows.filter((row) => row.classroom_id === classroomId && row.course_id === courseId),
      },
    ),
  );
}
