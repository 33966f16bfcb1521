import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myCertificateSchema } from '#common/api/profile/index.ts';
import { pdfText } from '../files/pdf-text.test-helper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { CLASSMATE, PROFESSOR, profileClient, STUDENT } from './profile-test-helpers.ts';

describe(`the student's own certificates (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof profileClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = profileClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the obtained certificates and downloads each as the professor’s PDF', async () => {
    const list = myCertificateSchema
      .array()
      .parse((await c.get(STUDENT, '/tech-journey/my-certificates')).json());
    expect(list.length).toBeGreaterThan(0);
    const certificate = list.find((entry) => entry.kind === 'journey');
    const file = await c.get(STUDENT, `/tech-journey/my-certificates/${certificate!.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attestato-Sara-Colombo-');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Sara Colombo');
    expect(text).toContain(certificate!.title);
    // The professor's download of the same certificate is the same document.
    const professor = await c.getAt(
      PROFESSOR,
      `/api/reports/certificates/download?certificate_id=${certificate!.id}&user_id=${await c.userId(STUDENT)}`,
    );
    expect(professor.statusCode).toBe(200);
    expect(await pdfText(professor.rawPayload)).toBe(text);
  });

  it('has none for a student with no progress, and 404 for a certificate not obtained', async () => {
    expect((await c.get(CLASSMATE, '/tech-journey/my-certificates')).json()).toEqual([]);
    const [row] = await t.db.query<{ hex_id: string }>(
      'SELECT hex_id FROM entities WHERE certificate LIMIT 1',
    );
    expect(
      (await c.get(CLASSMATE, `/tech-journey/my-certificates/${row!.hex_id}/download`)).statusCode,
    ).toBe(404);
    expect((await c.get(PROFESSOR, '/tech-journey/my-certificates')).statusCode).toBe(403);
  });
});
