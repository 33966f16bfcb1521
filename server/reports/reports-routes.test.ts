import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptDetailSchema,
  certificateStudentsSchema,
  certificatesSchema,
  classroomTestsSchema,
  entityStatsSchema,
  entityStudentsStatsSchema,
  obtainedCertificatesSchema,
  reportClassroomsSchema,
  studentProgressSchema,
  testAttemptsSchema,
} from '#common/api/reports/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  DOCENTE,
  GIT_BASICS,
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  STUDENTE2,
  reportsClient,
} from './reports-test-helpers.ts';

describe(`reports API (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof reportsClient>;
  let classroom4B: string;
  let studente2: string;
  let gitQuiz: string;
  let attemptId: string;
  /** Every JSON route with valid ids of docente's objects. */
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    client = reportsClient(t);
    classroom4B = await client.classroomId('4B Informatica');
    studente2 = await client.userId(STUDENTE2);
    gitQuiz = await client.quizOf('git-basics');
    attemptId = await client.addAttempt(gitQuiz, STUDENTE2, true);
    routes = [
      '/api/reports/classrooms',
      '/api/reports/classrooms/tests',
      `/api/reports/classrooms/${classroom4B}/${gitQuiz}`,
      '/api/reports/certificates',
      `/api/reports/certificates/students?certificate_id=${GIT_BASICS}&classroom_id=${classroom4B}`,
      '/api/reports/certificates/obtained',
      `/api/reports/tj/attempts/${attemptId}`,
      '/api/reports/stats/entities',
      `/api/reports/stats/entities/students?entity_id=${GIT_BASICS}&classroom_id=${classroom4B}`,
      `/api/reports/stats/entities/students/progress?entity_id=${GIT_BASICS}&student_id=${studente2}`,
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every route to docente and refuses the other roles with 403, no token with 401', async () => {
    for (const url of routes) {
      expect((await client.get(DOCENTE, url)).statusCode, url).toBe(200);
      expect((await client.get(null, url)).statusCode, url).toBe(401);
      for (const email of NOT_PROFESSORS) {
        expect((await client.get(email, url)).statusCode, `${email} ${url}`).toBe(403);
      }
    }
  });

  it("answers another professor's classroom, student and attempt with 404", async () => {
    for (const url of routes.filter((route) => /\d/.test(route))) {
      if (url.includes('/certificates/obtained')) continue;
      const response = await client.get(OTHER_PROFESSOR, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await client.get(OTHER_PROFESSOR, '/api/reports/classrooms')).json()).toEqual([]);
    expect(
      (await client.get(OTHER_PROFESSOR, '/api/reports/certificates/obtained')).json(),
    ).toEqual([]);
  });

  it('refuses malformed ids with 422 and unknown ones with 404', async () => {
    for (const url of [
      `/api/reports/classrooms/abc/${gitQuiz}`,
      '/api/reports/certificates/students?certificate_id=xyz&classroom_id=1',
      '/api/reports/certificates/students',
      '/api/reports/tj/attempts/0',
      `/api/reports/stats/entities/students/progress?entity_id=${GIT_BASICS}`,
    ]) {
      const response = await client.get(DOCENTE, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().details).toBeDefined();
    }
    expect(
      (await client.get(DOCENTE, `/api/reports/classrooms/${classroom4B}/999999`)).statusCode,
    ).toBe(404);
    expect((await client.get(DOCENTE, '/api/reports/tj/attempts/999999')).statusCode).toBe(404);
    expect((await client.get(DOCENTE, '/api/reports/nothing-here')).statusCode).toBe(404);
  });

  it('answers arbitrary queries and path ids with a client error or success, never a 5xx', async () => {
    const paths = [
      '/api/reports/certificates/students',
      '/api/reports/certificates/download',
      '/api/reports/certificates/download/all',
      '/api/reports/stats/entities/students',
      '/api/reports/stats/entities/students/progress',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'certificate_id',
            'classroom_id',
            'quiz_id',
            'user_id',
            'entity_id',
            'student_id',
          ),
          fc.oneof(
            fc.string(),
            fc.constant(GIT_BASICS),
            fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
          ),
        ),
        async (path, query) => {
          const search = new URLSearchParams(query).toString();
          const response = await client.get(DOCENTE, `${path}?${search}`);
          expect([200, 400, 404, 422]).toContain(response.statusCode);
        },
      ),
      { numRuns: 40 },
    );
    for (const id of ['-1', '1.5', '99999999999999999999', '%00', "1'--"]) {
      const response = await client.get(DOCENTE, `/api/reports/tj/attempts/${id}`);
      expect([400, 404, 422]).toContain(response.statusCode);
    }
  });

  it("lists docente's classrooms with their student counts", async () => {
    const classrooms = reportClassroomsSchema.parse(
      (await client.get(DOCENTE, '/api/reports/classrooms')).json(),
    );
    expect(classrooms.map((c) => [c.name, c.archived, c.students_count])).toEqual([
      ['3A Informatica', false, 6],
      ['4B Informatica', false, 7],
      ['5A Informatica 2024/25', true, 1],
    ]);
  });

  it('counts the attempts of a test per classroom and lists them', async () => {
    const tests = classroomTestsSchema.parse(
      (await client.get(DOCENTE, '/api/reports/classrooms/tests')).json(),
    );
    const of4B = tests.find((entry) => entry.classroom_id === classroom4B)!;
    expect(of4B.tests.find((test) => test.quiz_id === gitQuiz)).toMatchObject({
      attempts_count: 1,
      passed_count: 1,
      entity_title: 'Git e GitHub',
    });
    const attempts = testAttemptsSchema.parse(
      (await client.get(DOCENTE, `/api/reports/classrooms/${classroom4B}/${gitQuiz}`)).json(),
    );
    expect(attempts).toEqual([
      expect.objectContaining({
        attempt_id: attemptId,
        student: { id: studente2, name: 'Sara Colombo' },
        passed: true,
        score_percentage: 100,
      }),
    ]);
  });

  it('reports the git-basics certificate of studente2 in 4B', async () => {
    const certificates = certificatesSchema.parse(
      (await client.get(DOCENTE, '/api/reports/certificates')).json(),
    );
    const git = certificates.find((c) => c.certificate_id === GIT_BASICS)!;
    expect(git.pcto_minutes).toBe(120);
    expect(git.classrooms).toContainEqual({ classroom_id: classroom4B, obtained_count: 1 });
    const students = certificateStudentsSchema.parse(
      (
        await client.get(
          DOCENTE,
          `/api/reports/certificates/students?certificate_id=${GIT_BASICS}&classroom_id=${classroom4B}`,
        )
      ).json(),
    );
    expect(students).toHaveLength(7);
    expect(students.filter((s) => s.obtained_at !== null).map((s) => s.student.id)).toEqual([
      studente2,
    ]);
    const obtained = obtainedCertificatesSchema.parse(
      (await client.get(DOCENTE, '/api/reports/certificates/obtained')).json(),
    );
    expect(obtained).toContainEqual(
      expect.objectContaining({
        certificate_id: GIT_BASICS,
        title: 'Git e GitHub',
        classroom_id: classroom4B,
        pcto_minutes: 120,
        student: { id: studente2, name: 'Sara Colombo' },
      }),
    );
  });

  it('shows an attempt with every answer and the chosen ones marked', async () => {
    const detail = attemptDetailSchema.parse(
      (await client.get(DOCENTE, `/api/reports/tj/attempts/${attemptId}`)).json(),
    );
    expect(detail.student.name).toBe('Sara Colombo');
    expect(detail.questions.length).toBeGreaterThan(0);
    for (const question of detail.questions) {
      expect(question.answers.map((answer) => answer.selected)).toEqual(
        question.answers.map((_answer, index) => index === 0),
      );
    }
  });

  it("gives statistics per entity, per student and a student's progress", async () => {
    const stats = entityStatsSchema.parse(
      (await client.get(DOCENTE, '/api/reports/stats/entities')).json(),
    );
    expect(stats.find((entry) => entry.entity_id === GIT_BASICS)).toMatchObject({
      students_total: 14,
      students_completed: 1,
      average_score: 100,
    });
    const students = entityStudentsStatsSchema.parse(
      (
        await client.get(
          DOCENTE,
          `/api/reports/stats/entities/students?entity_id=${GIT_BASICS}&classroom_id=${classroom4B}`,
        )
      ).json(),
    );
    const sara = students.find((entry) => entry.student.id === studente2)!;
    expect(sara.completed).toBe(true);
    expect(sara.completed_resources).toBe(sara.total_resources);
    expect(sara.last_activity_at).not.toBeNull();
    expect(students.filter((entry) => entry.completed)).toHaveLength(1);
    const progress = studentProgressSchema.parse(
      (
        await client.get(
          DOCENTE,
          `/api/reports/stats/entities/students/progress?entity_id=${GIT_BASICS}&student_id=${studente2}`,
        )
      ).json(),
    );
    expect(progress.length).toBe(sara.total_resources);
    expect(progress.every((resource) => resource.completed_at !== null)).toBe(true);
  });

  it("counts one classroom's students in the statistics when asked, as the class selector does", async () => {
    const [room4B] = reportClassroomsSchema
      .parse((await client.get(DOCENTE, '/api/reports/classrooms')).json())
      .filter((classroom) => classroom.id === classroom4B);
    const stats = entityStatsSchema.parse(
      (await client.get(DOCENTE, `/api/reports/stats/entities?classroom_id=${classroom4B}`)).json(),
    );
    const gitBasics = stats.find((entry) => entry.entity_id === GIT_BASICS);
    expect(room4B!.students_count).toBeLessThan(14);
    expect(gitBasics).toMatchObject({
      students_total: room4B!.students_count,
      students_completed: 1,
      average_score: 100,
    });
    const other = await client.get(
      OTHER_PROFESSOR,
      `/api/reports/stats/entities?classroom_id=${classroom4B}`,
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await client.get(DOCENTE, '/api/reports/stats/entities?classroom_id=abc')).statusCode,
    ).toBe(422);
  });
});
