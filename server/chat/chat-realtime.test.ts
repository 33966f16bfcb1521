import { connect } from 'node:net';
import { DDPSDK } from '@rocket.chat/ddp-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  rocketHistorySchema,
  rocketLoginSchema,
  rocketPinSchema,
  rocketPostMessageSchema,
  rocketUpdateSchema,
  type RocketMessage,
} from '#common/api/chat/rocket.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { openChatSockets } from './chat-realtime-route.ts';
import { REALTIME_LIMITS } from './ddp-session.ts';
import { RawDdpSocket } from './testing/raw-ddp-socket.ts';

const CHAT = '/api/chat/api/v1';
/** The channel of the demo's live course that studente2's class follows. */
const ROOM = 'sicurezza-informatica';
const SARA = 'studente2@demo.test';
const ADMIN = 'admin@demo.test';
/** A professor whose classes do not follow the course: outside the room. */
const GIULIA = 'giulia.rossi@demo.test';

/**
 * Rocket.Chat's own realtime client (@rocket.chat/ddp-client, what its web and mobile clients
 * are built on) against our realtime API over a real socket: what it subscribes to, it gets
 * pushed, in the very shape the REST API answers.
 */
describe(`Rocket.Chat's realtime client against our chat service (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let origin: string;
  const sessions = new Map<string, { userId: string; authToken: string }>();
  const sdks: DDPSDK[] = [];

  const chatLogin = async (app: TestApp['app'], email: string) => {
    const existing = sessions.get(email);
    if (existing) return existing;
    const tokens = await desktopLogin(app, email);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/tj/chat/login',
      headers: bearer(tokens.access_token),
    });
    const session = rocketLoginSchema.parse(answer.json()).data;
    sessions.set(email, session);
    return session;
  };
  const rest = async (email: string, method: 'GET' | 'POST', path: string, payload?: object) => {
    const { userId, authToken } = await chatLogin(t.app, email);
    return t.app.inject({
      method,
      url: `${CHAT}${path}`,
      headers: { 'x-auth-token': authToken, 'x-user-id': userId },
      ...(payload ? { payload } : {}),
    });
  };
  /** Rocket.Chat's client, connected to `base` (the chat's root) and logged in. */
  const realtimeAs = async (email: string, base = `${origin}/api/chat`) => {
    const sdk = DDPSDK.create(base);
    sdks.push(sdk);
    await sdk.connection.connect();
    await sdk.account.loginWithToken((await chatLogin(t.app, email)).authToken);
    return sdk;
  };
  /** Subscribes to the room's messages and deletions; resolves once both are ready. */
  const watchRoom = async (sdk: DDPSDK, roomId = ROOM) => {
    const messages: RocketMessage[] = [];
    const deleted: string[] = [];
    const subscriptions = [
      sdk.stream('room-messages', roomId, (message) => {
        messages.push(message as unknown as RocketMessage);
      }),
      sdk.stream('notify-room', `${roomId}/deleteMessage`, (event) => {
        deleted.push((event as { _id: string })._id);
      }),
    ];
    await Promise.all(subscriptions.map((subscription) => subscription.ready()));
    return { messages, deleted };
  };

  beforeAll(async () => {
    // Pings and token checks every quarter second, so a sign-out is seen within the test.
    REALTIME_LIMITS.heartbeatMs = 250;
    t = await createTestApp();
    await t.db.query('DELETE FROM chat_messages');
    await t.db.query('DELETE FROM chat_members');
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const email of [SARA, ADMIN]) {
      expect((await rest(email, 'POST', '/channels.join', { roomId: ROOM })).statusCode).toBe(200);
    }
  });
  afterEach(() => {
    for (const sdk of sdks.splice(0)) sdk.connection.close();
    // Each test starts with a fresh rate-limit window.
    t.advanceClock(10_000);
  });
  afterAll(() => t.close());

  it('pushes a message posted over REST, its edit, its pin and its deletion, as REST shows them', async () => {
    const sara = await realtimeAs(SARA);
    const seen = await watchRoom(sara);

    const posted = rocketPostMessageSchema.parse(
      (
        await rest(SARA, 'POST', '/chat.postMessage', { roomId: ROOM, text: 'Ciao a tutti' })
      ).json(),
    ).message;
    await vi.waitFor(() => expect(seen.messages).toHaveLength(1));
    expect(seen.messages[0]).toEqual(posted);

    const edited = rocketUpdateSchema.parse(
      (
        await rest(SARA, 'POST', '/chat.update', {
          roomId: ROOM,
          msgId: posted._id,
          text: 'Ciao a tutti!',
        })
      ).json(),
    ).message;
    await vi.waitFor(() => expect(seen.messages).toHaveLength(2));
    expect(seen.messages[1]).toEqual(edited);
    expect(seen.messages[1]).toMatchObject({ msg: 'Ciao a tutti!', editedAt: expect.any(String) });

    const pinned = rocketPinSchema.parse(
      (await rest(ADMIN, 'POST', '/chat.pinMessage', { messageId: posted._id })).json(),
    ).message;
    await vi.waitFor(() => expect(seen.messages).toHaveLength(3));
    expect(seen.messages[2]).toEqual(pinned);
    expect(seen.messages[2]!.pinned).toBe(true);

    const removed = await rest(ADMIN, 'POST', '/chat.delete', { roomId: ROOM, msgId: posted._id });
    expect(removed.statusCode).toBe(200);
    await vi.waitFor(() => expect(seen.deleted).toEqual([posted._id]));
    // A deletion is told on its own stream, as Rocket.Chat does, not as a message.
    expect(seen.messages).toHaveLength(3);
  });

  it('sends over DDP through the REST rules: readers of both get it, the limit is shared', async () => {
    const sara = await realtimeAs(SARA);
    const admin = await realtimeAs(ADMIN);
    const seen = await watchRoom(admin);

    const sent = (await sara.client.callAsync('sendMessage', {
      _id: 'client-chosen',
      rid: ROOM,
      msg: '  Dal socket  ',
    })) as RocketMessage;
    expect(sent).toMatchObject({
      rid: ROOM,
      msg: 'Dal socket',
      u: { _id: sessions.get(SARA)!.userId },
    });
    expect(sent._id).toMatch(/^\d+$/);
    await vi.waitFor(() => expect(seen.messages).toEqual([sent]));
    const history = rocketHistorySchema.parse(
      (await rest(ADMIN, 'GET', `/channels.history?roomId=${ROOM}&count=1`)).json(),
    );
    expect(history.messages).toEqual([sent]);

    await expect(
      sara.client.callAsync('sendMessage', { rid: ROOM, msg: '   ' }),
    ).rejects.toMatchObject({ error: 'error-invalid-params', reason: 'text is required' });
    await expect(
      sara.client.callAsync('sendMessage', { rid: ROOM, msg: 'a\u0000b' }),
    ).rejects.toMatchObject({ error: 'error-invalid-params' });
    await expect(
      sara.client.callAsync('sendMessage', { rid: 'nessuna', msg: 'ciao' }),
    ).rejects.toMatchObject({ error: 'error-room-not-found' });

    // 5 messages per 5 s whichever way they come, counted before any check as over REST: the
    // message and the unknown room above, two more over REST, one over DDP.
    for (let i = 0; i < 2; i += 1) {
      const answer = await rest(SARA, 'POST', '/chat.postMessage', { roomId: ROOM, text: `n${i}` });
      expect(answer.statusCode).toBe(200);
    }
    await sara.client.callAsync('sendMessage', { rid: ROOM, msg: 'quinto' });
    await expect(
      sara.client.callAsync('sendMessage', { rid: ROOM, msg: 'sesto' }),
    ).rejects.toMatchObject({ error: 'too-many-requests' });
    expect(
      (await rest(SARA, 'POST', '/chat.postMessage', { roomId: ROOM, text: 'x' })).statusCode,
    ).toBe(429);
  });

  it('refuses a room the user may not read, before login too, and an unknown token', async () => {
    const giulia = await realtimeAs(GIULIA);
    const outside = giulia.stream('room-messages', ROOM, () => undefined);
    await expect(outside.ready()).rejects.toMatchObject({ error: 'not-allowed' });
    const unknownRoom = giulia.stream('room-messages', 'nessuna', () => undefined);
    await expect(unknownRoom.ready()).rejects.toMatchObject({ error: 'not-allowed' });

    const stranger = DDPSDK.create(`${origin}/api/chat`);
    sdks.push(stranger);
    await stranger.connection.connect();
    await expect(stranger.account.loginWithToken('x'.repeat(43))).rejects.toMatchObject({
      error: 403,
      reason: "You've been logged out by the server. Please log in again.",
    });
    const anonymous = stranger.stream('room-messages', ROOM, () => undefined);
    await expect(anonymous.ready()).rejects.toMatchObject({ error: 'not-allowed' });
    await expect(
      stranger.client.callAsync('sendMessage', { rid: ROOM, msg: 'ciao' }),
    ).rejects.toMatchObject({ error: 'error-invalid-user' });
  });

  it('answers a DDP error to malformed frames and keeps serving', async () => {
    const socket = await RawDdpSocket.open(`${origin.replace('http', 'ws')}/api/chat/websocket`);
    try {
      socket.send({ msg: 'ping' });
      expect(await socket.next()).toMatchObject({ msg: 'error', reason: 'Must connect first' });
      expect(await socket.connect()).toMatch(/^[0-9a-f-]{36}$/);
      socket.send('{not json');
      expect(await socket.next()).toEqual({ msg: 'error', reason: 'Parse error' });
      socket.send('[1,2]');
      expect(await socket.next()).toMatchObject({ msg: 'error', reason: 'Bad request' });
      socket.send({ msg: 'teleport' });
      expect(await socket.next()).toMatchObject({ msg: 'error', reason: 'Bad request' });
      socket.send({ msg: 'method', method: 'login' });
      expect(await socket.next()).toMatchObject({ reason: 'Malformed method invocation' });
      socket.send({ msg: 'sub', id: 's1', name: 'stream-room-messages', params: 'x' });
      expect(await socket.next()).toMatchObject({ reason: 'Malformed subscription' });
      socket.send({ msg: 'method', id: 'm1', method: 'deleteEverything', params: [] });
      expect(await socket.next()).toMatchObject({
        msg: 'result',
        id: 'm1',
        error: { error: 404, reason: "Method 'deleteEverything' not found" },
      });
      expect(await socket.next()).toEqual({ msg: 'updated', methods: ['m1'] });
      socket.send({ msg: 'sub', id: 's2', name: 'stream-secrets', params: [] });
      expect(await socket.next()).toMatchObject({ msg: 'nosub', id: 's2', error: { error: 404 } });
      socket.send({ msg: 'method', id: 'm2', method: 'login', params: [{ password: 'x' }] });
      expect(await socket.next()).toMatchObject({ id: 'm2', error: { error: 400 } });
      await socket.next();
      socket.send({ msg: 'ping', id: 'p1' });
      expect(await socket.next()).toEqual({ msg: 'pong', id: 'p1' });
    } finally {
      socket.close();
    }
  });

  it('closes a socket that does not log in, caps subscriptions, and counts open sockets', async () => {
    const url = `${origin.replace('http', 'ws')}/api/chat/websocket`;
    // The sockets of the tests before are closed.
    await vi.waitFor(() => expect(openChatSockets()).toBe(0));
    const before = 0;
    const { authTimeoutMs, maxSubscriptions } = REALTIME_LIMITS;
    REALTIME_LIMITS.authTimeoutMs = 300;
    REALTIME_LIMITS.maxSubscriptions = 3;
    try {
      const idle = await RawDdpSocket.open(url);
      await vi.waitFor(() => expect(openChatSockets()).toBe(before + 1));
      await idle.connect();
      expect(await idle.closed).toEqual({ code: 1008, reason: 'Not logged in' });
      await vi.waitFor(() => expect(openChatSockets()).toBe(before));

      const busy = await RawDdpSocket.open(url);
      await busy.connect();
      const { authToken } = await chatLogin(t.app, SARA);
      busy.send({ msg: 'method', id: 'l', method: 'login', params: [{ resume: authToken }] });
      expect(await busy.next()).toMatchObject({
        msg: 'result',
        id: 'l',
        result: {
          id: sessions.get(SARA)!.userId,
          token: authToken,
          tokenExpires: { $date: expect.any(Number) },
        },
      });
      await busy.next();
      for (const id of ['a', 'b', 'c', 'd']) {
        busy.send({ msg: 'sub', id, name: 'stream-room-messages', params: [ROOM, false] });
      }
      const answers = [await busy.next(), await busy.next(), await busy.next(), await busy.next()];
      expect(answers.slice(0, 3)).toEqual(
        ['a', 'b', 'c'].map((id) => ({ msg: 'ready', subs: [id] })),
      );
      expect(answers[3]).toMatchObject({
        msg: 'nosub',
        id: 'd',
        error: { error: 'too-many-subscriptions' },
      });
      busy.send({ msg: 'unsub', id: 'a' });
      expect(await busy.next()).toEqual({ msg: 'nosub', id: 'a' });
      busy.send({ msg: 'sub', id: 'e', name: 'stream-room-messages', params: [ROOM, false] });
      expect(await busy.next()).toEqual({ msg: 'ready', subs: ['e'] });
      // Logged in: the timer is off.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(openChatSockets()).toBe(before + 1);
      busy.close();
      await vi.waitFor(() => expect(openChatSockets()).toBe(before));
    } finally {
      REALTIME_LIMITS.authTimeoutMs = authTimeoutMs;
      REALTIME_LIMITS.maxSubscriptions = maxSubscriptions;
    }
  });

  it('upgrades at /websocket only: elsewhere an Upgrade header leaves an ordinary request', async () => {
    // An HTTP client trying h2c, say: answered, and its connection stays an HTTP one (a second
    // request on it is answered too) rather than taken over and left open for good.
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    const request = (extra: string) =>
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`);
    try {
      request('Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n');
      await vi.waitFor(() => expect(received).toMatch(/^HTTP\/1\.1 200 OK/));
      request('');
      await vi.waitFor(() => expect(received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2));
    } finally {
      socket.destroy();
    }
  });

  it('lets one user hold a few logged-in sockets, not unlimited ones', async () => {
    const { authToken } = await chatLogin(t.app, GIULIA);
    const url = `${origin.replace('http', 'ws')}/api/chat/websocket`;
    const login = async (socket: RawDdpSocket) => {
      await socket.connect();
      socket.send({ msg: 'method', id: 'l', method: 'login', params: [{ resume: authToken }] });
      const answer = await socket.next();
      await socket.next(); // `updated`
      return answer;
    };
    const held = await Promise.all(
      Array.from({ length: REALTIME_LIMITS.maxSocketsPerUser }, () => RawDdpSocket.open(url)),
    );
    try {
      for (const socket of held) expect(await login(socket)).toMatchObject({ result: {} });
      const extra = await RawDdpSocket.open(url);
      expect(await login(extra)).toMatchObject({ error: { error: 'too-many-sockets' } });
      extra.close();
      // A closed socket gives its place back.
      held.pop()!.close();
      await vi.waitFor(async () => {
        const again = await RawDdpSocket.open(url);
        held.push(again);
        expect(await login(again)).toMatchObject({ result: { token: authToken } });
      });
    } finally {
      for (const socket of held) socket.close();
    }
  });

  it('closes a socket when the session its token came from signs out', async () => {
    const tokens = await desktopLogin(t.app, 'docente@demo.test');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/tj/chat/login',
      headers: bearer(tokens.access_token),
    });
    const { authToken } = rocketLoginSchema.parse(login.json()).data;
    const socket = await RawDdpSocket.open(`${origin.replace('http', 'ws')}/api/chat/websocket`);
    await socket.connect();
    socket.send({ msg: 'method', id: 'l', method: 'login', params: [{ resume: authToken }] });
    expect(await socket.next()).toMatchObject({
      msg: 'result',
      id: 'l',
      result: { token: authToken },
    });
    // Still open across a few heartbeats while the session lives.
    await new Promise((resolve) => setTimeout(resolve, 600));
    socket.send({ msg: 'ping', id: 'still' });
    await socket.next();
    expect(await socket.next()).toEqual({ msg: 'pong', id: 'still' });

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/logout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Logged out' });
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    'reaches the subscribers of another server process on the same PostgreSQL',
    async () => {
      // A second server on the same database (its own pool and LISTEN connection), as a replica
      // behind a load balancer would be.
      const [row] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = row!.schema;
      const db = await openPostgresDatabase({
        connectionString: process.env.DATABASE_URL!,
        searchPath: schema,
      });
      const replica = await buildApp({
        config: loadConfig({
          HG_JWT_SECRET: TEST_JWT_SECRET,
          HG_WEB_DIR: '/nonexistent/tech-journey-web',
        }),
        db,
      });
      try {
        const replicaOrigin = await replica.listen({ port: 0, host: '127.0.0.1' });
        const onReplica = await watchRoom(await realtimeAs(SARA, `${replicaOrigin}/api/chat`));
        const onFirst = await watchRoom(await realtimeAs(ADMIN));

        const posted = rocketPostMessageSchema.parse(
          (await rest(ADMIN, 'POST', '/chat.postMessage', { roomId: ROOM, text: 'Da A' })).json(),
        ).message;
        await vi.waitFor(() => expect(onReplica.messages).toEqual([posted]));

        const admin = await realtimeAs(ADMIN, `${replicaOrigin}/api/chat`);
        const sent = (await admin.client.callAsync('sendMessage', {
          rid: ROOM,
          msg: 'Da B',
        })) as RocketMessage;
        await vi.waitFor(() => expect(onFirst.messages).toEqual([posted, sent]));
        await rest(ADMIN, 'POST', '/chat.delete', { roomId: ROOM, msgId: sent._id });
        await vi.waitFor(() => expect(onReplica.deleted).toEqual([sent._id]));
      } finally {
        for (const sdk of sdks.splice(0)) sdk.connection.close();
        await replica.close();
        await db.close();
      }
    },
  );
});
