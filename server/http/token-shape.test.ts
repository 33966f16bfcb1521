import { describe, expect, it } from 'vitest';
import { signHs256 } from '../auth/hs256-jwt.ts';
import { issueSecret } from '../auth/secret-digest.ts';
import { loggedPath } from './logger.ts';
import { looksLikeToken } from './token-shape.ts';

/** Every character percent-encoded, `times` times over (`q` → `%71` → `%2571`). */
function percentEncoded(text: string, times = 1): string {
  const once = [...text]
    .map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
  return times === 1 ? once : once.replaceAll('%', `%${'25'.repeat(times - 1)}`);
}

/** The path as a reader would decode it, escapes undone until none is left. */
function fullyDecoded(path: string): string {
  let current = path;
  for (;;) {
    const next = current.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
}

/** The first 8-character stretch of `token` that `text` still shows, or undefined. */
function fragmentShown(text: string, token: string): string | undefined {
  for (let start = 0; start + 8 <= token.length; start += 1) {
    const fragment = token.slice(start, start + 8);
    if (text.includes(fragment)) return fragment;
  }
  return undefined;
}

/** Where a token can stand in a request target, `t` being the token. */
const PLACES: Array<[string, (t: string) => string]> = [
  ['a whole segment', (t) => `/api/tj/refresh/${t}`],
  ['a segment before more path', (t) => `/api/tj/refresh/${t}/more`],
  ['followed by a comma', (t) => `/api/tj/refresh/${t},`],
  ['after a colon', (t) => `/api/tj/refresh/x:${t}`],
  ['in parentheses', (t) => `/api/tj/refresh/(${t})`],
  ['in quotes and brackets', (t) => `/api/tj/refresh/["${t}"]`],
  ['with an extension', (t) => `/api/tj/refresh/${t}.json`],
  ['glued to other letters', (t) => `/api/tj/refresh/abc${t}xyz`],
  ['after an equals sign in the path', (t) => `/api/tj/refresh/token=${t}`],
  ['as a launch hint', (t) => `/api/lti/launches/${t}`],
  ['at the root', (t) => `/${t}`],
  ['twice', (t) => `/${t}/${t}`],
  ['in the query', (t) => `/api/tj/refresh?x=(${t})`],
  ['in the path and the query', (t) => `/api/tj/refresh/${t},?token=${t}`],
  ['in escaped parentheses', (t) => `/api/tj/refresh/%28${t}%29`],
  ['percent-encoded', (t) => `/api/tj/refresh/${percentEncoded(t)}`],
  ['percent-encoded twice', (t) => `/api/tj/refresh/(${percentEncoded(t, 2)})`],
  [
    'half percent-encoded',
    (t) => `/api/tj/refresh/${t.slice(0, 20)}${percentEncoded(t.slice(20))}`,
  ],
  ['split in halves over two segments', (t) => `/api/tj/refresh/${t.slice(0, 21)}/${t.slice(21)}`],
  ['split 16 + 27', (t) => `/api/tj/refresh/${t.slice(0, 16)}/${t.slice(16)}/x`],
  ['split 27 + 16', (t) => `/api/tj/refresh/${t.slice(0, 27)}/${t.slice(27)}`],
  ['split over an escaped slash', (t) => `/api/tj/refresh/${t.slice(0, 22)}%2F${t.slice(22)}`],
  ['split with punctuation around', (t) => `/x:(${t.slice(0, 20)}/${t.slice(20)}),`],
];

describe('the request log hides a token by its shape, wherever it stands', () => {
  // A fixed token with no luck in it, and 200 fresh ones from the product's own generator.
  const tokens = [
    'q3Zr0b1Vd6Kx-8mT_2wLpYcN4sHfJ7uE9aGiOkRzB5Q',
    ...Array.from({ length: 200 }, () => issueSecret()),
  ];

  it.each(PLACES)('%s', (_, place) => {
    for (const token of tokens) {
      const logged = loggedPath(place(token));
      expect(fragmentShown(logged, token), logged).toBeUndefined();
      expect(fragmentShown(fullyDecoded(logged), token), logged).toBeUndefined();
    }
  });

  it('hides each part of an access token (a JWT)', () => {
    const jwt = signHs256({ sub: '42', role: 'student', exp: 1_900_000_000 }, new Uint8Array(32));
    for (const place of [`/api/tj/x/${jwt}`, `/api/tj/x/(${jwt})`]) {
      const logged = loggedPath(place);
      for (const part of jwt.split('.'))
        expect(fragmentShown(logged, part), logged).toBeUndefined();
    }
  });
});

describe('ordinary addresses are logged as they are', () => {
  it.each([
    '/',
    '/plain',
    '/api/tj/tech-journey/content-packs/export',
    '/api/tj/tech-journey/quizzes/start/0123456789abcdef01234567',
    '/api/tj/tech-journey/my-certificates/participation/123456789012345678/download',
    '/api/tj/tech-journey/report/general/download/professor-students-certified-hours',
    '/api/tj/report/download/class-attendance-episodes-report',
    '/api/tj/tech-journey/studio/live-courses/introduzione-alla-programmazione/editors',
    '/catalogo/introduzione-alla-programmazione-in-python/lezioni-ed-esercizi-avanzati',
    '/api/tj/certificates/verify/K7QM-2XWD-9F3A-HN6P-0TRB',
    '/verifica/K7QM-2XWD-9F3A-HN6P-0TRB',
    '/api/tj/open-badges/assertions/0123456789abcdef0123456789abcdef',
    '/api/tj/tech-journey/badge-assertions/0123456789abcdef0123456789abcdef/image',
    '/api/chat/api/v1/chat.getPinnedMessages',
    '/api/chat/api/v1/chat.syncMessages',
    '/api/tj/tech-journey/get-tj-user-stats/42',
    '/live/profile/42',
    '/module-detail/0123456789abcdef01234567',
    '/assets/draft-preview-entry-page-B7r_gBy8.js',
    '/assets/survey-results-page--gnqM8jl.js',
    '/assets/index-DZANTest.css',
    '/media/devops-container.webm',
    '/media/2025-10-01_lezione-01_introduzione.mp4',
    '/cerca/caff%C3%A8%20e%20cornetto',
    '/api/tj/x%2Fy',
  ])('%s', (url) => {
    expect(loggedPath(url)).toBe(url);
  });

  it('still drops the query string of an ordinary address', () => {
    expect(loggedPath('/api/tj/tech-journey/content-packs/export?page=2')).toBe(
      '/api/tj/tech-journey/content-packs/export',
    );
  });
});

describe('looksLikeToken', () => {
  it.each([
    ['q3Zr0b1Vd6Kx-8mT_2wLpYcN4sHfJ7uE9aGiOkRzB5Q', true],
    ['q3Zr0b1Vd6Kx-8mT', true],
    ['survey-results-page-q3Zr0b1Vd6Kx-8mT', true],
    ['q3Zr0b1Vd6Kx-8m', false],
    ['getPinnedMessages', false],
    ['0123456789abcdef0123456789abcdef', false],
    ['K7QM-2XWD-9F3A-HN6P-0TRB', false],
    ['professor-students-certified-hours', false],
    ['draft-preview-entry-page-B7r_gBy8', false],
  ])('%s → %s', (chars, expected) => {
    expect(looksLikeToken(chars)).toBe(expected);
  });
});
