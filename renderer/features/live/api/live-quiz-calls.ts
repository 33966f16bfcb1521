import { useQuery } from '@tanstack/react-query';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { SaveAnswersRequest } from '#common/api/quizzes/attempt.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';

/** A live quiz as its student takes it; a refusal is the page's own 404, so no toast. */
export function useStudentLiveQuiz(quizId: string) {
  return useQuery(
    endpointQuery(
      liveEndpoints.getStudentLiveQuiz,
      { params: { id: quizId } },
      { request: { skipErrorToast: true } },
    ),
  );
}

export function useLiveQuizReview(quizId: string, enabled: boolean) {
  return useQuery(
    endpointQuery(liveEndpoints.getLiveQuizReview, { params: { id: quizId } }, { enabled }),
  );
}

/**
 * The server calls of a live quiz's attempt, for the shared attempt (components/quiz). Handing in
 * and quitting refresh the quiz (its standing, whether an attempt is open) and, once passed, the
 * review with the key.
 */
export function useLiveAttemptCalls(quizId: string) {
  const params = (_: void) => ({ params: { id: quizId } });
  const refreshes = [liveEndpoints.getStudentLiveQuiz, liveEndpoints.getLiveQuizReview];
  return {
    start: useEndpointMutation(liveEndpoints.startLiveAttempt, { args: params }),
    save: useEndpointMutation(liveEndpoints.saveLiveAttempt, {
      args: (body: SaveAnswersRequest) => ({ body }),
    }),
    terminate: useEndpointMutation(liveEndpoints.terminateLiveAttempt, {
      args: params,
      invalidates: refreshes,
    }),
    quit: useEndpointMutation(liveEndpoints.quitLiveAttempt, {
      args: params,
      invalidates: refreshes,
    }),
  };
}

export function useOpenLiveQuizSession() {
  return useEndpointMutation(liveEndpoints.openLiveQuizSession, {
    args: (input: { quizId: string; studentIds: string[] }) => ({
      body: { quiz_id: input.quizId, students_id: input.studentIds },
    }),
    request: { skipErrorToast: true },
  });
}
