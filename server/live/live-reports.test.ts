import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../files/pdf-text.test-helper.ts';
import { readXlsx } from '../files/read-xlsx.test-helper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const PROFESSOR = 'docente@demo.test';

describe(`live reports and certificates (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let security: string;
  let cloud: string;
  let quiz: string;
  const idOf = async (sql: string, value: string) =>
    (await t.db.query<{ id: string }>(sql, [value]))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    security = await idOf(
      'SELECT id::text AS id FROM live_courses WHERE key = $1',
      'live-security',
    );
    cloud = await idOf('SELECT id::text AS id FROM live_courses WHERE key = $1', 'live-cloud');
    quiz = await idOf('SELECT id::text AS id FROM live_quizzes WHERE title LIKE $1', 'Quiz:%');
  });
  afterAll(() => t.close());

  it('writes the class attendance summary with minutes per started episode', async () => {
    const answer = await c.get(
      PROFESSOR,
      `/report/download/class-attendance-summary-report?course_id=${security}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      'presenze-Sicurezza-informatica-per-tutti.xlsx',
    );
    const sheet = (await readXlsx(answer.rawPayload)).getWorksheet('Presenze')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    // Two started episodes (the recording and the one live now), not the upcoming one.
    expect(header).toHaveLength(3 + 2 + 2);
    expect(header[3]).toMatch(/^Password e autenticazione a due fattori \(\d\d\.\d\d\.\d{4}\)$/);
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row, number) => {
      if (number > 1) rows.set(String(row.getCell(2).value), (row.values as unknown[]).slice(1));
    });
    expect(rows.get('Alessandro Conti')).toEqual([
      '4B Informatica',
      'Alessandro Conti',
      'alessandro.conti@demo.test',
      58,
      0,
      58,
      Math.round((58 * 100) / 125),
    ]);
    expect(rows.has('Aurora Lombardi')).toBe(false); // archived in 4B
    expect(rows.has('Giulia Rossi')).toBe(false); // 3A does not follow the course
  });

  it('writes the per-episode report, one sheet per started episode', async () => {
    const answer = await c.get(
      PROFESSOR,
      `/report/download/class-attendance-episodes-report?course_id=${security}`,
    );
    const book = await readXlsx(answer.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      '1. Password e autenticazione a',
      '2. Riconoscere il phishing',
    ]);
    const first = book.worksheets[0]!;
    expect(first.getRow(2).values).toContain('Minuti presenti');
    let sofia: unknown[] = [];
    first.eachRow((row) => {
      if (row.getCell(2).value === 'Sofia Moretti') sofia = (row.values as unknown[]).slice(1);
    });
    expect(sofia.slice(3)).toEqual([60, 100]);
  });

  it('lists the live quiz results and certifies who passed, with the 400 when nobody did', async () => {
    const results = await c.get(PROFESSOR, `/report/download-live?courseId=${security}`);
    const sheet = (await readXlsx(results.rawPayload)).getWorksheet('Quiz live')!;
    const byName = new Map<string, unknown[]>();
    sheet.eachRow((row, number) => {
      if (number > 1) byName.set(String(row.getCell(2).value), (row.values as unknown[]).slice(1));
    });
    expect(byName.get('Alessandro Conti')!.slice(4, 6)).toEqual([100, 1]);
    expect(byName.get('Davide Fontana')![6]).toBe('');

    const alessandro = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'alessandro.conti@demo.test',
    );
    const davide = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'davide.fontana@demo.test',
    );
    const one = await c.get(
      PROFESSOR,
      `/certificate/download?quiz_id=${quiz}&user_id=${alessandro}`,
    );
    expect(one.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(one.rawPayload);
    expect(text).toContain('Alessandro Conti');
    expect(text).toContain('Sicurezza informatica per tutti');
    const failed = await c.get(
      PROFESSOR,
      `/certificate/download?quiz_id=${quiz}&user_id=${davide}`,
    );
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toBe('Nessuno studente ha ancora superato il test');
    const matteo = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'matteo.romano@demo.test',
    );
    expect(
      (
        await c.get(
          'admin@demo.test',
          `/certificate/download?quiz_id=${quiz}&user_id=${alessandro}`,
        )
      ).statusCode,
    ).toBe(404); // another professor's student
    expect(
      (await c.get(PROFESSOR, `/certificate/download?quiz_id=${quiz}&user_id=999999`)).statusCode,
    ).toBe(404);
    expect(
      (await c.get(PROFESSOR, `/certificate/download?quiz_id=${quiz}&user_id=${matteo}`))
        .statusCode,
    ).toBe(400);

    const room4B = await idOf(
      'SELECT id::text AS id FROM classrooms WHERE name = $1',
      '4B Informatica',
    );
    const room3A = await idOf(
      'SELECT id::text AS id FROM classrooms WHERE name = $1',
      '3A Informatica',
    );
    const classPdf = await c.get(
      PROFESSOR,
      `/certificate/download/class?quiz_id=${quiz}&class_id=${room4B}`,
    );
    expect(await pdfText(classPdf.rawPayload)).toContain('Alessandro Conti');
    expect(
      (await c.get(PROFESSOR, `/certificate/download/class?quiz_id=${quiz}&class_id=${room3A}`))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await c.get(
          'admin@demo.test',
          `/certificate/download/class?quiz_id=${quiz}&class_id=${room4B}`,
        )
      ).statusCode,
    ).toBe(404);

    const zip = await c.get(PROFESSOR, `/certificate/download/all?quiz_id=${quiz}`);
    expect(zip.headers['content-type']).toBe('application/zip');
    const viaReports = await c.getAt(
      PROFESSOR,
      `/api/reports/certificates/live/download/all?quiz_id=${quiz}`,
    );
    expect(viaReports.statusCode).toBe(200);
    const nobody = await c.getAt(
      'admin@demo.test',
      `/api/reports/certificates/live/download/all?quiz_id=${quiz}`,
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('Nessuno studente ha ancora superato il test');
  });

  it("joins a student's live certificates to I MIEI CERTIFICATI, each downloadable by its owner only", async () => {
    const tj = signedInClient(t);
    const mine = (
      await tj.get('alessandro.conti@demo.test', '/tech-journey/my-certificates')
    ).json() as Array<{
      kind: string;
      id: string;
      title: string;
      pcto_minutes: number;
    }>;
    expect(mine.filter((certificate) => certificate.kind === 'live')).toEqual([
      expect.objectContaining({
        id: quiz,
        title: 'Sicurezza informatica per tutti — Quiz: riconoscere il phishing',
        pcto_minutes: 58,
      }),
    ]);
    const pdf = await tj.get(
      'alessandro.conti@demo.test',
      `/tech-journey/my-certificates/live/${quiz}/download`,
    );
    expect(await pdfText(pdf.rawPayload)).toContain('Alessandro Conti');
    expect(
      (
        await tj.get(
          'davide.fontana@demo.test',
          `/tech-journey/my-certificates/live/${quiz}/download`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("lists a classroom's live attempts and shows one with its answers, to their professor only", async () => {
    const room4B = await idOf(
      'SELECT id::text AS id FROM classrooms WHERE name = $1',
      '4B Informatica',
    );
    const list = await c.getAt(PROFESSOR, `/api/reports/classrooms/lives/${room4B}/${quiz}`);
    const attempts = list.json() as Array<{
      attempt_id: string;
      student: { name: string };
      score_percentage: number;
      passed: boolean;
    }>;
    expect(attempts.map((a) => [a.student.name, a.score_percentage, a.passed]).sort()).toEqual([
      ['Alessandro Conti', 100, true],
      ['Davide Fontana', 0, false],
    ]);
    expect(
      (await c.getAt('admin@demo.test', `/api/reports/classrooms/lives/${room4B}/${quiz}`))
        .statusCode,
    ).toBe(404);
    const davide = attempts.find((a) => a.student.name === 'Davide Fontana')!;
    const detail = await c.getAt(PROFESSOR, `/api/reports/live/attempts/${davide.attempt_id}`);
    const body = detail.json() as {
      quiz: { title: string };
      questions: Array<{ answers: Array<{ correct: boolean; selected: boolean }> }>;
    };
    expect(body.quiz.title).toBe('Quiz: riconoscere il phishing');
    // Davide chose the last answer of every question, none of them right.
    expect(body.questions.map((q) => q.answers.at(-1))).toEqual(
      body.questions.map(() => expect.objectContaining({ selected: true, correct: false })),
    );
    expect(
      (await c.getAt('admin@demo.test', `/api/reports/live/attempts/${davide.attempt_id}`))
        .statusCode,
    ).toBe(404);
  });

  it("shows a student's live participation to them and to their professor only", async () => {
    const alessandro = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'alessandro.conti@demo.test',
    );
    const own = await c.get('alessandro.conti@demo.test', `/profile/${alessandro}`);
    expect(own.statusCode).toBe(200);
    const [course] = own.json().courses as Array<Record<string, unknown>>;
    expect(course).toMatchObject({
      title: 'Sicurezza informatica per tutti',
      episodes_started: 2,
      episodes_attended: 1,
      minutes_present: 58,
      quizzes: [{ title: 'Quiz: riconoscere il phishing', best_score: 100, passed: true }],
    });
    expect(course!.minutes_broadcast).toBeGreaterThanOrEqual(60);
    expect((await c.get(PROFESSOR, `/profile/${alessandro}`)).statusCode).toBe(200);
    expect((await c.get('davide.fontana@demo.test', `/profile/${alessandro}`)).statusCode).toBe(
      404,
    );
    expect((await c.get('admin@demo.test', `/profile/${alessandro}`)).statusCode).toBe(404);
    const professorId = await idOf('SELECT id::text AS id FROM users WHERE email = $1', PROFESSOR);
    expect((await c.get(PROFESSOR, `/profile/${professorId}`)).statusCode).toBe(404);
  });

  it('certifies participation at 60 % of the minutes broadcast, to the professor and the student', async () => {
    const participation = (
      await c.getAt(PROFESSOR, '/api/reports/certificates/live/participation/obtained')
    ).json() as Array<{ student: { name: string }; title: string; pcto_minutes: number }>;
    // The recorded episode broadcast 60 minutes: 58, 60 and 45 earn it, 22 does not.
    expect(participation.map((p) => [p.student.name, p.pcto_minutes]).sort()).toEqual([
      ['Alessandro Conti', 58],
      ['Sara Colombo', 45],
      ['Sofia Moretti', 60],
    ]);
    expect(participation[0]!.title).toBe('Sicurezza informatica per tutti — partecipazione');
    const quizzes = (
      await c.getAt(PROFESSOR, '/api/reports/certificates/live/obtained')
    ).json() as Array<{
      student: { name: string };
    }>;
    expect(quizzes.map((q) => q.student.name)).toEqual(['Alessandro Conti']);
    expect(
      (await c.getAt('admin@demo.test', '/api/reports/certificates/live/obtained')).json(),
    ).toEqual([]);

    const tj = signedInClient(t);
    const mine = (
      await tj.get('studente2@demo.test', '/tech-journey/my-certificates')
    ).json() as Array<{
      kind: string;
      id: string;
    }>;
    const own = mine.find((certificate) => certificate.kind === 'participation')!;
    expect(own.id).toBe(security);
    const pdf = await tj.get(
      'studente2@demo.test',
      `/tech-journey/my-certificates/participation/${security}/download`,
    );
    expect(await pdfText(pdf.rawPayload)).toContain('Sara Colombo');
    expect(
      (
        await tj.get(
          'davide.fontana@demo.test',
          `/tech-journey/my-certificates/participation/${security}/download`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('counts presence per episode and quiz results over the professor’s students', async () => {
    const stats = (await c.getAt(PROFESSOR, `/api/reports/stats/lives/${security}`)).json();
    expect(
      stats.episodes.map(
        (e: { title: string; present: number; average_minutes: number | null }) => [
          e.title,
          e.present,
          e.average_minutes,
        ],
      ),
    ).toEqual([
      ['Password e autenticazione a due fattori', 4, 46.3], // (58 + 60 + 22 + 45) / 4, one decimal
      ['Riconoscere il phishing', 0, null],
    ]);
    expect(stats.episodes[0].average_rating).toBeCloseTo(4.67, 2);
    expect(stats.quizzes).toEqual([
      expect.objectContaining({ title: 'Quiz: riconoscere il phishing', took: 2, passed: 1 }),
    ]);
    expect((await c.getAt(PROFESSOR, '/api/reports/stats/lives/999999')).statusCode).toBe(404);
    expect(
      (await c.getAt('studente2@demo.test', `/api/reports/stats/lives/${security}`)).statusCode,
    ).toBe(403);
  });

  it('answers the classroom and student views of the live reports, to the owning professor only', async () => {
    const room4B = await idOf(
      'SELECT id::text AS id FROM classrooms WHERE name = $1',
      '4B Informatica',
    );
    const tests = (
      await c.getAt(PROFESSOR, `/api/reports/classrooms/lives/tests/${room4B}`)
    ).json();
    expect(tests).toEqual([
      expect.objectContaining({
        quiz_id: quiz,
        course_title: 'Sicurezza informatica per tutti',
        took: 2,
        passed: 1,
      }),
    ]);
    expect(
      (await c.getAt('admin@demo.test', `/api/reports/classrooms/lives/tests/${room4B}`))
        .statusCode,
    ).toBe(404);

    const perClassroom = (
      await c.getAt(PROFESSOR, `/api/reports/certificates/live/${security}`)
    ).json();
    expect(perClassroom[0].classrooms).toContainEqual({ classroom_id: room4B, obtained_count: 1 });
    const students = (
      await c.getAt(
        PROFESSOR,
        `/api/reports/certificates/live/students?certificate_id=${quiz}&classroom_id=${room4B}`,
      )
    ).json() as Array<{ student: { name: string }; obtained_at: string | null }>;
    expect(students.filter((s) => s.obtained_at !== null).map((s) => s.student.name)).toEqual([
      'Alessandro Conti',
    ]);
    expect(
      (
        await c.getAt(
          'admin@demo.test',
          `/api/reports/certificates/live/students?certificate_id=${quiz}&classroom_id=${room4B}`,
        )
      ).statusCode,
    ).toBe(404);

    const sofia = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'sofia.moretti@demo.test',
    );
    const one = (
      await c.getAt(PROFESSOR, `/api/reports/stats/lives?student_id=${sofia}&course_id=${security}`)
    ).json();
    expect(one.episodes.map((e: { minutes_present: number }) => e.minutes_present)).toEqual([
      60, 0,
    ]);
    expect(one.quizzes[0]).toMatchObject({ best_score: null, passed: false });
    expect(
      (
        await c.getAt(
          'admin@demo.test',
          `/api/reports/stats/lives?student_id=${sofia}&course_id=${security}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses students and unknown courses', async () => {
    expect(
      (await c.get('studente2@demo.test', `/report/download-live?courseId=${security}`)).statusCode,
    ).toBe(403);
    expect(
      (await c.get(PROFESSOR, '/report/download/class-attendance-summary-report?course_id=999999'))
        .statusCode,
    ).toBe(404);
    // A course nobody of the professor follows: a sheet with the header only.
    const empty = await c.get(
      PROFESSOR,
      `/report/download/class-attendance-summary-report?course_id=${cloud}`,
    );
    expect((await readXlsx(empty.rawPayload)).getWorksheet('Presenze')!.rowCount).toBe(1);
  });
});
