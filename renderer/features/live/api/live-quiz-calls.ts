import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { SaveAnswersRequest } from '#common/api/quizzes/attempt.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

const keys = {
  quiz: (id: string) => ['live', 'quiz', id] as const,
  review: (id: string) => ['live', 'quiz-review', id] as const,
  classroomStudents: (id: string) => ['live', 'classroom-students', id] as const,
};

export function useStudentLiveQuiz(quizId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.quiz(quizId),
    queryFn: () =>
      request(
        http,
        liveEndpoints.getStudentLiveQuiz,
        { params: { id: quizId } },
        { skipErrorToast: true },
      ),
  });
}

export function useLiveQuizReview(quizId: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.review(quizId),
    queryFn: () => request(http, liveEndpoints.getLiveQuizReview, { params: { id: quizId } }),
    enabled,
  });
}

/**
 * The server calls of a live quiz's attempt, for the shared attempt (components/quiz). Handing in
 * and quitting refresh the quiz (its standing, whether an attempt is open) and, once passed, the
 * review with the key.
 */
export function useLiveAttemptCalls(quizId: string) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const params = { params: { id: quizId } };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.quiz(quizId) }),
      queryClient.invalidateQueries({ queryKey: keys.review(quizId) }),
    ]);
  return {
    start: useMutation({
      mutationFn: () => request(http, liveEndpoints.startLiveAttempt, params),
    }),
    save: useMutation({
      mutationFn: (body: SaveAnswersRequest) =>
        request(http, liveEndpoints.saveLiveAttempt, { body }),
    }),
    terminate: useMutation({
      mutationFn: () => request(http, liveEndpoints.terminateLiveAttempt, params),
      onSuccess: refresh,
    }),
    quit: useMutation({
      mutationFn: () => request(http, liveEndpoints.quitLiveAttempt, params),
      onSuccess: refresh,
    }),
  };
}

/** A classroom's students, for choosing who takes a live quiz (professors). */
export function useClassroomStudents(classroomId: string | null) {
  const { http } = useServices();
  return useQuery({
    queryKey: keys.classroomStudents(classroomId ?? ''),
    queryFn: () =>
      request(http, classroomEndpoints.listClassroomStudents, {
        params: { id: classroomId ?? '' },
      }),
    enabled: classroomId !== null,
  });
}

export function useOpenLiveQuizSession() {
  const { http } = useServices();
  return useMutation({
    mutationFn: (input: { quizId: string; studentIds: string[] }) =>
      request(
        http,
        liveEndpoints.openLiveQuizSession,
        { body: { quiz_id: input.quizId, students_id: input.studentIds } },
        { skipErrorToast: true },
      ),
  });
}
