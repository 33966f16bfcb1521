import { useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The tracker token is short-lived: it is fetched again this often while the page is open. */
export const TRACKER_TOKEN_REFRESH_MS = 4 * 60 * 1000;

/** The query of the token binding this student's pings to the lesson, renewed while observed. */
export const trackerTokenQuery = (id: string) =>
  endpointQuery(
    quizEndpoints.getTrackerToken,
    { params: { id } },
    { staleTime: TRACKER_TOKEN_REFRESH_MS, refetchInterval: TRACKER_TOKEN_REFRESH_MS },
  );

/** The token for this lesson's pings; only students' watching is tracked. */
export function useTrackerToken(id: string, enabled: boolean) {
  return useQuery({
    ...trackerTokenQuery(id),
    enabled,
    select: (answer) => answer.tracker_token,
  });
}
