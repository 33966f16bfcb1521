import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { EpisodeQuestion } from '#common/api/live/episodes.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** Everything the live area caches sits under 'live', so one invalidation refreshes it all. */
const keys = {
  courses: (scope: string) => ['live', 'courses', scope] as const,
  course: (id: string) => ['live', 'course', id] as const,
  nextLive: ['live', 'next-live'] as const,
  subscriptions: (courseId: string) => ['live', 'subscriptions', courseId] as const,
  myVote: (episodeId: string) => ['live', 'my-vote', episodeId] as const,
  questions: (episodeId: string) => ['live', 'questions', episodeId] as const,
};

/** Every course, as the caller's role sees it (the professor variant for professors). */
export function useAllCourses() {
  const { http } = useServices();
  const { role } = useSession();
  const endpoint =
    role === 'professor' ? liveEndpoints.listProfessorCourses : liveEndpoints.listCourses;
  return useQuery({
    queryKey: keys.courses(role ?? ''),
    queryFn: () => request(http, endpoint, {}, { skipErrorToast: true }),
  });
}

/** The student's own courses ('I MIEI CORSI'). */
export function useMyCourses() {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.courses('mine'),
    queryFn: () => request(http, liveEndpoints.listStudentCourses, {}, { skipErrorToast: true }),
  });
}

/** One course, in the caller's role's variant. */
export function useCourse(courseId: string) {
  const { http } = useServices();
  const { role } = useSession();
  const endpoint =
    role === 'professor' ? liveEndpoints.getProfessorCourse : liveEndpoints.getStudentCourse;
  return useQuery({
    queryKey: keys.course(courseId),
    queryFn: () => request(http, endpoint, { params: { id: courseId } }, { skipErrorToast: true }),
  });
}

/** The running or next episode of the caller's courses; null when there is none (204). */
export function useNextLive() {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.nextLive,
    queryFn: async () =>
      (await request(http, liveEndpoints.getNextLive, {}, { skipErrorToast: true })) ?? null,
    refetchInterval: 60_000,
  });
}

export function useSubscriptions(courseId: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.subscriptions(courseId),
    queryFn: () => request(http, liveEndpoints.getSubscriptions, { params: { id: courseId } }),
    enabled,
  });
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
      queryClient.setQueryData(keys.subscriptions(courseId), state);
      await queryClient.invalidateQueries({ queryKey: ['live', 'courses'] });
      await queryClient.invalidateQueries({ queryKey: keys.course(courseId) });
    },
  });
}

export function useRequestSubscription(courseId: string) {
  const { http } = useServices();
  return useMutation({
    mutationFn: () =>
      request(
        http,
        liveEndpoints.requestSubscription,
        { query: { course_id: courseId } },
        { skipErrorToast: true },
      ),
  });
}

export function useMyEpisodeVote(episodeId: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.myVote(episodeId),
    queryFn: () =>
      request(
        http,
        liveEndpoints.getMyRank,
        { query: { episodeid: episodeId } },
        { skipErrorToast: true },
      ),
    enabled,
  });
}

/** Votes on an episode; the course (with its averages) is read again. */
export function useVoteEpisode(courseId: string, episodeId: string) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: number) =>
      request(http, liveEndpoints.postRank, { body: { episodeid: episodeId, vote } }),
    onSuccess: async (_rank, vote) => {
      queryClient.setQueryData(keys.myVote(episodeId), { vote });
      await queryClient.invalidateQueries({ queryKey: keys.course(courseId) });
    },
  });
}

export function useEpisodeQuestions(episodeId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.questions(episodeId),
    queryFn: () =>
      request(
        http,
        liveEndpoints.listEpisodeQuestions,
        { query: { episode_id: episodeId } },
        { skipErrorToast: true },
      ),
  });
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
      queryClient.setQueryData<EpisodeQuestion[]>(keys.questions(episodeId), (list = []) =>
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
  const { http } = useServices();
  return useQuery({
    queryKey: ['live', 'profile', userId],
    queryFn: () =>
      request(http, liveEndpoints.getLiveProfile, { params: { userId } }, { skipErrorToast: true }),
    retry: false,
  });
}
