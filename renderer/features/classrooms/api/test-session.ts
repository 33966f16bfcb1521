import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  openTestSessionResponseSchema,
  type OpenTestSessionResponse,
} from '../../../../common/api/classrooms/index.ts';
import { journeyEndpoints } from '../../../../common/api/journey/endpoints.ts';
import { classroomTestsSchema } from '../../../../common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getLevelTest } from '../../journey/api/get-level-test.ts';
import { finalTestQuiz } from '../../journey/hooks/use-open-final-test.ts';
import { CLASSROOMS_KEY } from './classrooms.ts';

/** One test a session can be opened for. */
export interface SessionTest {
  quizId: string;
  label: string;
}

/** GET {reports}/classrooms/tests reduced to one classroom: the tests its students attempted. */
async function attemptedTests(reports: AxiosInstance, classroomId: string): Promise<SessionTest[]> {
  const response = await reports.get<unknown>('/classrooms/tests', { skipErrorToast: true });
  const entry = classroomTestsSchema
    .parse(response.data)
    .find((item) => item.classroom_id === classroomId);
  // A session is for a test or a final test (the server refuses plain module quizzes).
  const tests = (entry?.tests ?? []).filter((test) => test.kind !== 'quiz');
  return tests.map((test) => ({
    quizId: test.quiz_id,
    label: test.entity_title === test.title ? test.title : `${test.entity_title} · ${test.title}`,
  }));
}

/** The final test of every level, through the journey API (the only way to reach one). */
async function levelFinalTests(http: ServiceClients): Promise<SessionTest[]> {
  const levels = await request(
    http,
    journeyEndpoints.getProfessorLevels,
    {},
    { skipErrorToast: true },
  );
  const tests = await Promise.all(
    levels.map(async (level) => {
      const test = await getLevelTest(http, 'professor', level.id);
      const quiz = test && finalTestQuiz(test);
      return quiz?.quiz_id ? { quizId: quiz.quiz_id, label: `Test finale · ${level.title}` } : null;
    }),
  );
  return tests.filter((test) => test !== null);
}

/**
 * The tests a session can be opened for: the levels' final tests, then those the classroom's
 * students already attempted (reports API), each once. A failing source only shortens the list,
 * so the dialog says "no test" rather than raising an error toast.
 */
export async function getSessionTests(
  http: ServiceClients,
  classroomId: string,
): Promise<SessionTest[]> {
  const [finals, attempted] = await Promise.all([
    levelFinalTests(http).catch(() => []),
    attemptedTests(http.reports, classroomId).catch(() => []),
  ]);
  const byId = new Map<string, SessionTest>();
  for (const test of [...finals, ...attempted]) {
    if (!byId.has(test.quizId)) byId.set(test.quizId, test);
  }
  return [...byId.values()];
}

export function useSessionTests(classroomId: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CLASSROOMS_KEY, 'session-tests', classroomId],
    queryFn: () => getSessionTests(http, classroomId),
    enabled,
  });
}

/** POST {api}/tech-journey/report/test/classrooms/open-session: records who takes the test now. */
export async function openTestSession(
  api: AxiosInstance,
  { testId, studentIds }: { testId: string; studentIds: string[] },
): Promise<OpenTestSessionResponse> {
  const response = await api.post<unknown>(
    '/tech-journey/report/test/classrooms/open-session',
    { test_id: testId, users_id: studentIds },
    { skipErrorToast: true },
  );
  return openTestSessionResponseSchema.parse(response.data);
}
