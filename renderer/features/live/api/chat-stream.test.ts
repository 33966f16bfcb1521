import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RocketMessage } from '#common/api/chat/rocket.ts';
import { FakeWebSocket } from '../../../testing/fake-websocket.ts';
import { openChatStream, type ChatStream } from './chat-stream.ts';

const URL = 'wss://tj.school.ch/api/chat/websocket';

const message = (id: string, text: string): RocketMessage => ({
  _id: id,
  rid: 'sicurezza',
  msg: text,
  ts: '2026-11-24T08:01:00.000Z',
  u: { _id: '9', username: 'student.sara_colombo_417765', name: 'Sara' },
  _updatedAt: '2026-11-24T08:01:00.000Z',
  pinned: false,
});

/** Lets the microtasks (and the fake sockets' open) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** The server's side of a handshake: connected, the login accepted, both streams ready. */
async function serve(socket: FakeWebSocket, options: { login?: 'ok' | 'refuse' } = {}) {
  await settle();
  socket.receive({ msg: 'connected', session: 's1' });
  await settle();
  const login = socket.frames('method').at(-1)!;
  socket.receive(
    options.login === 'refuse'
      ? { msg: 'result', id: login.id, error: { error: 403, reason: 'User not found' } }
      : { msg: 'result', id: login.id, result: { id: 'student-1', token: 'chat-token' } },
  );
  await settle();
  socket.receive({ msg: 'ready', subs: socket.frames('sub').map((sub) => sub.id) });
  await settle();
}

describe('a chat room followed over the realtime API', () => {
  let token: string | null;
  let live: boolean[];
  let messages: RocketMessage[];
  let deleted: string[];
  let stream: ChatStream | undefined;

  const start = () => {
    stream = openChatStream({
      url: URL,
      roomId: 'sicurezza',
      readToken: () => token,
      createSocket: (url) => new FakeWebSocket(url),
      onMessage: (received) => messages.push(received),
      onDeleted: (id) => deleted.push(id),
      onLive: (isLive) => live.push(isLive),
      random: () => 1,
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
    token = 'chat-token';
    live = [];
    messages = [];
    deleted = [];
  });
  afterEach(() => stream?.close());

  it('connects, logs in with the resume token, subscribes the room and its deletions', async () => {
    start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(URL);
    await serve(socket);
    expect(socket.frames('connect')).toEqual([{ msg: 'connect', version: '1', support: ['1'] }]);
    expect(socket.frames('method')).toEqual([
      {
        msg: 'method',
        id: expect.any(String),
        method: 'login',
        params: [{ resume: 'chat-token' }],
      },
    ]);
    expect(socket.frames('sub').map(({ name, params }) => ({ name, params }))).toEqual([
      {
        name: 'stream-notify-room',
        params: ['sicurezza/deleteMessage', { useCollection: false, args: [] }],
      },
      { name: 'stream-room-messages', params: ['sicurezza', { useCollection: false, args: [] }] },
    ]);
    expect(live).toEqual([true]);
  });

  it('hands over pushed messages of the room (EJSON dates read) and deletions', async () => {
    start();
    const socket = FakeWebSocket.latest();
    await serve(socket);
    const pushed = message('2', 'Ciao');
    socket.receive({
      msg: 'changed',
      collection: 'stream-room-messages',
      id: 'id',
      fields: {
        eventName: 'sicurezza',
        args: [{ ...pushed, ts: { $date: Date.parse(pushed.ts) } }],
      },
    });
    // Another room's message, and something that is not a message, are not ours to show.
    socket.receive({
      msg: 'changed',
      collection: 'stream-room-messages',
      id: 'id',
      fields: { eventName: 'altro', args: [{ ...message('3', 'x'), rid: 'altro' }] },
    });
    socket.receive({
      msg: 'changed',
      collection: 'stream-room-messages',
      id: 'id',
      fields: { eventName: 'sicurezza', args: [{ _id: '4' }] },
    });
    socket.receive({
      msg: 'changed',
      collection: 'stream-notify-room',
      id: 'id',
      fields: { eventName: 'sicurezza/deleteMessage', args: [{ _id: '2' }] },
    });
    expect(messages).toEqual([pushed]);
    expect(deleted).toEqual(['2']);
  });

  it('goes live even when the server refuses the deletions stream', async () => {
    start();
    const socket = FakeWebSocket.latest();
    await settle();
    socket.receive({ msg: 'connected', session: 's1' });
    await settle();
    socket.receive({ msg: 'result', id: socket.frames('method')[0]!.id, result: {} });
    await settle();
    const [deletions, room] = socket.frames('sub');
    socket.receive({ msg: 'nosub', id: deletions!.id, error: { error: 404 } });
    socket.receive({ msg: 'ready', subs: [room!.id] });
    await settle();
    expect(live).toEqual([true]);
  });

  it('reports the loss and reconnects after a growing wait, then is live again', async () => {
    start();
    await serve(FakeWebSocket.latest());
    FakeWebSocket.latest().fail();
    expect(live).toEqual([true, false]);
    expect(FakeWebSocket.created).toHaveLength(1);
    // First retry after one second (random 1: the whole wait).
    FakeWebSocket.reset('refuse');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.created).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.created).toHaveLength(1);
    // Refused: the next try two seconds later.
    await settle();
    FakeWebSocket.behaviour = 'open';
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeWebSocket.created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.created).toHaveLength(2);
    await serve(FakeWebSocket.latest());
    expect(live).toEqual([true, false, true]);
  });

  it('stays not live when the login is refused, and resumes with the token renewed meanwhile', async () => {
    token = 'old-token';
    start();
    await serve(FakeWebSocket.latest(), { login: 'refuse' });
    expect(live).toEqual([]);
    expect(FakeWebSocket.latest().closed).toBe(true);
    expect(FakeWebSocket.latest().frames('sub')).toEqual([]);
    // The REST side logged in again meanwhile (a 401 there renews the kept token).
    token = 'new-token';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.created).toHaveLength(2);
    await serve(FakeWebSocket.latest());
    expect(FakeWebSocket.latest().frames('method')[0]!.params).toEqual([{ resume: 'new-token' }]);
    expect(live).toEqual([true]);
  });

  it('opens no socket without a chat token, and tries again later', async () => {
    token = null;
    start();
    expect(FakeWebSocket.created).toHaveLength(0);
    token = 'chat-token';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.created).toHaveLength(1);
  });

  it('closes for good: no report, no retry', async () => {
    start();
    await serve(FakeWebSocket.latest());
    stream!.close();
    expect(FakeWebSocket.latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.created).toHaveLength(1);
    expect(live).toEqual([true]);
  });
});
