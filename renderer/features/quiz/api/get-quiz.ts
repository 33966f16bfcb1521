import { useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The quiz a student takes, with the open attempt if any; a 404 is the page's own, so no toast. */
export function useQuiz(quizId: string, enabled = true) {
  return useQuery(
    endpointQuery(
      quizEndpoints.getQuiz,
      { params: { id: quizId } },
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}
