import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rocketErrorSchema,
  rocketLoginSchema,
  rocketPostMessageSchema,
} from '#common/api/chat/rocket.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const CHAT = '/api/chat/api/v1';
const ROOM = 'sicurezza-informatica';
const EMAIL = 'studente2@demo.test';

/** The five malformed requests hostile testing sent (issue 26), and the 4xx each must get. */
const MALFORMED: Array<{
  name: string;
  status: number;
  errorType: string;
  contentType: string;
  payload: (body: Record<string, string>) => string;
}> = [
  {
    name: 'invalid JSON',
    status: 400,
    errorType: 'error-invalid-json',
    contentType: 'application/json',
    payload: (body) => JSON.stringify(body).slice(0, -3),
  },
  {
    name: 'a wrong content type',
    status: 415,
    errorType: 'error-unsupported-media-type',
    contentType: 'text/plain',
    payload: (body) => JSON.stringify(body),
  },
  {
    name: 'a __proto__ key',
    status: 400,
    errorType: 'error-invalid-json',
    contentType: 'application/json',
    payload: (body) => JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
  },
  {
    name: 'a 1 MB body',
    status: 413,
    errorType: 'error-request-too-large',
    contentType: 'application/json',
    payload: (body) => JSON.stringify({ ...body, text: 'a'.repeat(1024 * 1024) }),
  },
  {
    name: 'NUL characters',
    status: 400,
    errorType: 'error-invalid-params',
    contentType: 'application/json',
    payload: (body) =>
      JSON.stringify(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, `${v}\u0000`]))),
  },
];

describe(`the chat service and malformed requests (${TEST_ENGINE})`, () => {
  let t: TestApp;
  const logLines: string[] = [];
  let auth: { 'x-auth-token': string; 'x-user-id': string };
  let messageId = '';

  /** What a malformed request must not change: the messages, their texts and the members. */
  const snapshot = async () => ({
    messages: await t.db.query(`SELECT id, text, updated_at FROM chat_messages ORDER BY id`),
    members: await t.db.query(`SELECT * FROM chat_members ORDER BY 1, 2`),
  });

  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
    });
    const tokens = await desktopLogin(t.app, EMAIL);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/tj/chat/login',
      headers: bearer(tokens.access_token),
    });
    const { userId, authToken } = rocketLoginSchema.parse(login.json()).data;
    auth = { 'x-auth-token': authToken, 'x-user-id': userId };
    const joined = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/channels.join`,
      headers: auth,
      payload: { roomId: ROOM },
    });
    expect(joined.statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/chat.postMessage`,
      headers: auth,
      payload: { roomId: ROOM, text: 'Buongiorno' },
    });
    messageId = rocketPostMessageSchema.parse(posted.json()).message._id;
    // channels.join is tested from outside the channel, so a join would be a write.
    await t.db.query(`DELETE FROM chat_members`);
  });
  afterAll(() => t.close());

  const ENDPOINTS: Array<{ path: string; body: () => Record<string, string> }> = [
    // Join first: the well-formed requests at the end then succeed in this order.
    { path: '/channels.join', body: () => ({ roomId: ROOM }) },
    { path: '/chat.postMessage', body: () => ({ roomId: ROOM, text: 'Ciao' }) },
    { path: '/chat.update', body: () => ({ roomId: ROOM, msgId: messageId, text: 'Modificato' }) },
  ];

  for (const endpoint of ENDPOINTS) {
    for (const request of MALFORMED) {
      it(`answers ${request.name} on ${endpoint.path} with ${request.status} in Rocket.Chat's envelope, writing nothing`, async () => {
        // Past the posting limit's window: each answer below is the request's own.
        t.advanceClock(6_000);
        const before = await snapshot();
        const linesBefore = logLines.length;
        const answer = await t.app.inject({
          method: 'POST',
          url: `${CHAT}${endpoint.path}`,
          headers: { ...auth, 'content-type': request.contentType },
          payload: request.payload(endpoint.body()),
        });
        expect(answer.statusCode).toBe(request.status);
        const error = rocketErrorSchema.parse(answer.json());
        expect(error.success).toBe(false);
        expect(error.errorType).toBe(request.errorType);
        expect(await snapshot()).toEqual(before);
        // A client's mistake is logged below error level, with no stack.
        const logged = logLines.slice(linesBefore).map((line) => JSON.parse(line));
        expect(logged.length).toBeGreaterThan(0);
        for (const line of logged) {
          expect(line.level).toBeLessThan(50);
          expect(JSON.stringify(line)).not.toContain('"stack"');
        }
      });
    }
  }

  it('still serves the same requests well formed (join, post, update), so the 4xx above are the malformations’', async () => {
    for (const endpoint of ENDPOINTS) {
      t.advanceClock(6_000);
      const answer = await t.app.inject({
        method: 'POST',
        url: `${CHAT}${endpoint.path}`,
        headers: auth,
        payload: endpoint.body(),
      });
      expect(answer.statusCode, endpoint.path).toBe(200);
    }
  });
});
