import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badgeAssertionSchema,
  obAssertionSchema,
  obBadgeClassSchema,
  obIssuerSchema,
  ownProfileSchema,
} from '#common/api/profile/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { CLASSMATE, PROFESSOR, profileClient, STUDENT } from '../profile-test-helpers.ts';

/** HG_PUBLIC_URL of this suite: every hosted id must start with it, whatever Host was sent. */
const PUBLIC_URL = 'https://tj.scuola.example';

describe(`badges as Open Badges 2.0 (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof profileClient>;
  let earnedBadgeId: string;
  let notEarnedBadgeId: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
    c = profileClient(t);
    const profile = ownProfileSchema.parse(
      (await c.get(STUDENT, `/tech-journey/profile/${await c.userId(STUDENT)}`)).json(),
    );
    earnedBadgeId = profile.badges[0]!.id;
    const [row] = await t.db.query<{ hex_id: string }>(
      `SELECT hex_id FROM entities e WHERE num_badges > 0 AND NOT EXISTS (
         SELECT 1 FROM entity_progress ep JOIN users u ON u.id = ep.user_id
         WHERE ep.entity_id = e.id AND u.email = $1) LIMIT 1`,
      [STUDENT],
    );
    notEarnedBadgeId = `${row!.hex_id}-1`;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Fetches a hosted document by its absolute id, as a verifier would. */
  const fetchHosted = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('issues a verifiable assertion: hosted JSON, recipient hash, badge class and issuer', async () => {
    const issued = await c.post(STUDENT, '/tech-journey/generate-tj-credly-badge', {
      badge_id: earnedBadgeId,
      change_secondary_email: false,
      email: 'Sara.Colombo@Esempio.it',
    });
    expect(issued.statusCode).toBe(201);
    const mine = badgeAssertionSchema.parse(issued.json());
    expect(mine.recipient_email).toBe('sara.colombo@esempio.it');

    const hosted = await fetchHosted(mine.assertion_url);
    expect(hosted.statusCode).toBe(200);
    expect(hosted.headers['cache-control']).toBe('no-cache');
    const assertion = obAssertionSchema.parse(hosted.json());
    expect(assertion.id).toBe(mine.assertion_url);
    const expectedHash = createHash('sha256')
      .update(`sara.colombo@esempio.it${assertion.recipient.salt}`)
      .digest('hex');
    expect(assertion.recipient.identity).toBe(`sha256$${expectedHash}`);
    expect(hosted.body).not.toContain('sara.colombo');

    const badgeClass = obBadgeClassSchema.parse((await fetchHosted(assertion.badge)).json());
    expect(badgeClass.id).toBe(assertion.badge);
    const issuer = obIssuerSchema.parse((await fetchHosted(badgeClass.issuer)).json());
    expect(issuer.id).toBe(badgeClass.issuer);
    expect(issuer.name).toBe('Tech Journey');
    // Open Badges 2.0 requires the issuer profile's contact address (HG_ISSUER_EMAIL).
    expect(issuer.email).toBe('attestati@tech-journey.example');
    const image = await fetchHosted(badgeClass.image);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');

    // The secondary e-mail stays as it was when not asked to change.
    const profile = (
      await c.get(STUDENT, `/tech-journey/profile/${await c.userId(STUDENT)}`)
    ).json();
    expect(profile.sec_email).toBeNull();
  });

  it('bakes the assertion into the downloadable SVG', async () => {
    const mine = badgeAssertionSchema.parse(
      (
        await c.post(STUDENT, '/tech-journey/generate-tj-credly-badge', {
          badge_id: earnedBadgeId,
          change_secondary_email: true,
          email: 'sara@esempio.it',
        })
      ).json(),
    );
    const profile = (
      await c.get(STUDENT, `/tech-journey/profile/${await c.userId(STUDENT)}`)
    ).json();
    expect(profile.sec_email).toBe('sara@esempio.it');
    const baked = await c.get(STUDENT, `/tech-journey/badge-assertions/${mine.id}/image`);
    expect(baked.statusCode).toBe(200);
    expect(baked.headers['content-type']).toBe('image/svg+xml');
    expect(baked.headers['content-disposition']).toMatch(/^attachment; filename="badge-.+\.svg"/);
    expect(baked.body).toContain('xmlns:openbadges="http://openbadges.org"');
    expect(baked.body).toContain(`<openbadges:assertion verify="${mine.assertion_url}">`);
    const json = /<!\[CDATA\[(.*)\]\]>/.exec(baked.body)![1]!;
    expect(obAssertionSchema.parse(JSON.parse(json)).id).toBe(mine.assertion_url);
    // Someone else's assertion is not theirs to download.
    expect(
      (await c.get(CLASSMATE, `/tech-journey/badge-assertions/${mine.id}/image`)).statusCode,
    ).toBe(404);
  });

  it('refuses a badge not earned, a malformed id and a bad address, storing nothing', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM badge_assertions'))[0]!.n;
    const before = await count();
    const notEarned = await c.post(STUDENT, '/tech-journey/generate-tj-credly-badge', {
      badge_id: notEarnedBadgeId,
      change_secondary_email: true,
      email: 'x@esempio.it',
    });
    expect(notEarned.statusCode).toBe(422);
    expect(notEarned.json().details.badge_id).toMatch(/Non hai ancora ottenuto/);
    for (const body of [
      { badge_id: 'abc', change_secondary_email: false, email: 'x@esempio.it' },
      { badge_id: earnedBadgeId, change_secondary_email: false, email: 'non-email' },
      { badge_id: earnedBadgeId, change_secondary_email: false, email: '' },
      { badge_id: earnedBadgeId, email: 'x@esempio.it' },
    ]) {
      expect(
        (await c.post(STUDENT, '/tech-journey/generate-tj-credly-badge', body)).statusCode,
      ).toBe(422);
    }
    expect(await count()).toBe(before);
    const profile = (
      await c.get(STUDENT, `/tech-journey/profile/${await c.userId(STUDENT)}`)
    ).json();
    expect(profile.sec_email).not.toBe('x@esempio.it');
    expect((await c.post(PROFESSOR, '/tech-journey/generate-tj-credly-badge', {})).statusCode).toBe(
      403,
    );
  });

  it('revokes: the hosted assertion answers 410 Gone with revoked true, once', async () => {
    const mine = badgeAssertionSchema.parse(
      (
        await c.post(STUDENT, '/tech-journey/generate-tj-credly-badge', {
          badge_id: earnedBadgeId,
          change_secondary_email: false,
          email: 'revoca@esempio.it',
        })
      ).json(),
    );
    expect((await c.del(CLASSMATE, `/tech-journey/badge-assertions/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await c.del(STUDENT, `/tech-journey/badge-assertions/${mine.id}`)).statusCode).toBe(
      204,
    );
    expect((await c.del(STUDENT, `/tech-journey/badge-assertions/${mine.id}`)).statusCode).toBe(
      409,
    );
    const hosted = await fetchHosted(mine.assertion_url);
    expect(hosted.statusCode).toBe(410);
    expect(hosted.json()).toMatchObject({ id: mine.assertion_url, revoked: true });
    const list = (await c.get(STUDENT, '/tech-journey/badge-assertions')).json();
    expect(list.find((item: { id: string }) => item.id === mine.id).revoked_at).not.toBeNull();
    expect(
      (await c.get(STUDENT, `/tech-journey/badge-assertions/${mine.id}/image`)).statusCode,
    ).toBe(409);
  });

  it('stores and serves the configured public address, never the Host header', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const issued = await c.call(
      'POST',
      STUDENT,
      '/tech-journey/generate-tj-credly-badge',
      { badge_id: earnedBadgeId, change_secondary_email: false, email: 'host@esempio.it' },
      forged,
    );
    expect(issued.statusCode).toBe(201);
    const mine = badgeAssertionSchema.parse(issued.json());
    expect(mine.assertion_url).toBe(`${PUBLIC_URL}/api/tj/open-badges/assertions/${mine.id}`);

    const hosted = (url: string) =>
      t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: forged });
    const assertion = obAssertionSchema.parse((await hosted(mine.assertion_url)).json());
    expect(assertion.id).toBe(mine.assertion_url);
    expect(assertion.badge).toBe(`${PUBLIC_URL}/api/tj/open-badges/badges/${earnedBadgeId}`);
    const badgeClass = obBadgeClassSchema.parse((await hosted(assertion.badge)).json());
    expect(badgeClass.issuer).toBe(`${PUBLIC_URL}/api/tj/open-badges/issuer`);
    expect(badgeClass.image).toMatch(new RegExp(`^${PUBLIC_URL}/api/tj/open-badges/`));
    const issuer = obIssuerSchema.parse((await hosted(badgeClass.issuer)).json());
    expect(issuer.id).toBe(badgeClass.issuer);
    expect(JSON.stringify([assertion, badgeClass, issuer])).not.toContain('evil.example');
  });

  it('answers 404 for badges and assertions that do not exist', async () => {
    expect((await c.get(null, `/open-badges/badges/${'0'.repeat(24)}-1`)).statusCode).toBe(404);
    expect(
      (await c.get(null, `/open-badges/badges/${earnedBadgeId.replace(/-\d+$/, '-9')}`)).statusCode,
    ).toBe(404);
    expect((await c.get(null, `/open-badges/assertions/${'a'.repeat(32)}`)).statusCode).toBe(404);
    expect((await c.get(null, '/open-badges/assertions/not-an-id')).statusCode).toBe(422);
  });
});
