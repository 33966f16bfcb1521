import { useQuery } from '@tanstack/react-query';
import type { PostQuestionRequest, PostReplyRequest } from '#common/api/journey/questions.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';

const { listQuestions, createQuestion, createReply, deleteQuestion, deleteReply } =
  resourceEndpoints;

/**
 * The questions of a resource with their replies. The questions panel shows its own error with a
 * retry, so no error toast.
 */
export function useQuestions(resourceId: string, enabled = true) {
  return useQuery(
    endpointQuery(
      listQuestions,
      { params: { id: resourceId } },
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}

// Every write on the questions reloads the list, which shows the new state as the server has it.
const reloadsList = { invalidates: [listQuestions] } as const;

/** Asks a question. */
export const usePostQuestion = () =>
  useEndpointMutation(createQuestion, {
    ...reloadsList,
    args: (body: PostQuestionRequest) => ({ body }),
  });

/** Replies to a question. */
export const usePostReply = () =>
  useEndpointMutation(createReply, {
    ...reloadsList,
    args: (body: PostReplyRequest) => ({ body }),
  });

/** Deletes one of the caller's own questions. */
export const useDeleteQuestion = () =>
  useEndpointMutation(deleteQuestion, {
    ...reloadsList,
    args: (id: string) => ({ params: { id } }),
  });

/** Deletes one of the caller's own replies. */
export const useDeleteReply = () =>
  useEndpointMutation(deleteReply, { ...reloadsList, args: (id: string) => ({ params: { id } }) });
