import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';
import { isFinalTestKind } from './quiz-kind.ts';

/** Opens an attempt of a quiz or final test (the server hands back the open one if any). */
export function useStartAttempt(quizId: string, kind: string) {
  const endpoint = isFinalTestKind(kind) ? quizEndpoints.startTest : quizEndpoints.startQuiz;
  return useEndpointMutation(endpoint, { args: (_: void) => ({ params: { id: quizId } }) });
}
