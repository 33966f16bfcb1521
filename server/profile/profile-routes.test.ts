import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownProfileSchema, profileStatsSchema } from '#common/api/profile/index.ts';
import { pctoHours } from '#common/format/pcto-hours.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  CLASSMATE,
  OTHER_PROFESSOR,
  PROFESSOR,
  profileClient,
  SORINTIAN,
  STUDENT,
  VISITOR,
} from './profile-test-helpers.ts';

const PUBLIC_KEYS = [
  'avatar_path',
  'badges',
  'bio',
  'github_link',
  'i_am',
  'name',
  'next_title',
  'points',
  'points_to_next_title',
  'role',
  'title',
  'top_tags',
  'user_id',
  'view',
].sort();

const PRIVATE_KEYS = [
  'can_contact',
  'completion_items',
  'completion_percentage',
  'email',
  'graduated',
  'newsletter',
  'profile_audience',
  'ranking_by_name',
  'school_year',
  'sec_email',
  'tags',
];

describe(`profile: views and updates (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof profileClient>;
  let studentId: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = profileClient(t);
    studentId = await c.userId(STUDENT);
  });
  afterAll(async () => {
    await t.close();
  });

  const own = async (email: string) =>
    ownProfileSchema.parse(
      (await c.get(email, `/tech-journey/profile/${await c.userId(email)}`)).json(),
    );

  it('gives the owner every field of spec 02 §3, with the demo half-complete profile', async () => {
    const response = await c.get(STUDENT, `/tech-journey/profile/${studentId}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([...PUBLIC_KEYS, ...PRIVATE_KEYS].sort());
    const profile = ownProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      view: 'owner',
      name: 'Sara Colombo',
      avatar_path: '/user/avatar/astronaut',
      i_am: null,
      github_link: null,
      sec_email: null,
      school_year: 4,
      can_contact: false,
      title: 'explorer',
      next_title: 'expert',
    });
    expect(profile.points).toBeGreaterThanOrEqual(583);
    expect(profile.points_to_next_title).toBe(1750 - profile.points);
    expect(profile.badges.length).toBeGreaterThan(0);
    expect(profile.tags.some((tag) => tag.earned)).toBe(true);
    expect(profile.tags.some((tag) => !tag.earned)).toBe(true);
    // avatar, bio, hobbies done; motto, skill, contacts, favourite tag missing: 3 of 7.
    expect(profile.completion_items.map((item) => [item.key, item.done])).toEqual([
      ['avatar', true],
      ['bio', true],
      ['motto', false],
      ['hobby', true],
      ['skill', false],
      ['contacts', false],
      ['favourite_tag', false],
    ]);
    expect(profile.completion_percentage).toBeCloseTo(300 / 7);
  });

  // Who may see it at all is the access rule's (server/privacy/privacy-rule.test.ts): a visitor
  // never, a company user only while the student consents (Sara does not), both 404 alike.
  it.each([
    ['a visitor', VISITOR],
    ['a company user', SORINTIAN],
  ])('gives %s no profile of a student who did not consent: 404', async (_who, email) => {
    expect((await c.get(email, `/tech-journey/profile/${studentId}`)).statusCode).toBe(404);
  });

  it.each([
    ['another student', CLASSMATE],
    ['a professor', PROFESSOR],
  ])('gives %s only the public part, no private key at all', async (_who, email) => {
    const response = await c.get(email, `/tech-journey/profile/${studentId}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(response.json()).toMatchObject({
      view: 'public',
      name: 'Sara Colombo',
      title: 'explorer',
    });
    expect(response.body).not.toContain('studente2@demo.test');
  });

  it('hides non-student profiles from everyone but their owner, and unknown ids', async () => {
    const professorId = await c.userId(PROFESSOR);
    expect((await c.get(STUDENT, `/tech-journey/profile/${professorId}`)).statusCode).toBe(404);
    expect((await c.get(PROFESSOR, `/tech-journey/profile/${professorId}`)).json().view).toBe(
      'owner',
    );
    expect((await c.get(STUDENT, '/tech-journey/profile/999999999')).statusCode).toBe(404);
    expect((await c.get(STUDENT, '/tech-journey/profile/abc')).statusCode).toBe(422);
    expect((await c.get(null, `/tech-journey/profile/${studentId}`)).statusCode).toBe(401);
  });

  it('computes the stats from progress for the owner and their professor only', async () => {
    const mine = profileStatsSchema.parse(
      (await c.get(STUDENT, `/tech-journey/get-tj-user-stats/${studentId}`)).json(),
    );
    expect(mine.completed_pcto_hours).toBeGreaterThan(0);
    expect(mine.completed_pcto_hours).toBe(pctoHours(mine.completed_pcto_minutes));
    expect(mine.total_percentage).toBeGreaterThan(0);
    expect(mine.total_percentage).toBeLessThan(100);
    expect(mine.mandatory_percentage).toBeGreaterThan(0);
    const professor = await c.get(PROFESSOR, `/tech-journey/get-tj-user-stats/${studentId}`);
    expect(professor.json()).toEqual(mine);
    for (const email of [OTHER_PROFESSOR, CLASSMATE, VISITOR, SORINTIAN]) {
      expect((await c.get(email, `/tech-journey/get-tj-user-stats/${studentId}`)).statusCode).toBe(
        404,
      );
    }
    const empty = (
      await c.get(CLASSMATE, `/tech-journey/get-tj-user-stats/${await c.userId(CLASSMATE)}`)
    ).json();
    expect(empty).toEqual({
      completed_pcto_hours: 0,
      completed_pcto_minutes: 0,
      total_percentage: 0,
      mandatory_percentage: 0,
    });
  });

  it('reaches 100 % item by item, each item counted once (checklist of spec 02 §5)', async () => {
    const email = 'chiara.ferri@demo.test';
    // Start from nothing: clear what the demo profile filled in.
    await t.db.query(
      `UPDATE users SET avatar_id = NULL, bio = NULL, i_am = NULL, sec_email = NULL, github_link = NULL
       WHERE email = $1`,
      [email],
    );
    const id = await c.userId(email);
    await t.db.query('DELETE FROM user_hobbies WHERE user_id = $1', [id]);
    await t.db.query('DELETE FROM user_skills WHERE user_id = $1', [id]);
    await t.db.query('DELETE FROM user_favourite_tags WHERE user_id = $1', [id]);
    const start = await own(email);
    expect(start.completion_items).toHaveLength(7);
    expect(start.completion_percentage).toBe(0);
    const earnedTag = start.tags.find((tag) => tag.earned)!.name;
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['avatar', () => c.put(email, '/tech-journey/avatar/moon')],
      ['bio', () => c.post(email, '/student/update-bio', { bio: 'Studio informatica.' })],
      ['motto', () => c.post(email, '/student/update-i-am', { i_am: 'Sempre avanti.' })],
      [
        'hobby',
        async () => c.post(email, '/tech-journey/hobbies', { hobbies: [await hobbyId('Scacchi')] }),
      ],
      [
        'skill',
        async () =>
          c.post(email, '/tech-journey/skills', {
            soft_skills: [],
            hard_skills: [await skillId('Git')],
          }),
      ],
      ['contacts (secondary e-mail alone)', () => updateSettings(email, 'chiara@esempio.it')],
      [
        'contacts',
        () => c.post(email, '/student/github-link', { github_link: 'https://github.com/chiara' }),
      ],
      [
        'favourite_tag',
        () => c.post(email, '/tech-journey/update-user-top-tags', { tags: [earnedTag] }),
      ],
    ];
    const expected = [1, 2, 3, 4, 5, 5, 6, 7];
    for (const [index, [label, step]] of steps.entries()) {
      await step();
      const profile = await own(email);
      expect(profile.completion_percentage, label).toBeCloseTo((expected[index]! * 100) / 7);
    }
    expect((await own(email)).completion_percentage).toBe(100);
  });

  it('has six items for a student who has earned no hashtag yet', async () => {
    const profile = await own(CLASSMATE);
    expect(profile.completion_items.map((item) => item.key)).toEqual([
      'avatar',
      'bio',
      'motto',
      'hobby',
      'skill',
      'contacts',
    ]);
    expect(profile.tags.every((tag) => !tag.earned)).toBe(true);
  });

  const hobbyId = async (name: string) =>
    (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM hobbies WHERE name = $1', [name])
    )[0]!.id;
  const skillId = async (name: string) =>
    (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM skills WHERE name = $1', [name])
    )[0]!.id;
  const updateSettings = (email: string, secEmail: string) =>
    c.put(email, '/student/profile', { sec_email: secEmail, can_contact: true, newsletter: false });

  describe('every update refuses bad input with a 422 and changes nothing', () => {
    const snapshot = async () => {
      const profile = await own(STUDENT);
      const hobbies = (await c.get(STUDENT, `/tech-journey/hobbies/${studentId}`)).json();
      return { profile, hobbies };
    };

    it.each([
      [
        'a GitHub URL without a user name',
        '/student/github-link',
        { github_link: 'https://github.com/' },
      ],
      [
        'a GitHub URL of another host',
        '/student/github-link',
        { github_link: 'https://gitlab.com/sara' },
      ],
      [
        'a GitHub URL with a path',
        '/student/github-link',
        { github_link: 'https://github.com/sara/repo' },
      ],
      [
        'a GitHub user name with a bad character',
        '/student/github-link',
        { github_link: 'https://github.com/sa_ra' },
      ],
      ['a GitHub link that is not a URL', '/student/github-link', { github_link: 'sara' }],
      [
        'a javascript: link',
        '/student/github-link',
        { github_link: 'javascript:alert(1)//github.com/x' },
      ],
      [
        'an over-long bio',
        '/student/update-bio',
        { bio: 'a'.repeat(PROFILE_LIMITS.bioMaxLength + 1) },
      ],
      ['a bio that is not text', '/student/update-bio', { bio: 42 }],
      [
        'an over-long motto',
        '/student/update-i-am',
        { i_am: 'm'.repeat(PROFILE_LIMITS.mottoMaxLength + 1) },
      ],
      [
        'a tag not earned',
        '/tech-journey/update-user-top-tags',
        { tags: ['kubernetes-mai-visto'] },
      ],
      [
        'too many favourite tags',
        '/tech-journey/update-user-top-tags',
        { tags: ['a', 'b', 'c', 'd', 'e', 'f'] },
      ],
      ['a hobby id that does not exist', '/tech-journey/hobbies', { hobbies: ['999999'] }],
      ['a hobby id that is not an id', '/tech-journey/hobbies', { hobbies: ['uno'] }],
      [
        'too many hobbies',
        '/tech-journey/hobbies',
        { hobbies: Array.from({ length: 11 }, (_, i) => String(i + 1)) },
      ],
      [
        'a soft skill given as hard',
        '/tech-journey/skills',
        { soft_skills: [], hard_skills: ['1'] },
      ],
    ])('%s', async (_label, path, payload) => {
      const before = await snapshot();
      const response = await c.post(STUDENT, path, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.values(response.json().details ?? {}).join(' ')).toMatch(/[a-zà-ù]/i);
      expect(await snapshot()).toEqual(before);
    });

    it('a foreign avatar id', async () => {
      const before = await snapshot();
      const response = await c.put(STUDENT, '/tech-journey/avatar/my-own-upload');
      expect(response.statusCode).toBe(422);
      expect(response.json().details.id).toBe(
        'Questo avatar non esiste: scegline uno dal catalogo.',
      );
      expect(await snapshot()).toEqual(before);
    });

    it('a secondary e-mail that is not an address', async () => {
      const before = await snapshot();
      const response = await c.put(STUDENT, '/student/profile', {
        sec_email: 'non-una-email',
        can_contact: true,
        newsletter: true,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().details.sec_email).toBe("L'e-mail secondaria non è valida.");
      expect(await snapshot()).toEqual(before);
    });
  });

  it('stores a GitHub link in one form and clears texts with an empty string', async () => {
    const saved = ownProfileSchema.parse(
      (
        await c.post(CLASSMATE, '/student/github-link', {
          github_link: ' http://www.GitHub.com/Giulia-R/ ',
        })
      ).json(),
    );
    expect(saved.github_link).toBe('https://github.com/Giulia-R');
    const cleared = await c.post(CLASSMATE, '/student/github-link', { github_link: '' });
    expect(cleared.json().github_link).toBeNull();
    await c.post(CLASSMATE, '/student/update-bio', { bio: '  Ciao!  ' });
    expect((await own(CLASSMATE)).bio).toBe('Ciao!');
    await c.post(CLASSMATE, '/student/update-bio', { bio: '   ' });
    expect((await own(CLASSMATE)).bio).toBeNull();
  });

  it('chooses and removes an avatar, and serves the images with a validator', async () => {
    const catalogue = (await c.get(VISITOR, '/tech-journey/avatars')).json();
    expect(catalogue.length).toBeGreaterThanOrEqual(16);
    const chosen = (await c.put(VISITOR, '/tech-journey/avatar/comet')).json();
    // Spec 02 §3: the answer names the image by a path the client loads, not by an id.
    expect(chosen.avatar_path).toBe('/user/avatar/comet');
    expect(chosen).not.toHaveProperty('avatar_id');
    const loaded = await c.get(VISITOR, chosen.avatar_path);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await c.del(VISITOR, '/user/avatar')).json().avatar_path).toBeNull();
    const image = await c.get(VISITOR, '/user/avatar/comet');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect(image.body).toContain('<svg');
    const again = await c.call('GET', VISITOR, '/user/avatar/comet', undefined, {
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await c.get(VISITOR, '/user/avatar/nope')).statusCode).toBe(422);
    expect((await c.get(null, '/user/avatar/comet')).statusCode).toBe(401);
  });

  it('keeps the edits for students and the settings per role', async () => {
    for (const email of [PROFESSOR, VISITOR, SORINTIAN]) {
      expect((await c.post(email, '/student/update-bio', { bio: 'x' })).statusCode).toBe(403);
    }
    const professor = await c.put(PROFESSOR, '/professor/profile', {
      sec_email: 'Paola.Ferrari@Esempio.it',
      newsletter: true,
    });
    expect(professor.json()).toMatchObject({
      sec_email: 'paola.ferrari@esempio.it',
      newsletter: true,
    });
    expect(
      (
        await c.put(PROFESSOR, '/student/profile', {
          sec_email: '',
          can_contact: true,
          newsletter: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await c.put(VISITOR, '/visitor/profile', { sec_email: '' })).json().sec_email,
    ).toBeNull();
  });

  it('saves favourite tags among the earned ones only, replacing the previous choice', async () => {
    const earned = (await own(STUDENT)).tags.filter((tag) => tag.earned).map((tag) => tag.name);
    const first = await c.post(STUDENT, '/tech-journey/update-user-top-tags', {
      tags: [earned[0]],
    });
    expect(first.json().top_tags).toEqual([earned[0]]);
    const both = await c.post(STUDENT, '/tech-journey/update-user-top-tags', {
      tags: [earned[1], earned[1]],
    });
    expect(both.json().top_tags).toEqual([earned[1]]);
    const publicView = await c.get(CLASSMATE, `/tech-journey/profile/${studentId}`);
    expect(publicView.json().top_tags).toEqual([earned[1]]);
    await c.post(STUDENT, '/tech-journey/update-user-top-tags', { tags: [] });
  });
});
