import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { journeyClient, STUDENT } from './journey-test-helpers.ts';

/** Every id-taking route of the journey, with `:id` where the client puts an arbitrary id. */
const ROUTES: Array<['GET' | 'POST' | 'DELETE', string]> = [
  ['GET', '/tech-journey/:id'],
  ['GET', '/tech-journey/level/tests/:id'],
  ['GET', '/tech-journey/skill-focuses/:id'],
  ['GET', '/tech-journey/resource/:id'],
  ['GET', '/tech-journey/resource/next/:id'],
  ['POST', '/tech-journey/exercises/:id/complete'],
  ['GET', '/tech-journey/video-lessons/:id/navigation'],
  ['GET', '/tech-journey/questions/:id'],
  ['DELETE', '/tech-journey/questions/:id'],
  ['DELETE', '/tech-journey/questions/reply/:id'],
  ['POST', '/tech-journey/questions/report/:id'],
  ['POST', '/tech-journey/questions/reply/report/:id'],
  ['GET', '/tech-journey/resource-ranking/average/:id'],
  ['GET', '/tech-journey/resource-ranking/my/:id'],
  ['POST', '/tech-journey/todolist/:id'],
  ['DELETE', '/tech-journey/todolist/:id'],
];

describe(`journey routes with arbitrary ids and bodies (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = journeyClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answer a 5xx for whatever id a client sends', async () => {
    const ids = fc.oneof(
      fc.string({ minLength: 1, maxLength: 30 }),
      fc.stringMatching(/^[0-9]{1,25}$/),
      fc.stringMatching(/^[0-9a-f]{20,28}$/),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), ids, async ([method, path], id) => {
        const url = path.replace(':id', encodeURIComponent(id));
        const response =
          method === 'GET'
            ? await c.get(STUDENT, url)
            : method === 'POST'
              ? await c.post(STUDENT, url)
              : await c.del(STUDENT, url);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('never answer a 5xx for whatever body a question or vote carries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/tech-journey/questions',
          '/tech-journey/questions/reply',
          '/tech-journey/resource-ranking',
        ),
        fc.dictionary(
          fc.constantFrom('resource_id', 'tj_question_id', 'text', 'vote'),
          fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.constant(null)),
        ),
        async (path, body) => {
          expect((await c.post(STUDENT, path, body)).statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
