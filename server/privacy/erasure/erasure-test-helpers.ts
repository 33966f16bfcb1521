import type { TestApp } from '../../testing/test-app.ts';
import { bearer, desktopLogin } from '../../testing/auth-helpers.ts';

/**
 * What the class's reports say about one classroom, as docente reads them: classrooms, tests and
 * their attempts, certificates and their holders, statistics per entity and per student, and the
 * live attendance (its report is a file; the rows it sums are compared here). Arrays are sorted,
 * so a renamed student who moves in a list sorted by name compares equal.
 */
export async function classReportsSnapshot(
  t: TestApp,
  professorEmail: string,
  classroomId: string,
): Promise<unknown> {
  const headers = bearer((await desktopLogin(t.app, professorEmail)).access_token);
  const get = async (url: string): Promise<unknown> => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/reports${url}`, headers });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const tests = (await get('/classrooms/tests')) as Array<{
    classroom_id: string;
    tests: Array<{ quiz_id: string }>;
  }>;
  const quizIds = tests.find((entry) => entry.classroom_id === classroomId)?.tests ?? [];
  const certificates = (await get('/certificates')) as Array<{ certificate_id: string }>;
  const entities = (await get(`/stats/entities?classroom_id=${classroomId}`)) as Array<{
    entity_id: string;
  }>;
  const snapshot = {
    classrooms: await get('/classrooms'),
    tests,
    attempts: await Promise.all(
      quizIds.map(({ quiz_id }) => get(`/classrooms/${classroomId}/${quiz_id}`)),
    ),
    certificates,
    holders: await Promise.all(
      certificates.map(({ certificate_id }) =>
        get(`/certificates/students?certificate_id=${certificate_id}&classroom_id=${classroomId}`),
      ),
    ),
    obtained: await get('/certificates/obtained'),
    entities,
    perStudent: await Promise.all(
      entities.map(({ entity_id }) =>
        get(`/stats/entities/students?entity_id=${entity_id}&classroom_id=${classroomId}`),
      ),
    ),
    attendance: await t.db.query(
      `SELECT a.episode_id::text, count(*)::int AS students, sum(a.present_ms)::text AS present_ms
       FROM live_attendance a JOIN classroom_students cs ON cs.student_id = a.user_id
       WHERE cs.classroom_id = $1 GROUP BY a.episode_id`,
      [classroomId],
    ),
  };
  return canonical(snapshot);
}

/** The value with every array sorted by the text of its elements (order-free comparison). */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(canonical).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}
