import { describe, expect, it } from 'vitest';
import {
  FILTERED,
  FILTERED_EMAIL,
  SCRUBBING_HOOKS,
  scrubBreadcrumb,
  scrubEvent,
  scrubText,
} from './monitoring-scrub.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoiNDIiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJl';
const EMAIL = 'mario.rossi@scuola.example.ch';
const PASSWORD = 'Segreto!2024';
const OPAQUE = 'r7Kp2QxV9mZt4LwN8sYb';

describe('scrubText', () => {
  it.each([
    [`Authorization: Bearer ${OPAQUE}`, `Authorization: Bearer ${FILTERED}`],
    [`token ${JWT} expired`, `token ${FILTERED} expired`],
    [
      `https://tj.example.ch/auth/sso?code=${OPAQUE}&next=/map`,
      `https://tj.example.ch/auth/sso?code=${FILTERED}&next=/map`,
    ],
    [
      `/callback?state=abc&access_token=${OPAQUE}`,
      `/callback?state=${FILTERED}&access_token=${FILTERED}`,
    ],
    [`code=${OPAQUE}`, `code=${FILTERED}`],
    [`sign-in failed for ${EMAIL}`, `sign-in failed for ${FILTERED_EMAIL}`],
    [`password=${PASSWORD}`, `password=${FILTERED}`],
    [
      `{"email":"${EMAIL}","newPassword":"${PASSWORD}"}`,
      `{"email":"${FILTERED_EMAIL}","newPassword":"${FILTERED}"}`,
    ],
    [`X-Auth-Token: ${OPAQUE}`, `X-Auth-Token: ${FILTERED}`],
    [`authToken=${JWT}`, `authToken=${FILTERED}`],
    // Nothing to remove: an error code, a path with an id, a package path with an @.
    ['ECONNRESET at /profile/42', 'ECONNRESET at /profile/42'],
    ['node_modules/@sentry/core/index.js', 'node_modules/@sentry/core/index.js'],
    ['/module-detail/1?episode=3', '/module-detail/1?episode=3'],
  ])('%s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });
});

describe('scrubEvent', () => {
  it('filters secret keys at any depth, the request cookies and query, and keeps the user id only', () => {
    const event = {
      event_id: '0123456789abcdef0123456789abcdef',
      message: `Refresh failed for ${EMAIL}`,
      user: { id: '42', email: EMAIL, username: 'mrossi', ip_address: '10.0.0.7' },
      request: {
        url: `https://tj.example.ch/auth/sso?code=${OPAQUE}`,
        cookies: { tj_session: OPAQUE },
        headers: { Authorization: `Bearer ${OPAQUE}`, 'X-Auth-Token': OPAQUE, Accept: 'json' },
        query_string: { code: OPAQUE, page: '2' },
        data: { email: EMAIL, password: PASSWORD, nested: { refreshToken: OPAQUE } },
      },
      extra: { credentials: [{ accessToken: JWT }], attempt: 3, code: 'ERR_NETWORK' },
      breadcrumbs: [{ category: 'fetch', data: { url: `/api/tj/sso?token=${OPAQUE}` } }],
    };

    const scrubbed = scrubEvent(event);

    expect(scrubbed.user).toEqual({ id: '42' });
    expect(scrubbed.request).toEqual({
      url: `https://tj.example.ch/auth/sso?code=${FILTERED}`,
      headers: { Authorization: FILTERED, 'X-Auth-Token': FILTERED, Accept: 'json' },
      query_string: { code: FILTERED, page: '2' },
      data: { email: FILTERED_EMAIL, password: FILTERED, nested: { refreshToken: FILTERED } },
    });
    expect(scrubbed.extra).toEqual({ credentials: FILTERED, attempt: 3, code: 'ERR_NETWORK' });
    expect(scrubbed.breadcrumbs[0]?.data.url).toBe(`/api/tj/sso?token=${FILTERED}`);
    expect(scrubbed.event_id).toBe(event.event_id);
    // A copy: the SDK's own object is left alone.
    expect(event.request.data.password).toBe(PASSWORD);
    const text = JSON.stringify(scrubbed);
    for (const secret of [JWT, EMAIL, PASSWORD, OPAQUE, 'mrossi', '10.0.0.7']) {
      expect(text).not.toContain(secret);
    }
  });

  it('drops a user without an id and survives cycles', () => {
    const extra: Record<string, unknown> = { note: EMAIL };
    extra.self = extra;
    const scrubbed = scrubEvent({ user: { email: EMAIL }, extra });
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed.extra).toEqual({ note: FILTERED_EMAIL, self: FILTERED });
  });

  it('scrubs query strings in the array form', () => {
    const scrubbed = scrubEvent({
      request: {
        query_string: [
          ['code', OPAQUE],
          ['tab', 'x'],
        ],
      },
    });
    expect(scrubbed.request.query_string).toEqual([
      ['code', FILTERED],
      ['tab', 'x'],
    ]);
  });
});

describe('scrubBreadcrumb and the SDK hooks', () => {
  it('scrubs a console breadcrumb', () => {
    expect(
      scrubBreadcrumb({ category: 'console', message: `login ${EMAIL} password: ${PASSWORD}` }),
    ).toEqual({ category: 'console', message: `login ${FILTERED_EMAIL} password: ${FILTERED}` });
  });

  it('installs the same scrubbing before sending errors, transactions and breadcrumbs', () => {
    const event = { message: `Bearer ${OPAQUE}`, user: { id: 7, email: EMAIL } };
    expect(SCRUBBING_HOOKS.beforeSend(event)).toEqual({
      message: `Bearer ${FILTERED}`,
      user: { id: 7 },
    });
    expect(SCRUBBING_HOOKS.beforeSendTransaction({ transaction: `/sso?code=${OPAQUE}` })).toEqual({
      transaction: `/sso?code=${FILTERED}`,
    });
    expect(SCRUBBING_HOOKS.beforeBreadcrumb({ message: EMAIL })).toEqual({
      message: FILTERED_EMAIL,
    });
  });
});
