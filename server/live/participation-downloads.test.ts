import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../files/pdf-text.test-helper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const PROFESSOR = 'docente@demo.test';
const OTHER_PROFESSOR = 'admin@demo.test';
const NOBODY = "Nessuno studente ha ancora ottenuto l'attestato di partecipazione";

/*
 * The demo's security course broadcast one recorded 60-minute episode: Alessandro (58), Sofia
 * (60) and Sara (studente2, 45) of 4B earn the participation certificate, Davide (22) does not;
 * 3A does not follow the course.
 */
describe(`participation certificates for the professor (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let security: string;
  let quiz: string;
  let room4B: string;
  let room3A: string;
  const ids = new Map<string, string>();
  const one = async (sql: string, value: string) =>
    (await t.db.query<{ id: string }>(sql, [value]))[0]!.id;
  const userId = async (email: string) => {
    if (!ids.has(email)) {
      ids.set(email, await one('SELECT id::text AS id FROM users WHERE email = $1', email));
    }
    return ids.get(email)!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    security = await one('SELECT id::text AS id FROM live_courses WHERE key = $1', 'live-security');
    quiz = await one('SELECT id::text AS id FROM live_quizzes WHERE title LIKE $1', 'Quiz:%');
    room4B = await one('SELECT id::text AS id FROM classrooms WHERE name = $1', '4B Informatica');
    room3A = await one('SELECT id::text AS id FROM classrooms WHERE name = $1', '3A Informatica');
  });
  afterAll(() => t.close());

  it('lists the obtained live and participation certificates under the classroom of each holder', async () => {
    const participation = (
      await c.getAt(PROFESSOR, '/api/reports/certificates/live/participation/obtained')
    ).json() as Array<{ student: { name: string }; classroom_id: string; course_id: string }>;
    expect(
      participation.map((row) => [row.student.name, row.classroom_id, row.course_id]).sort(),
    ).toEqual([
      ['Alessandro Conti', room4B, security],
      ['Sara Colombo', room4B, security],
      ['Sofia Moretti', room4B, security],
    ]);
    const live = (await c.getAt(PROFESSOR, '/api/reports/certificates/live/obtained')).json();
    expect(live).toEqual([
      expect.objectContaining({
        student: expect.objectContaining({ name: 'Alessandro Conti' }),
        classroom_id: room4B,
        quiz_id: quiz,
      }),
    ]);
  });

  it("downloads one student's participation certificate, refusing another professor's student", async () => {
    const sofia = await userId('sofia.moretti@demo.test');
    const pdf = await c.get(
      PROFESSOR,
      `/certificate/participation/download?course_id=${security}&user_id=${sofia}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      'filename="attestato-Sofia-Moretti-Sicurezza-informatica-per-tutti-_-partecipazione.pdf"',
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sofia Moretti');
    expect(text).toContain('partecipazione');

    const davide = await userId('davide.fontana@demo.test');
    const without = await c.get(
      PROFESSOR,
      `/certificate/participation/download?course_id=${security}&user_id=${davide}`,
    );
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Lo studente non ha ancora ottenuto questo attestato.');
    const query = `course_id=${security}&user_id=${sofia}`;
    expect(
      (await c.get(OTHER_PROFESSOR, `/certificate/participation/download?${query}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await c.get(
          PROFESSOR,
          `/certificate/participation/download?course_id=999999&user_id=${sofia}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await c.get('studente2@demo.test', `/certificate/participation/download?${query}`))
        .statusCode,
    ).toBe(403);
  });

  it("downloads a classroom's participation certificates in one PDF, its own classrooms only", async () => {
    const pdf = await c.get(
      PROFESSOR,
      `/certificate/participation/download/class?course_id=${security}&class_id=${room4B}`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const name of ['Alessandro Conti', 'Sara Colombo', 'Sofia Moretti']) {
      expect(text).toContain(name);
    }
    expect(text).not.toContain('Davide Fontana');
    const empty = await c.get(
      PROFESSOR,
      `/certificate/participation/download/class?course_id=${security}&class_id=${room3A}`,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NOBODY);
    expect(
      (
        await c.get(
          OTHER_PROFESSOR,
          `/certificate/participation/download/class?course_id=${security}&class_id=${room4B}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("downloads every holder's participation certificate as a ZIP, 400 when nobody has one", async () => {
    const zip = await c.get(
      PROFESSOR,
      `/certificate/participation/download/all?course_id=${security}`,
    );
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files).sort();
    expect(names).toEqual([
      'attestato-Alessandro-Conti-Sicurezza-informatica-per-tutti-—-partecipazione.pdf',
      'attestato-Sara-Colombo-Sicurezza-informatica-per-tutti-—-partecipazione.pdf',
      'attestato-Sofia-Moretti-Sicurezza-informatica-per-tutti-—-partecipazione.pdf',
    ]);
    const nobody = await c.get(
      OTHER_PROFESSOR,
      `/certificate/participation/download/all?course_id=${security}`,
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(NOBODY);
    expect(
      (await c.get(PROFESSOR, '/certificate/participation/download/all?course_id=999999'))
        .statusCode,
    ).toBe(404);
  });
});
