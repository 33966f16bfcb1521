import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rocketLoginSchema } from '#common/api/chat/rocket.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { createAnswerChecker } from '../testing/openapi-answer-check.ts';
import {
  generateRequest,
  operationsOf,
  type GeneratedRequest,
  type Operation,
} from '../testing/openapi-requests.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OPENAPI_PATH } from './openapi-route.ts';

/** Requests per operation and caller: small, so the whole run stays well under a minute. */
const REQUESTS_PER_CALLER = 2;
/** The run's seed: a fixed one, so a failure in CI is the same failure on a laptop. */
const SEED = 22;
// Sara's journey is unlocked; Luca's is still locked, so the journey's refusals are met too.
const PROFESSOR = 'docente@demo.test';
const CALLERS = [null, 'studente2@demo.test', 'studente@demo.test', PROFESSOR] as const;

type Caller = (typeof CALLERS)[number];

/**
 * The published document, taken at its word: for every operation (development-only ones too),
 * requests generated from its own parameters and bodies, sent anonymously, as a student and as a
 * professor with the credentials the operation's security names. Every answer must carry a
 * status the operation declares, with a body valid against that status's schema.
 */
describe('the published OpenAPI document against the server (property-based)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { environment: 'development' } });
  });
  afterAll(() => t.close());

  it('declares every answer the server gives to requests generated from it', async () => {
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const check = createAnswerChecker(document);
    const credentials = await credentialsOf(t);
    const operations = operationsOf(document);
    // One example per operation and kind of mismatch, so a report stays readable.
    const mismatches = new Map<string, string>();
    let sent = 0;
    const send = async (operation: Operation, caller: Caller, request: GeneratedRequest) => {
      const answer = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(await credentials(caller, operation)) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      sent++;
      const mismatch = check(operation, {
        statusCode: answer.statusCode,
        headers: answer.headers,
        body: answer.body,
      });
      const key = `${operation.operationId} ${mismatch?.split(':', 1)[0]}`;
      if (mismatch && !mismatches.has(key)) {
        const who = caller ?? 'nobody';
        mismatches.set(key, `${who}: ${request.method} ${request.url}: ${mismatch}`);
      }
    };
    for (const [index, operation] of operations.entries()) {
      for (const caller of CALLERS) {
        for (let attempt = 0; attempt < REQUESTS_PER_CALLER; attempt++) {
          const seed = SEED + index * 100 + CALLERS.indexOf(caller) * 10 + attempt;
          await send(operation, caller, generateRequest(operation, seed));
        }
      }
      // Whatever it declares, an operation that reads a body meets an unreadable one too.
      if (operation.method !== 'GET') {
        const request = generateRequest(operation, SEED);
        const malformed = { 'content-type': 'application/json' };
        await send(operation, PROFESSOR, { ...request, headers: malformed, payload: '{"' });
      }
    }
    // The list itself is the failure message: a diff of a long object would be cut short.
    expect(mismatches.size, [...mismatches.values()].join('\n')).toBe(0);
    const reading = operations.filter((operation) => operation.method !== 'GET').length;
    expect(sent).toBe(operations.length * CALLERS.length * REQUESTS_PER_CALLER + reading);
  }, 180_000);
});

/** The headers each caller sends for an operation's security: a bearer token or the chat's pair. */
async function credentialsOf(t: TestApp) {
  const client = signedInClient(t);
  const chat = new Map<string, Record<string, string>>();
  return async (caller: Caller, operation: Operation): Promise<Record<string, string>> => {
    if (!caller) return {};
    const schemes = (operation.security ?? []).flatMap((alternative) => Object.keys(alternative));
    const token = await client.tokenOf(caller);
    if (schemes.includes('bearer')) return bearer(token);
    if (!schemes.includes('chatToken')) return {};
    let headers = chat.get(caller);
    if (!headers) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/tj/chat/login',
        headers: bearer(token),
      });
      const { data } = rocketLoginSchema.parse(login.json());
      headers = { 'x-auth-token': data.authToken, 'x-user-id': data.userId };
      chat.set(caller, headers);
    }
    return headers;
  };
}
