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
  rocketUnauthorizedSchema,
  rocketUpdateSchema,
  rocketUserInfoSchema,
} from '#common/api/chat/rocket.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const CHAT = '/api/chat/api/v1';
const ROOM = 'sicurezza-informatica';

describe(`the chat service (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let demoChat: Array<{ text: string; pinned: boolean }> = [];
  const sessions = new Map<string, { userId: string; authToken: string; refresh: string }>();

  /** Signs in and logs in to the chat, once per e-mail. */
  const chatLogin = async (email: string) => {
    const existing = sessions.get(email);
    if (existing) return existing;
    const tokens = await desktopLogin(t.app, email);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/tj/chat/login',
      headers: bearer(tokens.access_token),
    });
    expect(answer.statusCode).toBe(200);
    const login = rocketLoginSchema.parse(answer.json());
    const session = { ...login.data, refresh: tokens.refresh_token };
    sessions.set(email, session);
    return session;
  };
  const call = async (email: string, method: 'GET' | 'POST', path: string, payload?: object) => {
    const { userId, authToken } = await chatLogin(email);
    return t.app.inject({
      method,
      url: `${CHAT}${path}`,
      headers: { 'x-auth-token': authToken, 'x-user-id': userId },
      ...(payload ? { payload } : {}),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The demo's conversation is checked on its own (last test); the service is tested from an
    // empty channel, so every count below is the tests' own.
    demoChat = await t.db.query<{ text: string; pinned: boolean }>(
      `SELECT text, pinned_at IS NOT NULL AS pinned FROM chat_messages ORDER BY created_at`,
    );
    await t.db.query('DELETE FROM chat_messages');
    await t.db.query('DELETE FROM chat_members');
  });
  afterAll(() => t.close());

  it('logs in with our token, answering Rocket.Chat’s shape and the username of the title', async () => {
    const login = await chatLogin('studente2@demo.test');
    const me = rocketMeSchema.parse((await call('studente2@demo.test', 'GET', '/me')).json());
    expect(me.username).toBe(`student.sara_colombo_${login.userId}7765`); // explorer
    const admin = rocketMeSchema.parse((await call('admin@demo.test', 'GET', '/me')).json());
    expect(admin.username).toMatch(/^professor\.admin_roberto_gallo_\d+0000$/);
    expect(admin.roles).toContain('admin');
    const byName = rocketUserInfoSchema.parse(
      (await call('admin@demo.test', 'GET', `/users.info?username=${me.username}`)).json(),
    );
    expect(byName.user._id).toBe(login.userId);
    expect(
      rocketErrorSchema.parse(
        (await call('admin@demo.test', 'GET', '/users.info?userId=999999')).json(),
      ).errorType,
    ).toBe('error-invalid-user');

    // A student sees only people they can meet in a channel (here: nobody has joined yet).
    const stranger = await call(
      'giulia.rossi@demo.test',
      'GET',
      `/users.info?userId=${login.userId}`,
    );
    expect(stranger.statusCode).toBe(400);
    expect(
      rocketUserInfoSchema.parse(
        (await call('studente2@demo.test', 'GET', `/users.info?userId=${login.userId}`)).json(),
      ).user.username,
    ).toBe(me.username);
    for (const role of ['visitatore@demo.test', 'sorintian@demo.test']) {
      const tokens = await desktopLogin(t.app, role);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/tj/chat/login',
        headers: bearer(tokens.access_token),
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('answers 401 in Rocket.Chat’s shape without a valid token', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${CHAT}/me` });
    expect(none.statusCode).toBe(401);
    expect(rocketUnauthorizedSchema.parse(none.json())).toEqual({
      status: 'error',
      message: 'You must be logged in to do this.',
    });
    const { userId } = await chatLogin('studente2@demo.test');
    const forged = await t.app.inject({
      method: 'GET',
      url: `${CHAT}/me`,
      headers: { 'x-auth-token': 'x'.repeat(43), 'x-user-id': userId },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lets the course’s students join its channel and refuses the others', async () => {
    const list = rocketChannelsListSchema.parse(
      (await call('studente2@demo.test', 'GET', '/channels.list')).json(),
    );
    expect(list.channels.map((channel) => [channel._id, channel.fname])).toEqual([
      [ROOM, 'Sicurezza informatica per tutti'],
    ]);
    const adminList = rocketChannelsListSchema.parse(
      (await call('admin@demo.test', 'GET', '/channels.list')).json(),
    );
    expect(adminList.total).toBe(2);
    expect((await call('giulia.rossi@demo.test', 'GET', '/channels.list')).json().channels).toEqual(
      [],
    );
    const outsider = await call('giulia.rossi@demo.test', 'POST', '/channels.join', {
      roomId: ROOM,
    });
    expect(outsider.statusCode).toBe(403);
    expect(rocketErrorSchema.parse(outsider.json()).errorType).toBe('error-not-allowed');
    const unknown = await call('studente2@demo.test', 'POST', '/channels.join', {
      roomId: 'nessuna',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorType).toBe('error-room-not-found');
    const joined = rocketChannelJoinSchema.parse(
      (await call('studente2@demo.test', 'POST', '/channels.join', { roomId: ROOM })).json(),
    );
    expect(joined.channel.usersCount).toBe(1);
  });

  it('posts plain text to joined channels, and reads the history newest first', async () => {
    const notJoined = await call('davide.fontana@demo.test', 'POST', '/chat.postMessage', {
      roomId: ROOM,
      text: 'Ciao',
    });
    expect(notJoined.statusCode).toBe(403);
    const posted = rocketPostMessageSchema.parse(
      (
        await call('studente2@demo.test', 'POST', '/chat.postMessage', {
          roomId: ROOM,
          text: '  <b>Ciao a tutti</b>  ',
        })
      ).json(),
    );
    expect(posted.message).toMatchObject({ msg: '<b>Ciao a tutti</b>', rid: ROOM, pinned: false });
    expect(posted.channel).toBe(ROOM);
    await call('davide.fontana@demo.test', 'POST', '/channels.join', { roomId: ROOM });
    // Both in the channel now: they can look each other up.
    const sara = await chatLogin('studente2@demo.test');
    expect(
      (await call('davide.fontana@demo.test', 'GET', `/users.info?userId=${sara.userId}`))
        .statusCode,
    ).toBe(200);
    t.advanceClock(1000);
    await call('davide.fontana@demo.test', 'POST', '/chat.postMessage', {
      roomId: ROOM,
      text: 'Buongiorno!',
    });
    const empty = await call('studente2@demo.test', 'POST', '/chat.postMessage', {
      roomId: ROOM,
      text: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(rocketErrorSchema.parse(empty.json()).errorType).toBe('error-invalid-params');
    const long = await call('studente2@demo.test', 'POST', '/chat.postMessage', {
      roomId: ROOM,
      text: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);

    const history = rocketHistorySchema.parse(
      (await call('studente2@demo.test', 'GET', `/channels.history?roomId=${ROOM}`)).json(),
    );
    expect(history.messages.map((message) => message.msg)).toEqual([
      'Buongiorno!',
      '<b>Ciao a tutti</b>',
    ]);
    const newer = rocketHistorySchema.parse(
      (
        await call(
          'studente2@demo.test',
          'GET',
          `/channels.history?roomId=${ROOM}&oldest=${encodeURIComponent(posted.message.ts)}`,
        )
      ).json(),
    );
    expect(newer.messages.map((message) => message.msg)).toEqual(['Buongiorno!']);
    expect(
      (await call('giulia.rossi@demo.test', 'GET', `/channels.history?roomId=${ROOM}`)).statusCode,
    ).toBe(403);
  });

  it('lets only admins pin and delete', async () => {
    const history = rocketHistorySchema.parse(
      (await call('studente2@demo.test', 'GET', `/channels.history?roomId=${ROOM}`)).json(),
    );
    const [latest, first] = history.messages;
    expect(
      (await call('studente2@demo.test', 'POST', '/chat.pinMessage', { messageId: first!._id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('admin@demo.test', 'POST', '/chat.pinMessage', { messageId: first!._id }))
        .statusCode,
    ).toBe(200);
    const pinned = rocketPinnedSchema.parse(
      (await call('studente2@demo.test', 'GET', `/chat.getPinnedMessages?roomId=${ROOM}`)).json(),
    );
    expect(pinned.messages.map((message) => [message.msg, message.pinned])).toEqual([
      ['<b>Ciao a tutti</b>', true],
    ]);
    expect(
      (
        await call('studente2@demo.test', 'POST', '/chat.delete', {
          roomId: ROOM,
          msgId: latest!._id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('admin@demo.test', 'POST', '/chat.delete', { roomId: ROOM, msgId: latest!._id }))
        .statusCode,
    ).toBe(200);
    const after = rocketHistorySchema.parse(
      (await call('studente2@demo.test', 'GET', `/channels.history?roomId=${ROOM}`)).json(),
    );
    expect(after.messages.map((message) => message.msg)).toEqual(['<b>Ciao a tutti</b>']);
  });

  it('lets authors edit their own messages, and syncs posts, edits, pins and deletions', async () => {
    const sync = async (email: string, lastUpdate: string) =>
      call(
        email,
        'GET',
        `/chat.syncMessages?roomId=${ROOM}&lastUpdate=${encodeURIComponent(lastUpdate)}`,
      );
    const everything = rocketSyncSchema.parse(
      (await sync('studente2@demo.test', '2000-01-01T00:00:00.000Z')).json(),
    );
    const [pinned] = everything.result.updated;
    expect(everything.result.updated.map((message) => [message.msg, message.pinned])).toEqual([
      ['<b>Ciao a tutti</b>', true],
    ]);
    expect(everything.result.deleted).toHaveLength(1);
    expect(everything.result.cursor).toEqual({ next: null, previous: null });
    const mark = [pinned!._updatedAt, everything.result.deleted[0]!._deletedAt].sort().at(-1)!;
    expect((await sync('studente2@demo.test', mark)).json().result).toMatchObject({
      updated: [],
      deleted: [],
    });

    t.advanceClock(1000);
    const byOther = await call('davide.fontana@demo.test', 'POST', '/chat.update', {
      roomId: ROOM,
      msgId: pinned!._id,
      text: 'Riscritto da un altro',
    });
    expect(byOther.statusCode).toBe(403);
    expect(rocketErrorSchema.parse(byOther.json()).errorType).toBe('error-action-not-allowed');
    const edited = rocketUpdateSchema.parse(
      (
        await call('studente2@demo.test', 'POST', '/chat.update', {
          roomId: ROOM,
          msgId: pinned!._id,
          text: 'Ciao a tutti, corretto',
        })
      ).json(),
    );
    expect(edited.message).toMatchObject({
      msg: 'Ciao a tutti, corretto',
      pinned: true,
      editedBy: { _id: pinned!.u._id },
    });
    expect(edited.message.editedAt).toBeDefined();
    expect(edited.message._updatedAt > mark).toBe(true);
    const since = rocketSyncSchema.parse((await sync('davide.fontana@demo.test', mark)).json());
    expect(since.result.updated.map((message) => message.msg)).toEqual(['Ciao a tutti, corretto']);
    expect(since.result.deleted).toEqual([]);

    const empty = await call('studente2@demo.test', 'POST', '/chat.update', {
      roomId: ROOM,
      msgId: pinned!._id,
      text: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const deleted = await call('studente2@demo.test', 'POST', '/chat.update', {
      roomId: ROOM,
      msgId: everything.result.deleted[0]!._id,
      text: 'Di nuovo',
    });
    expect(rocketErrorSchema.parse(deleted.json()).errorType).toBe('error-invalid-message');
    expect((await sync('giulia.rossi@demo.test', mark)).statusCode).toBe(403);
    const badDate = await call('studente2@demo.test', 'GET', `/chat.syncMessages?roomId=${ROOM}`);
    expect(badDate.statusCode).toBe(400);
    expect(rocketErrorSchema.parse(badDate.json()).errorType).toBe('error-invalid-params');
  });

  it('limits the rate with Rocket.Chat’s 429 and headers', async () => {
    await call('sofia.moretti@demo.test', 'POST', '/channels.join', { roomId: ROOM });
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        await call('sofia.moretti@demo.test', 'POST', '/chat.postMessage', {
          roomId: ROOM,
          text: `Messaggio ${i}`,
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = answers[5]!;
    expect(limited.headers['x-ratelimit-limit']).toBe('5');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() - 60_000);
    expect(rocketErrorSchema.parse(limited.json()).errorType).toBe('error-too-many-requests');
  });

  it('ends the chat token with the session it came from', async () => {
    const session = await chatLogin('federico.barbieri@demo.test');
    expect((await call('federico.barbieri@demo.test', 'GET', '/me')).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/logout',
      payload: { refresh_token: session.refresh },
    });
    expect((await call('federico.barbieri@demo.test', 'GET', '/me')).statusCode).toBe(401);
  });

  it('seeds a short demo conversation whose welcome is pinned', () => {
    expect(demoChat).toHaveLength(4);
    expect(demoChat.filter((message) => message.pinned).map((message) => message.text)).toEqual([
      expect.stringMatching(/^Benvenuti nella chat del corso!/),
    ]);
  });
});
