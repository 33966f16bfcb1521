import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { REDACTED, redactSecrets } from './redact-secrets.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo0Miwicm9sZSI6InN0dWRlbnQifQ.dGhpcy1pcy1hLXNpZ25hdHVyZQ';
// The shape of our refresh tokens: 32 random bytes in base64url.
const REFRESH = 'q3Zk8W1vY0fJm2bT9xLcP4sRa7eHn5uDg6iOtK1wQzE';

describe('redactSecrets', () => {
  it.each([
    ['a JWT anywhere in the text', `token expired: ${JWT} (401)`, JWT],
    ['a bearer credential', `Authorization header was Bearer abc.def-ghi`, 'abc.def-ghi'],
    ['a refresh token in a query string', `GET /refresh?refresh_token=${REFRESH}&x=1`, REFRESH],
    ['a token in JSON', `answer {"accessToken":"short-one","ok":true}`, 'short-one'],
    ['a password', 'body password: hunter2', 'hunter2'],
    ['the session cookie', `Set-Cookie: ${SESSION_COOKIE_NAME}=c00kie; HttpOnly`, 'c00kie'],
    ['a bare opaque token', `reused ${REFRESH} detected`, REFRESH],
  ])('removes %s', (_case, text, secret) => {
    const redacted = redactSecrets(text);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain(REDACTED);
  });

  it('keeps the part of a named secret that says what it was', () => {
    expect(redactSecrets('refresh_token=abc123')).toBe(`refresh_token=${REDACTED}`);
    expect(redactSecrets('"accessToken": "abc"')).toBe(`"accessToken": "${REDACTED}"`);
  });

  it.each([
    'Token vault: keytar not usable (timeout: keychain read of refresh-token did not answer within 3000 ms); nothing moved from it.',
    'Token vault: moved the refresh-token from keytar to safe-storage.',
    'Token refresh failed (503); session kept.',
    'IPC auth:get-access-token rejected: untrusted sender (origin app://tech-journey).',
    'Configuration from /etc/tech-journey/config.json ignored: it is not valid JSON.',
    'Download failed with status 404.',
  ])('leaves the lines main writes today as they are: %s', (line) => {
    expect(redactSecrets(line)).toBe(line);
  });
});
