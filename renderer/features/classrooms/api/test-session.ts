import { useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { OpenTestSessionResponse, SessionTest } from '#common/api/classrooms/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** One test a session can be opened for, as the picker lists it. */
export interface SessionTestChoice {
  quizId: string;
  label: string;
}

/** A level's final test is named by its level; any other test by its entity and its title. */
export function sessionTestLabel(test: SessionTest): string {
  if (test.level_title !== null) return `Test finale · ${test.level_title}`;
  return test.entity_title === test.title ? test.title : `${test.entity_title} · ${test.title}`;
}

/**
 * The tests a session can be opened for, in the server's order (the levels' final tests, then
 * the others), loaded once the dialog opens; the list is the same for every classroom. A failure
 * only leaves the list empty, so the dialog says "no test" rather than raising an error toast.
 */
export function useSessionTests(enabled: boolean) {
  return useQuery(
    endpointQuery(
      classroomEndpoints.listSessionTests,
      {},
      {
        request: { skipErrorToast: true },
        enabled,
        select: (tests): SessionTestChoice[] =>
          tests.map((test) => ({ quizId: test.quiz_id, label: sessionTestLabel(test) })),
      },
    ),
  );
}

/** Lets these students take the test for the session's window; errors are shown by the dialog. */
export function openTestSession(
  http: ServiceClients,
  { testId, studentIds }: { testId: string; studentIds: string[] },
): Promise<OpenTestSessionResponse> {
  return request(
    http,
    classroomEndpoints.openTestSession,
    { body: { test_id: testId, users_id: studentIds } },
    { skipErrorToast: true },
  );
}

/** The professor's sessions for this classroom's students, with what each of them did. */
export function useClassroomTestSessions(classroomId: string) {
  return useQuery(
    endpointQuery(
      classroomEndpoints.listClassroomTestSessions,
      { params: { id: classroomId } },
      { request: { skipErrorToast: true } },
    ),
  );
}
