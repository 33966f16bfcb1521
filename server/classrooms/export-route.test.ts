import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../files/read-xlsx.test-helper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';
import { STUDENTS_EXPORT_HEADER } from './students-export-xlsx.ts';

describe(`students export (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
  });
  afterAll(() => t.close());

  const exportOf = (who: string, ids: unknown) =>
    c.call('POST', who, '/student/export-for-professor', { ids });

  it('answers an XLSX of the chosen students whose rows hold their data', async () => {
    const studente2 = await c.userId('studente2@demo.test');
    const aurora = await c.userId('aurora.lombardi@demo.test');
    const [expected] = await t.db.query<{ minutes: number; points: number }>(
      `SELECT (SELECT coalesce(sum(e.pcto_minutes), 0)::int FROM entity_progress ep
                JOIN entities e ON e.id = ep.entity_id WHERE ep.user_id = $1 AND e.certificate)
                AS minutes,
              (SELECT coalesce(sum(points), 0)::int FROM user_points WHERE user_id = $1) AS points`,
      [studente2],
    );
    expect(expected!.minutes).toBeGreaterThan(0);

    const response = await exportOf(PROFESSOR, [studente2, aurora, studente2]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="studenti-\d\d\.\d\d\.\d{4}\.xlsx"; filename\*=UTF-8''studenti-/,
    );
    const workbook = await readXlsx(response.rawPayload);
    const sheet = workbook.getWorksheet('Studenti')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1))).toEqual([
      [...STUDENTS_EXPORT_HEADER],
      ['Aurora Lombardi', 'aurora.lombardi@demo.test', '4B Informatica', 'Archiviato', 4, 0, 0],
      [
        expect.any(String),
        'studente2@demo.test',
        '4B Informatica',
        'Abilitato',
        expect.any(Number),
        expected!.points,
        Math.round((expected!.minutes / 60) * 100) / 100,
      ],
    ]);
    // Two fixed decimals: '0.##' would show whole hours as "2." in Excel.
    expect(sheet.getCell('G3').numFmt).toBe('0.00');
  });

  it('answers 404 when any id is not one of the caller’s students', async () => {
    const studente2 = await c.userId('studente2@demo.test');
    const outsider = await c.userId('tommaso.galli@demo.test'); // only a pending request
    expect((await exportOf(PROFESSOR, [studente2, outsider])).statusCode).toBe(404);
    expect((await exportOf(OTHER_PROFESSOR, [studente2])).statusCode).toBe(404);
  });

  it.each([[[]], [['abc']], ['1'], [null]])('refuses the ids %j with 422', async (ids) => {
    const response = await exportOf(PROFESSOR, ids);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(NOT_PROFESSORS)('refuses %s with 403', async (who) => {
    expect((await exportOf(who, ['1'])).statusCode).toBe(403);
  });
});
