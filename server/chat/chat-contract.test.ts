import { RestClient } from '@rocket.chat/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rocketChannelJoinSchema,
  rocketChannelsListSchema,
  rocketErrorSchema,
  rocketHistorySchema,
  rocketLoginSchema,
  rocketMeSchema,
  rocketPinnedSchema,
  rocketPostMessageSchema,
  rocketSyncSchema,
  rocketUpdateSchema,
  rocketUserInfoSchema,
} from '#common/api/chat/rocket.ts';
import { desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

/** The channel of the demo's live course that studente2's class follows. */
const ROOM = 'sicurezza-informatica';

/**
 * Rocket.Chat's own JavaScript REST client against our chat service over real HTTP, unchanged:
 * its base URL is what a school would set as chatBaseUrl, its credentials the ones our
 * /chat/login hands out. The calls are typed by Rocket.Chat's endpoint typings, so a parameter
 * we named differently would not even compile; the answers are checked by our zod schemas.
 */
describe(`Rocket.Chat's REST client against our chat service (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let origin: string;

  /** Our sign-in, then /chat/login through Rocket.Chat's client with our bearer token. */
  const chatClientFor = async (email: string) => {
    const tokens = await desktopLogin(t.app, email);
    // The client calls `${baseUrl}/api/<endpoint>`: our learning-journey API is /api/tj.
    const platform = new RestClient({
      baseUrl: origin,
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    const login = rocketLoginSchema.parse(
      await platform.send('/tj/chat/login', 'POST').then((r) => r.json()),
    );
    const chat = new RestClient({
      baseUrl: `${origin}/api/chat`,
      credentials: { 'X-User-Id': login.data.userId, 'X-Auth-Token': login.data.authToken },
    });
    return { chat, login, tokens };
  };

  /** What the client rejects with on a failure: the Response itself. */
  const failureOf = async (promise: Promise<unknown>) => {
    const response = await promise.then(
      () => expect.unreachable('the call should have failed'),
      (error: unknown) => error as Response,
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    t = await createTestApp();
    // From an empty channel (the demo's conversation is checked in chat.test.ts).
    await t.db.query('DELETE FROM chat_messages');
    await t.db.query('DELETE FROM chat_members');
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('logs in, joins, posts, edits, reads history and changes, pins, and looks people up', async () => {
    const sara = await chatClientFor('studente2@demo.test');

    const me = rocketMeSchema.parse(await sara.chat.get('/v1/me'));
    expect(me._id).toBe(sara.login.data.userId);
    expect(me.username).toMatch(/^student\.sara_colombo_\d+\d{4}$/);

    const list = rocketChannelsListSchema.parse(await sara.chat.get('/v1/channels.list', {}));
    expect(list.channels.map((channel) => channel._id)).toContain(ROOM);

    const joined = rocketChannelJoinSchema.parse(
      await sara.chat.post('/v1/channels.join', { roomId: ROOM }),
    );
    expect(joined.channel._id).toBe(ROOM);

    const posted = rocketPostMessageSchema.parse(
      await sara.chat.post('/v1/chat.postMessage', {
        roomId: ROOM,
        text: 'Ciao dal client di Rocket.Chat',
      }),
    );
    expect(posted.message.msg).toBe('Ciao dal client di Rocket.Chat');
    expect(posted.message.u._id).toBe(me._id);

    const history = rocketHistorySchema.parse(
      await sara.chat.get('/v1/channels.history', { roomId: ROOM, count: 10 }),
    );
    expect(history.messages[0]?._id).toBe(posted.message._id);

    // Only what came after a moment: what a panel polling with `oldest` receives.
    const since = rocketHistorySchema.parse(
      await sara.chat.get('/v1/channels.history', { roomId: ROOM, oldest: posted.message.ts }),
    );
    expect(since.messages).toEqual([]);

    const edited = rocketUpdateSchema.parse(
      await sara.chat.post('/v1/chat.update', {
        roomId: ROOM,
        msgId: posted.message._id,
        text: 'Ciao dal client di Rocket.Chat (corretto)',
      }),
    );
    expect(edited.message.editedAt).toBeDefined();
    const changes = rocketSyncSchema.parse(
      await sara.chat.get('/v1/chat.syncMessages', { roomId: ROOM, lastUpdate: posted.message.ts }),
    );
    expect(changes.result.updated.map((message) => message.msg)).toEqual([
      'Ciao dal client di Rocket.Chat (corretto)',
    ]);

    const admin = await chatClientFor('admin@demo.test');
    rocketChannelJoinSchema.parse(await admin.chat.post('/v1/channels.join', { roomId: ROOM }));
    // chat.pinMessage is missing from this version's endpoint typings, so it goes through the
    // client's untyped send (the same request post() makes).
    const pin = await admin.chat.send('/v1/chat.pinMessage', 'POST', {
      body: JSON.stringify({ messageId: posted.message._id }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(pin.status).toBe(200);
    const pinned = rocketPinnedSchema.parse(
      await sara.chat.get('/v1/chat.getPinnedMessages', { roomId: ROOM }),
    );
    expect(pinned.messages.map((message) => message._id)).toEqual([posted.message._id]);
    expect(pinned.messages[0]?.pinnedBy?._id).toBe(admin.login.data.userId);

    const info = rocketUserInfoSchema.parse(
      await sara.chat.get('/v1/users.info', { userId: admin.login.data.userId }),
    );
    expect(info.user.username).toBe(admin.login.data.me.username);
  });

  it('receives Rocket.Chat’s failures: 403 for a stranger, 400 for a bad room, 401 after sign-out', async () => {
    const giulia = await chatClientFor('giulia.rossi@demo.test');
    const refused = await failureOf(giulia.chat.post('/v1/channels.join', { roomId: ROOM }));
    expect(refused.status).toBe(403);
    expect(rocketErrorSchema.parse(refused.body).errorType).toBe('error-not-allowed');

    const unknown = await failureOf(
      giulia.chat.get('/v1/channels.history', { roomId: 'nessuna-stanza' }),
    );
    expect(unknown.status).toBe(400);
    expect(rocketErrorSchema.parse(unknown.body).errorType).toBe('error-room-not-found');

    await fetch(`${origin}/api/tj/auth/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${giulia.tokens.access_token}`,
      },
      body: JSON.stringify({ refresh_token: giulia.tokens.refresh_token }),
    });
    const signedOut = await failureOf(giulia.chat.get('/v1/me'));
    expect(signedOut).toEqual({
      status: 401,
      body: { status: 'error', message: 'You must be logged in to do this.' },
    });
  });
});
