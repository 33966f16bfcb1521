import { useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The quiz with its correct answers, read-only; a 404 is the page's own, so no toast. */
export function useProfessorQuiz(quizId: string, enabled = true) {
  return useQuery(
    endpointQuery(
      quizEndpoints.getProfessorQuiz,
      { params: { id: quizId } },
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}
