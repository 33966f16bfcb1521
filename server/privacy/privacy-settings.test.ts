import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownProfileSchema } from '#common/api/profile/index.ts';
import { profileViewSchema } from '#common/api/privacy/privacy.ts';
import { runAccountsCommand } from '../account/operator-accounts.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const SARA = 'studente2@demo.test';
const COMPANY = 'sorintian@demo.test';
const CHIARA = 'chiara.ferri@demo.test';

describe(`privacy choices and who looked (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  const idOf = async (email: string) =>
    (
      await t.db.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE email = $1`, [email])
    )[0]!.id;
  const consentAt = async (email: string) =>
    (
      await t.db.query<{ at: Date | null }>(
        `SELECT contact_consent_at AS at FROM users WHERE email = $1`,
        [email],
      )
    )[0]!.at;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
  });
  afterAll(() => t.close());

  it('saves the three choices whole, answering the owner’s profile, and stamps the consent', async () => {
    const saved = await c.put(SARA, '/student/privacy', {
      profile_audience: 'school',
      ranking_by_name: false,
      can_contact: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(ownProfileSchema.parse(saved.json())).toMatchObject({
      profile_audience: 'school',
      ranking_by_name: false,
      can_contact: true,
    });
    const first = await consentAt(SARA);
    expect(first).not.toBeNull();
    // Saving again with consent on keeps when it was given; withdrawing clears it.
    await c.put(SARA, '/student/privacy', {
      profile_audience: 'platform',
      ranking_by_name: true,
      can_contact: true,
    });
    expect(await consentAt(SARA)).toEqual(first);
    await c.put(SARA, '/student/privacy', {
      profile_audience: 'platform',
      ranking_by_name: true,
      can_contact: false,
    });
    expect(await consentAt(SARA)).toBeNull();
  });

  it('refuses a partial or wrong choice in Italian and changes nothing', async () => {
    const before = ownProfileSchema.parse(
      (await c.get(SARA, `/tech-journey/profile/${await idOf(SARA)}`)).json(),
    );
    const wrong = await c.put(SARA, '/student/privacy', {
      profile_audience: 'everyone',
      ranking_by_name: 'yes',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Scegli chi può vedere il tuo profilo.');
    expect(wrong.body).toContain('Indica se vuoi essere contattato dalle aziende.');
    const after = ownProfileSchema.parse(
      (await c.get(SARA, `/tech-journey/profile/${await idOf(SARA)}`)).json(),
    );
    expect(after).toEqual(before);
    expect((await c.put('docente@demo.test', '/student/privacy', {})).statusCode).toBe(403);
  });

  it('records each CV a company opens or downloads, shown to that student only and to the operator', async () => {
    const chiaraId = await idOf(CHIARA);
    expect((await c.get(COMPANY, `/tech-journey/cv/${chiaraId}`)).statusCode).toBe(200);
    expect((await c.get(COMPANY, `/tech-journey/cv/${chiaraId}/download`)).statusCode).toBe(200);
    // A refused CV (no consent) is 404 and records nothing.
    expect((await c.get(COMPANY, `/tech-journey/cv/${await idOf(SARA)}`)).statusCode).toBe(404);

    const views = (await c.get(CHIARA, '/tech-journey/my-data/views')).json();
    expect(views.map((view: unknown) => profileViewSchema.parse(view))).toMatchObject([
      { action: 'cv_download', viewer_role: 'sorintian', viewer_name: 'Andrea Ricci' },
      { action: 'cv_view', viewer_role: 'sorintian', viewer_name: 'Andrea Ricci' },
    ]);
    expect((await c.get(SARA, '/tech-journey/my-data/views')).json()).toEqual([]);
    expect((await c.get(COMPANY, '/tech-journey/my-data/views')).statusCode).toBe(403);

    const report = await runAccountsCommand(
      t.db,
      { kind: 'access-log', email: CHIARA },
      new Date(),
    );
    expect(report).toContain(`Who read the data of ${CHIARA} (2):`);
    expect(report).toContain('Andrea Ricci (sorintian');
    expect(report).toContain('CV downloaded');
    await expect(
      runAccountsCommand(t.db, { kind: 'access-log', email: 'nessuno@demo.test' }, new Date()),
    ).rejects.toThrow('No account has the e-mail nessuno@demo.test.');
  });

  it('takes a student out of the pool at once when consent is withdrawn', async () => {
    const chiaraId = await idOf(CHIARA);
    const pool = () => c.get(COMPANY, '/tech-journey/cv-pool?search=Ferri&limit=20&offset=0');
    expect((await pool()).json().items.map((item: { user_id: string }) => item.user_id)).toEqual([
      chiaraId,
    ]);
    await c.put(CHIARA, '/student/privacy', {
      profile_audience: 'school',
      ranking_by_name: false,
      can_contact: false,
    });
    expect((await pool()).json()).toMatchObject({ items: [], total: 0 });
    expect((await c.get(COMPANY, `/tech-journey/cv/${chiaraId}`)).statusCode).toBe(404);
    expect((await c.get(COMPANY, `/tech-journey/profile/${chiaraId}`)).statusCode).toBe(404);
  });
});
