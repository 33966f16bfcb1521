import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import {
  endpointQuery,
  invalidateEndpoints,
  setEndpointData,
  useEndpointMutation,
} from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** One course in either role's variant, which a vote or a subscription change refreshes. */
const COURSE_DETAILS = [liveEndpoints.getProfessorCourse, liveEndpoints.getStudentCourse];

/** The course lists, which a change of subscriptions refreshes. */
const COURSE_LISTS = [
  liveEndpoints.listCourses,
  liveEndpoints.listProfessorCourses,
  liveEndpoints.listStudentCourses,
];

/** Every course, as the caller's role sees it (the professor variant for professors). */
export function useAllCourses() {
  const { role } = useSession();
  const quiet = { request: { skipErrorToast: true } };
  return useQuery(
    role === 'professor'
      ? endpointQuery(liveEndpoints.listProfessorCourses, {}, quiet)
      : endpointQuery(liveEndpoints.listCourses, {}, quiet),
  );
}

/** The student's own courses ('I MIEI CORSI'). */
export function useMyCourses() {
  return useQuery(
    endpointQuery(liveEndpoints.listStudentCourses, {}, { request: { skipErrorToast: true } }),
  );
}

/** One course, in the caller's role's variant. */
export function useCourse(courseId: string) {
  const { role } = useSession();
  const args = { params: { id: courseId } };
  const quiet = { request: { skipErrorToast: true } };
  return useQuery(
    role === 'professor'
      ? endpointQuery(liveEndpoints.getProfessorCourse, args, quiet)
      : endpointQuery(liveEndpoints.getStudentCourse, args, quiet),
  );
}

/** The running or next episode of the caller's courses; null when there is none (204). */
export function useNextLive() {
  return useQuery(
    endpointQuery(
      liveEndpoints.getNextLive,
      {},
      {
        request: { skipErrorToast: true },
        refetchInterval: 60_000,
      },
    ),
  );
}

export function useSubscriptions(courseId: string, enabled: boolean) {
  return useQuery(
    endpointQuery(liveEndpoints.getSubscriptions, { params: { id: courseId } }, { enabled }),
  );
}

/** Subscribes or removes classrooms; the courses and the next live follow. */
export function useChangeSubscriptions(courseId: string) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: string[] } | { remove: string }) =>
      'add' in change
        ? request(http, liveEndpoints.subscribe, {
            body: { courseid: courseId, classrooms: change.add },
          })
        : request(http, liveEndpoints.unsubscribe, {
            body: { courseid: courseId, classroomid: change.remove },
          }),
    onSuccess: async (state) => {
      setEndpointData(
        queryClient,
        liveEndpoints.getSubscriptions,
        { params: { id: courseId } },
        state,
      );
      await invalidateEndpoints(queryClient, [...COURSE_LISTS, ...COURSE_DETAILS]);
    },
  });
}

export function useRequestSubscription(courseId: string) {
  return useEndpointMutation(liveEndpoints.requestSubscription, {
    args: (_: void) => ({ query: { course_id: courseId } }),
    request: { skipErrorToast: true },
  });
}

export function useMyEpisodeVote(episodeId: string, enabled: boolean) {
  return useQuery(
    endpointQuery(
      liveEndpoints.getMyRank,
      { query: { episodeid: episodeId } },
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}

/** Votes on an episode; the courses (with their averages) are read again. */
export function useVoteEpisode(episodeId: string) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: number) =>
      request(http, liveEndpoints.postRank, { body: { episodeid: episodeId, vote } }),
    onSuccess: async (_rank, vote) => {
      setEndpointData(
        queryClient,
        liveEndpoints.getMyRank,
        { query: { episodeid: episodeId } },
        {
          vote,
        },
      );
      await invalidateEndpoints(queryClient, COURSE_DETAILS);
    },
  });
}

export function useEpisodeQuestions(episodeId: string) {
  return useQuery(
    endpointQuery(
      liveEndpoints.listEpisodeQuestions,
      { query: { episode_id: episodeId } },
      { request: { skipErrorToast: true } },
    ),
  );
}

/** Asks a question or replies to one; the answer joins the cached list at once. */
export function usePostEpisodeQuestion(episodeId: string) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; mainQuestionId: string | null }) =>
      request(http, liveEndpoints.postEpisodeQuestion, {
        body: { episode_id: episodeId, main_question_id: input.mainQuestionId, text: input.text },
      }),
    onSuccess: (post, input) =>
      setEndpointData(
        queryClient,
        liveEndpoints.listEpisodeQuestions,
        { query: { episode_id: episodeId } },
        (list = []) =>
          input.mainQuestionId
            ? list.map((question) =>
                question.id === input.mainQuestionId
                  ? { ...question, replies: [...question.replies, { ...post, replies: undefined }] }
                  : question,
              )
            : [post, ...list],
      ),
  });
}

/** A student's live participation (their own, or a professor's student's). */
export function useLiveProfile(userId: string) {
  return useQuery(
    endpointQuery(
      liveEndpoints.getLiveProfile,
      { params: { userId } },
      { request: { skipErrorToast: true } },
    ),
  );
}
