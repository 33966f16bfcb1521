import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelSchema } from '#common/api/journey/entity.ts';
import { itemDetailSchema } from '#common/api/journey/item-detail.ts';
import { myCertificateSchema } from '#common/api/profile/index.ts';
import { attemptDetailSchema } from '#common/api/reports/index.ts';
import { hexIdForKey } from '../content-packs/hex-id.ts';
import { reportsClient } from '../reports/reports-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';
/** The certificate module studente2 completed in the seed. */
const GIT_BASICS = hexIdForKey('git-basics');

/**
 * What an import does to items a newer pack no longer has (migration 021): they are retired, not
 * deleted. Gone for everyone from the journey; the students' records of them stay.
 */
describe(`retired journey content (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let reports: ReturnType<typeof reportsClient>;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
    reports = reportsClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const levelEntityIds = async (email: string) =>
    levelSchema
      .array()
      .parse((await c.get(email, '/tech-journey')).json())
      .flatMap((level) => level.entities.map((entity) => entity.id));
  const detailOf = async (email: string, hexId: string) =>
    itemDetailSchema.parse((await c.get(email, `/tech-journey/${hexId}`)).json());

  it('hides a retired entity from the lists and answers 404 by id, keeping its certificate and reports', async () => {
    const gitQuiz = await reports.quizOf('git-basics');
    const attemptId = await reports.addAttempt(gitQuiz, STUDENT, true);
    const [resource] = (await detailOf(STUDENT, GIT_BASICS)).sections.flatMap((s) => s.resources);
    expect(await levelEntityIds(STUDENT)).toContain(GIT_BASICS);

    await t.db.query("UPDATE entities SET retired_at = now() WHERE key = 'git-basics'");

    expect(await levelEntityIds(STUDENT)).not.toContain(GIT_BASICS);
    expect(await levelEntityIds(PROFESSOR)).not.toContain(GIT_BASICS);
    expect((await c.get(STUDENT, `/tech-journey/${GIT_BASICS}`)).statusCode).toBe(404);
    expect((await c.get(STUDENT, `/tech-journey/resource/${resource!.id}`)).statusCode).toBe(404);
    expect((await c.get(STUDENT, `/tech-journey/quizzes/${gitQuiz}`)).statusCode).toBe(404);

    // History: the student's certificate, its PDF and the professor's report of the attempt.
    const certificates = myCertificateSchema
      .array()
      .parse((await c.get(STUDENT, '/tech-journey/my-certificates')).json());
    expect(certificates.map((certificate) => certificate.id)).toContain(GIT_BASICS);
    const pdf = await c.get(STUDENT, `/tech-journey/my-certificates/${GIT_BASICS}/download`);
    expect(pdf.statusCode).toBe(200);
    const report = await reports.get(PROFESSOR, `/api/reports/tj/attempts/${attemptId}`);
    expect(report.statusCode).toBe(200);
    expect(attemptDetailSchema.parse(report.json()).quiz.id).toBe(gitQuiz);
  });

  it("counts an entity's progress over its live resources only", async () => {
    const [entity] = await t.db.query<{ hex_id: string }>(
      `SELECT e.hex_id FROM entities e
        WHERE e.retired_at IS NULL AND e.level_id IS NOT NULL
          AND (SELECT count(*) FROM resources r WHERE r.entity_id = e.id) >= 3
        ORDER BY e.order_num LIMIT 1`,
    );
    const before = await detailOf(PROFESSOR, entity!.hex_id);
    const resources = before.sections.flatMap((section) => section.resources);
    const retired = resources.at(-1)!;

    await t.db.query('UPDATE resources SET retired_at = now() WHERE id = $1', [retired.id]);

    const after = await detailOf(PROFESSOR, entity!.hex_id);
    expect(after.num_resources).toBe(before.num_resources - 1);
    expect(after.sections.flatMap((s) => s.resources).map((r) => r.id)).not.toContain(retired.id);
    expect((await c.get(PROFESSOR, `/tech-journey/resource/${retired.id}`)).statusCode).toBe(404);
  });
});
