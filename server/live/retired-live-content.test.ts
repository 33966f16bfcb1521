import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCourseSchema } from '#common/api/live/courses.ts';
import { attemptDetailSchema } from '#common/api/reports/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const PROFESSOR = 'docente@demo.test';
/** In 4B, which follows the security course. */
const STUDENT = 'alessandro.conti@demo.test';

/**
 * What an import does to live items a newer pack no longer has (migration 021): retired, so gone
 * from the courses' lists and 404 by id, while the attempts and attendance of them stay in the
 * professors' reports.
 */
describe(`retired live content (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let course: string;
  let quiz: string;
  let episode: string;
  let davidesAttempt: string;
  const idOf = async (sql: string, value: string) =>
    (await t.db.query<{ id: string }>(sql, [value]))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    course = await idOf('SELECT id::text AS id FROM live_courses WHERE key = $1', 'live-security');
    quiz = await idOf('SELECT id::text AS id FROM live_quizzes WHERE title LIKE $1', 'Quiz:%');
    episode = await idOf(
      `SELECT id::text AS id FROM live_episodes WHERE course_id = $1
        ORDER BY starts_at LIMIT 1`,
      course,
    );
    davidesAttempt = await idOf(
      `SELECT a.id::text AS id FROM live_quiz_attempts a JOIN users u ON u.id = a.user_id
        WHERE u.email = $1 AND a.terminated_at IS NOT NULL LIMIT 1`,
      'davide.fontana@demo.test',
    );
  });
  afterAll(() => t.close());

  const courseView = async () =>
    liveCourseSchema.parse((await c.get(STUDENT, `/course/${course}`)).json());
  const courseIds = async () =>
    liveCourseSchema
      .array()
      .parse((await c.get(STUDENT, '/course')).json())
      .map((listed) => listed.id);

  it('hides a retired episode and quiz from the course and answers 404 for them', async () => {
    const before = await courseView();
    expect(before.episodes.map((e) => e.id)).toContain(episode);
    expect(before.quizzes.map((q) => q.id)).toContain(quiz);
    expect((await c.get(STUDENT, `/rank/my?episodeid=${episode}`)).statusCode).toBe(200);
    expect((await c.get(STUDENT, `/quiz/student/${quiz}`)).statusCode).toBe(200);

    await t.db.query('UPDATE live_episodes SET retired_at = now() WHERE id = $1', [episode]);
    await t.db.query('UPDATE live_quizzes SET retired_at = now() WHERE id = $1', [quiz]);

    const after = await courseView();
    expect(after.episodes.map((e) => e.id)).not.toContain(episode);
    expect(after.quizzes.map((q) => q.id)).not.toContain(quiz);
    expect((await c.get(STUDENT, `/rank/my?episodeid=${episode}`)).statusCode).toBe(404);
    expect((await c.get(STUDENT, `/quiz/student/${quiz}`)).statusCode).toBe(404);
    expect((await c.get(PROFESSOR, `/quiz/${quiz}`)).statusCode).toBe(404);
    // History: the professor still reads an attempt of the retired quiz.
    const report = await c.getAt(PROFESSOR, `/api/reports/live/attempts/${davidesAttempt}`);
    expect(report.statusCode).toBe(200);
    expect(attemptDetailSchema.parse(report.json()).quiz.id).toBe(quiz);
  });

  it('hides a retired course from the lists and answers 404 by id, keeping its reports', async () => {
    expect(await courseIds()).toContain(course);

    await t.db.query('UPDATE live_courses SET retired_at = now() WHERE id = $1', [course]);

    expect(await courseIds()).not.toContain(course);
    expect((await c.get(STUDENT, `/course/${course}`)).statusCode).toBe(404);
    expect((await c.get(STUDENT, `/rank?courseid=${course}`)).statusCode).toBe(404);
    const attendance = await c.get(
      PROFESSOR,
      `/report/download/class-attendance-summary-report?course_id=${course}`,
    );
    expect(attendance.statusCode).toBe(200);
  });
});
