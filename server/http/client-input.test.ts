import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

/** API.md: nothing a client sends may produce a 500. */
const CLIENT_ERRORS = [400, 401, 404, 413, 422, 429];

describe(`arbitrary client input (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/api/tj/auth/login', '/api/tj/refresh', '/api/tj/auth/logout'])(
    'answers POST %s with a client error or success, never a 5xx',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom('token', 'refresh_token', 'x'), fc.string()),
          async (body, query) => {
            const response = await t.app.inject({
              method: 'POST',
              url,
              query,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
            expect([...CLIENT_ERRORS, 200, 204]).toContain(response.statusCode);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('answers garbage in headers and cookies of guarded routes with 401', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (authorization, cookie) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/tj/tech-journey/get-status',
          headers: {
            authorization: `Bearer ${encodeURIComponent(authorization)}`,
            cookie: `hg_tj_session=${encodeURIComponent(cookie)}`,
          },
        });
        expect(response.statusCode).toBe(401);
      }),
      { numRuns: 60 },
    );
  });
});
