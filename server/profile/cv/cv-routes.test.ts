import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvPoolSchema, cvSchema } from '#common/api/profile/index.ts';
import { pdfText } from '../../files/pdf-text.test-helper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import {
  POOL_STUDENT,
  PROFESSOR,
  profileClient,
  SORINTIAN,
  STUDENT,
  VISITOR,
} from '../profile-test-helpers.ts';

describe(`the companies' CV pool (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof profileClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = profileClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const pool = async (query = '') =>
    cvPoolSchema.parse(
      (await c.get(SORINTIAN, `/tech-journey/cv-pool?limit=50&offset=0${query}`)).json(),
    );
  const consent = (email: string, canContact: boolean) =>
    c.put(email, '/student/profile', { sec_email: '', can_contact: canContact, newsletter: false });

  it('holds the demo students who allowed contact, and not the others', async () => {
    const { items, total } = await pool();
    expect(total).toBeGreaterThanOrEqual(5);
    expect(items.map((item) => item.name)).toContain('Chiara Ferri');
    expect(items.map((item) => item.name)).not.toContain('Sara Colombo');
    expect(items.every((item) => item.hard_skills.length > 0)).toBe(true);
  });

  it('takes a student in at consent and out at once when consent is withdrawn', async () => {
    const studentId = await c.userId(STUDENT);
    expect((await c.get(SORINTIAN, `/tech-journey/cv/${studentId}`)).statusCode).toBe(404);
    await consent(STUDENT, true);
    expect((await pool()).items.map((item) => item.user_id)).toContain(studentId);
    const cv = cvSchema.parse((await c.get(SORINTIAN, `/tech-journey/cv/${studentId}`)).json());
    expect(cv).toMatchObject({ name: 'Sara Colombo', contact_email: 'studente2@demo.test' });
    expect(cv.certificates.length).toBeGreaterThan(0);
    expect(cv.hobbies).toEqual(['Fotografia', 'Pallavolo']);
    await consent(STUDENT, false);
    expect((await pool()).items.map((item) => item.user_id)).not.toContain(studentId);
    expect((await c.get(SORINTIAN, `/tech-journey/cv/${studentId}`)).statusCode).toBe(404);
    expect((await c.get(SORINTIAN, `/tech-journey/cv/${studentId}/download`)).statusCode).toBe(404);
  });

  it('filters by name, skills (all of them), earned hashtags and school year', async () => {
    const ids = async (name: string) =>
      (
        await t.db.query<{ id: string }>('SELECT id::text AS id FROM skills WHERE name = $1', [
          name,
        ])
      )[0]!.id;
    const git = await ids('Git');
    const sql = await ids('SQL');
    const withGit = await pool(`&skill_ids=${git}`);
    expect(withGit.items.length).toBeGreaterThan(1);
    const withBoth = await pool(`&skill_ids=${git},${sql}`);
    expect(withBoth.items.map((item) => item.name)).toEqual(['Chiara Ferri']);
    expect((await pool('&search=ferri')).items.map((item) => item.name)).toEqual(['Chiara Ferri']);
    const fifth = await pool('&school_year=5');
    expect(fifth.items.every((item) => item.school_year === 5)).toBe(true);
    expect(fifth.total).toBe(2);
    const filters = (await c.get(SORINTIAN, '/tech-journey/cv-pool/filters')).json();
    const tag = filters.tags[0];
    const tagged = await pool(`&tags=${encodeURIComponent(tag)}`);
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.total).toBeLessThanOrEqual((await pool()).total);
    expect(
      (await c.get(SORINTIAN, '/tech-journey/cv-pool?limit=50&offset=0&school_year=9')).statusCode,
    ).toBe(422);
    expect(
      (await c.get(SORINTIAN, '/tech-journey/cv-pool?limit=50&offset=0&skill_ids=x')).statusCode,
    ).toBe(422);
  });

  it('downloads a one-page CV as PDF', async () => {
    const id = await c.userId(POOL_STUDENT);
    const file = await c.get(SORINTIAN, `/tech-journey/cv/${id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('curriculum-Chiara-Ferri.pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Chiara Ferri');
    expect(text).toContain('JavaScript');
    expect(text).toContain('chiara.ferri@esempio.it');
  });

  it.each([STUDENT, PROFESSOR, VISITOR])(
    'is for company users only: %s gets 403',
    async (email) => {
      expect((await c.get(email, '/tech-journey/cv-pool?limit=5&offset=0')).statusCode).toBe(403);
      expect(
        (await c.get(email, `/tech-journey/cv/${await c.userId(POOL_STUDENT)}`)).statusCode,
      ).toBe(403);
    },
  );
});
