import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { StudentLiveQuiz } from '#common/api/live/quizzes.ts';
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
 * Starting, saving and handing in: each answer (the attempt as the server now holds it) goes
 * back into the cached quiz, so the page always shows what is stored.
 */
export function useLiveAttempt(quizId: string) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const keepAttempt = (attempt: StudentLiveQuiz['attempt']) =>
    queryClient.setQueryData<StudentLiveQuiz>(
      keys.quiz(quizId),
      (quiz) => quiz && { ...quiz, attempt },
    );
  const start = useMutation({
    mutationFn: () => request(http, liveEndpoints.startLiveAttempt, { params: { id: quizId } }),
    onSuccess: keepAttempt,
  });
  const save = useMutation({
    mutationFn: (input: { questionId: string; answers: string[] }) =>
      request(http, liveEndpoints.saveLiveAttempt, {
        body: {
          quiz_id: quizId,
          question: { question_id: input.questionId, answers: input.answers },
        },
      }),
    onSuccess: keepAttempt,
  });
  const terminate = useMutation({
    mutationFn: () => request(http, liveEndpoints.terminateLiveAttempt, { params: { id: quizId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.quiz(quizId) });
      await queryClient.invalidateQueries({ queryKey: keys.review(quizId) });
    },
  });
  return { start, save, terminate };
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
